import type { ChatResponse, ConversationDetail } from '@shared/features/assistant';

/** Test data for the assistant's tests (not loaded by the app). */

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function chatReply(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    conversationId: 17,
    message: 'Merci pour ces précisions. **Première piste** : observer les moments de refus.',
    // Empty: the log keeps what the test typed (a real server sends the masked text).
    userMessage: '',
    resources: [],
    approaches: [],
    theoretical_approaches: [],
    practical_approaches: [],
    practicalAdvice: [],
    analysis: {
      audience: 'personnes_agees',
      themes: ['refus de soins'],
      emergency: false,
      offTopic: false,
      followUp: false,
      masked: [],
      provider: 'engine',
    },
    ...overrides,
  };
}

export const validation = {
  name: 'Validation',
  description: 'Accueillir les émotions sans les contredire.',
  principles: ['Écouter avec empathie', 'Reformuler le ressenti'],
};

export const montessori = {
  name: 'Montessori adaptée',
  description: 'Proposer des activités qui ont du sens.',
  recommendations: ['Proposer un choix entre deux vêtements'],
};

export function conversationDetail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    id: 23,
    title: 'Refus de la toilette',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:05:00.000Z',
    messages: [
      {
        role: 'user',
        content: 'Une résidente refuse la toilette le matin.',
        createdAt: '2026-11-20T09:00:00.000Z',
      },
      { role: 'assistant', content: 'Depuis quand refuse-t-elle ?', createdAt: '2026-11-20T09:00:01.000Z' },
    ],
    resources: [
      {
        id: 4,
        title: 'Guide Humanitude',
        description: 'Prendre soin',
        type: 'ouvrage',
        approach: 'humanitude',
      },
    ],
    theoretical_approaches: [validation],
    practical_approaches: [montessori],
    practicalAdvice: ['Proposer un choix entre deux vêtements'],
    ...overrides,
  };
}

/** The body of a fetch call's request, parsed. */
export function sentBody(call: [RequestInfo | URL, RequestInit?] | undefined): Record<string, unknown> {
  return JSON.parse(String(call?.[1]?.body ?? '{}')) as Record<string, unknown>;
}
