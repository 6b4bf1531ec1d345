import { ASSISTANT_LIMITS, type ConversationHistoryEntry } from '@shared/features/assistant';
import type { ConversationsRepository } from './conversations.repository';
import { cutAtWord } from './cut-text';

const DAY_MS = 86_400_000;

/**
 * Plain text of a markdown reply, for a summary: without Sophia's greeting and the italic notices
 * (masked data), which say nothing of this situation.
 */
function plain(markdown: string) {
  return markdown
    .split(/\n{2,}/)
    .filter((paragraph) => !/^(?:Bonjour, je suis Sophia|_)/.test(paragraph.trim()))
    .join(' ')
    .replace(/[#*_>`[\]]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * SPEC §3 conversation history entries: titles cut at 50, summaries at 200 (SPEC §9). `recent`:
 * the profile's last 10 within 10 days; otherwise every conversation, paged ('Voir tout').
 */
export async function conversationHistory(
  conversations: ConversationsRepository,
  userId: number,
  query: { recent: boolean; limit: number; offset: number },
): Promise<ConversationHistoryEntry[]> {
  const rows = await conversations.list(
    userId,
    query.recent
      ? {
          limit: ASSISTANT_LIMITS.profileRecent,
          offset: 0,
          since: new Date(Date.now() - ASSISTANT_LIMITS.profileRecentDays * DAY_MS),
        }
      : { limit: query.limit, offset: query.offset },
  );
  const exchanges = await conversations.firstExchanges(rows.map((row) => row.id));
  return rows.map((row) => {
    const exchange = exchanges.get(row.id);
    return {
      id: row.id,
      title: cutAtWord(row.title, ASSISTANT_LIMITS.titleMax),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      requestSummary: cutAtWord(plain(exchange?.request ?? ''), ASSISTANT_LIMITS.summaryMax),
      responseSummary: cutAtWord(plain(exchange?.response ?? ''), ASSISTANT_LIMITS.summaryMax),
      resources: row.resources.map((resource, index) => ({
        id: resource.id ?? -(index + 1),
        resource: {
          title: resource.title,
          description: resource.description,
          type: resource.type,
          approach: resource.approach,
          ...(resource.link ? { link: resource.link } : {}),
        },
      })),
    };
  });
}
