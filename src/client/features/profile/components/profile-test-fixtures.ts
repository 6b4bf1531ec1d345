// Test data of the profile's screens (imported by *.test.tsx only, never by the app).
import type { ConversationHistoryEntry } from '@shared/features/assistant';

export function makeEntry(overrides: Partial<ConversationHistoryEntry> = {}): ConversationHistoryEntry {
  return {
    id: 7,
    title: 'Refus de soins le matin chez Mme [nom]',
    createdAt: '2026-03-02T08:15:00.000Z',
    updatedAt: '2026-03-03T16:40:00.000Z',
    requestSummary: 'Une résidente refuse la toilette chaque matin et repousse les soignants.',
    responseSummary: "Proposer de différer le soin, expliquer chaque geste et s'appuyer sur l'Humanitude.",
    resources: [
      {
        id: 3,
        resource: {
          title: "L'Humanitude au quotidien",
          description: 'Un guide pratique des soins relationnels.',
          type: 'ouvrage',
          approach: 'humanitude',
          link: 'https://example.org/humanitude',
        },
      },
      {
        id: 4,
        resource: {
          title: 'Fiche : différer un soin',
          description: 'Quand et comment reporter un soin refusé.',
          type: 'outil',
          approach: 'validation',
        },
      },
    ],
    ...overrides,
  };
}
