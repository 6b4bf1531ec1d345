// A signed-in user for client tests (imported by test files only, never by the app).
import type { PublicUser } from '@shared/features/auth';

export function makeTestUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    username: 'claire',
    email: 'claire@example.ch',
    role: 'user',
    profilePicture: null,
    subscriptionStatus: 'free',
    subscriptionPlan: null,
    subscriptionExpiresAt: null,
    stripeSubscriptionId: null,
    freeTrialsUsed: 0,
    showUsernameInForum: false,
    showInLeaderboard: true,
    googleLinked: false,
    trialConversationId: null,
    trialMessagesLeft: 10,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
