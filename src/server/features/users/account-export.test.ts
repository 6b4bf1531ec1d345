import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSessions,
  forumCommentLikes,
  forumComments,
  forumTopicLikes,
  forumTopics,
  notifications,
  promoRedemptions,
  resourceShares,
  resources,
  sessions,
  subscriptions,
  userBadges,
  users,
} from '../../db/schema';
import { buildTestApp, registerUser, type TestApp } from '../../test/build-test-app';

// DECISIONS.md "Privacy": the export holds everything that is the user's (docs/decisions/015).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const day = 86_400_000;

/** A member with one row in every table that holds something of theirs, and another member. */
async function memberWithOneOfEach() {
  const member = await registerUser(t.app);
  const other = await registerUser(t.app);
  const me = member.user.id as number;
  const chat = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { cookie: member.cookie },
    payload: { content: 'Mon élève de 7 ans avec un TSA fait des crises quand on change d’activité.' },
  });
  expect(chat.statusCode).toBe(200);
  const contact = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: cookie ? { cookie } : {},
      payload: {
        name: 'Camille Martin',
        email: member.user.email,
        role: 'other',
        subject: 'Une question sur Sophia',
        message: 'Bonjour, je voudrais en savoir plus sur la plateforme, merci beaucoup.',
      },
    });
  expect((await contact(member.cookie)).statusCode).toBe(201);
  // Sent by a visitor with the member's address: not linked to the account, not exported.
  expect((await contact()).statusCode).toBe(201);
  const [theirTopic] = await t.db
    .insert(forumTopics)
    .values({
      userId: other.user.id,
      title: 'Le sujet d’un autre',
      content: 'Un contenu quelconque.',
      status: 'approved',
    })
    .returning();
  const [theirComment] = await t.db
    .insert(forumComments)
    .values({
      topicId: theirTopic!.id,
      userId: other.user.id,
      content: 'Un commentaire d’un autre.',
      status: 'approved',
    })
    .returning();
  await t.db
    .insert(forumComments)
    .values({ topicId: theirTopic!.id, userId: me, content: 'Ma réponse.', status: 'approved' });
  await t.db.insert(forumTopicLikes).values({ topicId: theirTopic!.id, userId: me });
  await t.db.insert(forumCommentLikes).values({ commentId: theirComment!.id, userId: me });
  await t.db.insert(notifications).values({ userId: me, type: 'reply', topicId: theirTopic!.id });
  const [resource] = await t.db
    .insert(resources)
    .values({
      title: 'Ma fiche',
      description: 'Une fiche.',
      type: 'guide',
      approach: 'general',
      audience: 'general',
      publisher: 'Moi',
      authorId: me,
    })
    .returning();
  await t.db.insert(resourceShares).values({ userId: me, resourceId: resource!.id });
  await t.db.insert(userBadges).values({ userId: me, badge: 'first_topic' });
  await t.db.insert(checkoutSessions).values({
    id: 'demo_export_checkout',
    userId: me,
    provider: 'demo',
    priceId: 'premium_monthly',
    promoCode: 'LAUNCH20',
    amount: 1500,
    firstPayment: 1200,
    providerSessionId: 'cs_export_secret',
    status: 'completed',
    expiresAt: new Date(Date.now() + day),
  });
  await t.db
    .insert(promoRedemptions)
    .values({ promoCode: 'LAUNCH20', userId: me, checkoutId: 'demo_export_checkout' });
  await t.db.insert(subscriptions).values({
    userId: me,
    provider: 'demo',
    providerSubscriptionId: 'demo_sub_export',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * day),
  });
  return { member, other, me };
}

describe('download my data', () => {
  it('holds every row that is the user’s, and no secret', async () => {
    const { member, me } = await memberWithOneOfEach();
    const response = await t.app.inject({ url: '/api/user/export', headers: { cookie: member.cookie } });
    expect(response.statusCode).toBe(200);
    const data = response.json();

    const [conversation] = data.conversations;
    expect(conversation.messages).toHaveLength(2);
    expect(conversation.caseState).toMatchObject({ turns: 1, audience: expect.any(String) });
    expect(conversation.isTrial).toBe(true);

    expect(data.forum.comments).toHaveLength(1);
    expect(data.forum.likes.topics).toHaveLength(1);
    expect(data.forum.likes.comments).toHaveLength(1);
    expect(data.notifications).toEqual([expect.objectContaining({ type: 'reply' })]);
    expect(data.resources.shared).toEqual([expect.objectContaining({ title: 'Ma fiche' })]);
    expect(data.resources.authored).toEqual([expect.objectContaining({ title: 'Ma fiche' })]);
    expect(data.points.badges).toEqual([expect.objectContaining({ badge: 'first_topic' })]);

    expect(data.subscription.subscriptions).toEqual([
      expect.objectContaining({ provider: 'demo', status: 'active' }),
    ]);
    expect(data.subscription.checkouts).toEqual([
      expect.objectContaining({ promoCode: 'LAUNCH20', amount: 1500, status: 'completed' }),
    ]);
    expect(data.subscription.promoRedemptions).toEqual([expect.objectContaining({ promoCode: 'LAUNCH20' })]);

    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(['createdAt', 'expiresAt']);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ subject: 'Une question sur Sophia', email: member.user.email }),
    ]);

    // Secrets stay out: the session's hash, the password's hash, the checkout's ids.
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, me));
    const [row] = await t.db.select().from(users).where(eq(users.id, me));
    expect(response.body).not.toContain(session!.id);
    expect(response.body).not.toContain(row!.passwordHash!);
    expect(response.body).not.toContain('cs_export_secret');
    expect(response.body).not.toContain('demo_export_checkout');
  });
});
