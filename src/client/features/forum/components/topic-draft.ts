/**
 * The new-topic form's draft, kept for the browser tab (sessionStorage): a reload or a detour
 * loses nothing, and nothing lingers on a shared computer once the tab is closed. Kept per user,
 * so the next person logging in on the same tab never sees it.
 */
export type TopicDraft = { title: string; content: string };

const draftKey = (userId: number) => `sophia:forum:new-topic-draft:${userId}`;
const empty: TopicDraft = { title: '', content: '' };

export function readTopicDraft(userId: number): TopicDraft {
  try {
    const raw = sessionStorage.getItem(draftKey(userId));
    if (!raw) return empty;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return empty;
    const { title, content } = value as Record<string, unknown>;
    return {
      title: typeof title === 'string' ? title : '',
      content: typeof content === 'string' ? content : '',
    };
  } catch {
    // Storage disabled (private mode, policy) or a corrupt value: start from an empty form.
    return empty;
  }
}

export function saveTopicDraft(userId: number, draft: TopicDraft) {
  try {
    if (draft.title.trim() === '' && draft.content.trim() === '') sessionStorage.removeItem(draftKey(userId));
    else sessionStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the draft is a convenience, the form still works.
  }
}

export function clearTopicDraft(userId: number) {
  try {
    sessionStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear.
  }
}
