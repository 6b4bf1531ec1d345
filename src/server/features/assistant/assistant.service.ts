import {
  type Audience,
  assistantMessages,
  type ChatResource,
  type ChatResponse,
  type ConversationDetail,
} from '@shared/features/assistant';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { NotFoundError, TooManyRequestsError } from '../../lib/errors';
import type { ResourcesRepository } from '../resources/resources.repository';
import { createConversationsRepository } from './conversations.repository';
import { analyse } from './engine/analyse';
import { withCard } from './engine/cards/case-card';
import { followUpQuestions, needsFollowUp, retrievalQueries } from './engine/follow-up';
import { withGenders } from './engine/gender';
import { redact } from './engine/redact';
import { assessSafety, careBesideInjection } from './engine/safety';
import {
  emergencyBlock,
  injectionAside,
  maskedNotice,
  offTopicReply,
  riskReminder,
} from './engine/safety-texts';
import { emptyCase, type ProviderReply, themeLabels } from './engine/types';
import type { AssistantProvider } from './providers/types';
import { createTurnWriter } from './trial-turn';

type Deps = {
  db: Db;
  resources: ResourcesRepository;
  engine: AssistantProvider;
  llm?: AssistantProvider;
  /** Messages one user may send per minute (config CHAT_MESSAGES_PER_MINUTE). */
  messagesPerMinute: number;
  log: { warn(obj: object, msg: string): void };
};

const HISTORY_TURNS = 8;

/** A per-user sliding window (per instance): bounds what one account can make the providers do. */
function createRateLimiter(perMinute: number) {
  const sent = new Map<number, number[]>();
  return (userId: number) => {
    const now = Date.now();
    const recent = (sent.get(userId) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= perMinute) throw new TooManyRequestsError(assistantMessages.rateLimited);
    recent.push(now);
    sent.set(userId, recent);
  };
}

const nonEmpty = <T>(list: T[]) => (list.length > 0 ? list : undefined);

export function createAssistantService({ db, resources, engine, llm, messagesPerMinute, log }: Deps) {
  const conversations = createConversationsRepository(db);
  const turns = createTurnWriter(db);
  const limit = createRateLimiter(messagesPerMinute);
  // The engine compiles its patterns on first use (~50 ms): done at start, not on a user's message.
  const warmUp = 'Mme Test, 079 123 45 67 : une résidente de 88 ans refuse la douche le matin et crie.';
  analyse(redact(warmUp).text, emptyCase());
  assessSafety(warmUp);

  /**
   * The library's resources for the case, by full-text search, most specific query first, for the
   * case's audience first (then resources for everyone): a guide on dementia is no answer for a child.
   */
  async function retrieve(queries: string[], audience: Audience | null): Promise<ChatResource[]> {
    const found = new Map<number, ChatResource>();
    const audiences = audience ? [audience, 'general'] : [undefined];
    for (const [q, forAudience] of audiences.flatMap((a) => queries.map((query) => [query, a] as const))) {
      if (found.size >= 3) break;
      for (const row of await resources.list({ q, audience: forAudience, limit: 3, offset: 0 })) {
        if (found.size < 3 && !found.has(row.id)) {
          found.set(row.id, {
            id: row.id,
            title: row.title,
            description: row.description,
            type: row.type,
            approach: row.approach,
            audience: row.audience,
            publisher: row.publisher,
            ...(row.link ? { link: row.link } : {}),
            hasContent: row.hasContent,
          });
        }
      }
    }
    return [...found.values()];
  }

  async function answer(input: Parameters<AssistantProvider['reply']>[0], useLlm: boolean) {
    if (useLlm && llm) {
      try {
        return { reply: await llm.reply(input), provider: 'llm' as const };
      } catch (err) {
        // Any failure of the external model: the embedded engine answers instead (issue 5).
        log.warn({ err }, 'LLM provider failed; the embedded engine answers');
      }
    }
    return { reply: await engine.reply(input), provider: 'engine' as const };
  }

  return {
    async chat(
      user: UserRow,
      request: { content: string; conversationId?: number | null; useOpenAI?: boolean },
      // A streaming client's callback for the LLM's text (docs/decisions/018); the flow is the same.
      options: { onToken?: (text: string) => void } = {},
    ) {
      limit(user.id);
      // Safety first, before anything is stored or sent anywhere (DECISIONS.md "Assistant").
      const redaction = redact(request.content);
      const safety = assessSafety(request.content);
      // The trial's rules, checked early; the write below is the judge (trial-turn.ts).
      const conversation = await turns.target(user, request.conversationId, redaction.text);
      const previous = conversation.caseState;
      const isFirstReply = previous.turns === 0;
      const emergency = safety.emergency.length > 0;
      // Inside an open case, a word of another topic ("les petites voitures de son neveu") is a
      // fact about the person, not a request outside care (docs/decisions/019).
      const openCase = Boolean(previous.card || previous.audience || previous.themes.length > 0);
      const flagged =
        safety.offTopic && !emergency && !(safety.topicOnly && openCase) ? safety.offTopic : null;
      // An attempt to override the instructions is refused, and a care question beside it is still
      // answered, from the message without the attempt (docs/decisions/020).
      const careAside = flagged === 'injection' ? careBesideInjection(redaction.text) : null;
      const aboutCare =
        careAside !== null &&
        (() => {
          // A situation (a behaviour, a refusal…) and a question about it; a bare context ("je
          // bosse en EMS") beside the attempt is not one.
          const probe = analyse(careAside, previous);
          return (
            probe.themes.length > 0 &&
            /\?|\b(?:comment|que faire|quoi faire|des idées|conseils?)\b/i.test(careAside)
          );
        })();
      const offTopic = aboutCare ? null : flagged;
      const content = aboutCare && careAside ? careAside : redaction.text;

      let state = previous;
      let reply: ProviderReply;
      let provider: 'engine' | 'llm' = 'engine';
      let followUp = false;
      if (offTopic) {
        reply = {
          message: offTopicReply(offTopic),
          resources: [],
          theoretical_approaches: [],
          practical_approaches: [],
          practicalAdvice: [],
        };
      } else {
        // The analysis rebuilds the facts; the card, what was said, who speaks and the genders carry over.
        const { card, given, speaker, risk, person, reader } = previous;
        state = withGenders(
          withCard({ ...analyse(content, previous), card, given, speaker, risk, person, reader }, content),
          content,
        );
        // A situation told in a few words is asked about first; a described one, matched to a
        // situation card, is answered at once (the card's reply asks what it still needs).
        const described = state.card && content.split(/\s+/).length >= 12;
        const ask = !emergency && !described && needsFollowUp(state);
        const followUps = followUpQuestions(state);
        if (ask) state = { ...state, followUpsAsked: state.followUpsAsked + 1 };
        followUp = ask || (!emergency && followUps.length > 0);
        if (emergency) {
          // The numbers come first and alone: strategies can wait until everyone is safe.
          reply = {
            message:
              'Quand la situation sera sécurisée, je serai là pour réfléchir avec vous à la suite de l’accompagnement.',
            resources: [],
            theoretical_approaches: [],
            practical_approaches: [],
            practicalAdvice: [],
          };
        } else {
          const history =
            conversation.id === null ? [] : await conversations.lastMessages(conversation.id, HISTORY_TURNS);
          const resourcesFound = ask ? [] : await retrieve(retrievalQueries(state), state.audience);
          const result = await answer(
            {
              history,
              message: content,
              state,
              mode: ask ? 'ask' : 'propose',
              followUps,
              resources: resourcesFound,
              isFirstReply,
              onToken: options.onToken,
            },
            request.useOpenAI === true,
          );
          reply = result.reply;
          provider = result.provider;
        }
      }

      const reminded = state.given?.includes('risk:reminded') ?? false;
      const remind = !emergency && (previous.risk?.length ?? 0) > 0 && !reminded;
      const message = [
        emergency ? emergencyBlock(safety.emergency) : '',
        remind ? riskReminder(previous.risk ?? []) : '',
        aboutCare ? injectionAside : '',
        maskedNotice(redaction.masked),
        reply.message,
      ]
        .filter(Boolean)
        .join('\n\n');
      const conversationId = await turns.write(user, conversation, {
        user: redaction.text,
        assistant: message,
        provider,
        caseState: {
          ...state,
          turns: previous.turns + 1,
          given: [
            ...new Set([
              ...(state.given ?? []),
              ...(reply.given ?? []),
              ...(remind ? ['risk:reminded'] : []),
            ]),
          ],
          risk: [...new Set([...(previous.risk ?? []), ...safety.emergency])],
        },
        lists: {
          resources: nonEmpty(reply.resources),
          theoreticalApproaches: nonEmpty(reply.theoretical_approaches),
          practicalApproaches: nonEmpty(reply.practical_approaches),
          practicalAdvice: nonEmpty(reply.practicalAdvice),
        },
      });
      const response: ChatResponse = {
        conversationId,
        message,
        userMessage: redaction.text,
        resources: reply.resources,
        approaches: reply.theoretical_approaches,
        theoretical_approaches: reply.theoretical_approaches,
        practical_approaches: reply.practical_approaches,
        practicalAdvice: reply.practicalAdvice,
        analysis: {
          audience: state.audience,
          themes: state.themes.map((theme) => themeLabels[theme]),
          emergency,
          offTopic: Boolean(offTopic),
          followUp,
          masked: redaction.masked,
          provider,
        },
      };
      return response;
    },

    async get(userId: number, id: number): Promise<ConversationDetail> {
      const conversation = await conversations.findOwn(id, userId);
      if (!conversation) throw new NotFoundError(assistantMessages.conversationNotFound);
      const messages = await conversations.messages(id);
      return {
        id: conversation.id,
        title: conversation.title,
        createdAt: conversation.createdAt.toISOString(),
        updatedAt: conversation.updatedAt.toISOString(),
        messages: messages.map((m) => ({
          role: m.role,
          content: m.content,
          createdAt: m.createdAt.toISOString(),
        })),
        resources: conversation.resources,
        theoretical_approaches: conversation.theoreticalApproaches,
        practical_approaches: conversation.practicalApproaches,
        practicalAdvice: conversation.practicalAdvice,
      };
    },

    async remove(userId: number, id: number) {
      if (!(await conversations.remove(id, userId)))
        throw new NotFoundError(assistantMessages.conversationNotFound);
    },

    conversations,
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
