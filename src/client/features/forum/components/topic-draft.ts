/**
 * The new-topic form's draft, kept for the browser tab (sessionStorage): a reload or a detour
 * loses nothing, and nothing lingers on a shared computer once the tab is closed.
 */
export type TopicDraft = { title: string; content: string };

const DRAFT_KEY = 'sophia:forum:new-topic-draft';
const empty: TopicDraft = { title: '', content: '' };

export function readTopicDraft(): TopicDraft {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
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

export function saveTopicDraft(draft: TopicDraft) {
  try {
    if (draft.title.trim() === '' && draft.content.trim() === '') sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the draft is a convenience, the form still works.
  }
}

export function clearTopicDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
