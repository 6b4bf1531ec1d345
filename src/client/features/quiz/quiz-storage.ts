import { LOCALE, TIME_ZONE } from '@shared/constants';
import { type QuizId, quizIds } from '@shared/features/quiz';

/**
 * The quiz's browser storage (SPEC §3, §7): the results list and the map of quizzes completed
 * today. Keys carry the user id: two carers may share a ward's computer, and neither must see the
 * other's results nor lose points because the other already did a quiz today.
 */

/** SPEC §3 "Local result record". `category` is the quiz's name, as shown in 'Historique'. */
export type QuizResult = {
  score: number;
  totalQuestions: number;
  correctAnswers: number;
  category: string;
  /** ISO timestamp. */
  date: string;
};

/** Quiz id → the Europe/Zurich day ('YYYY-MM-DD') it was rewarded. */
export type CompletedQuizzes = Partial<Record<QuizId, string>>;

/** Storage is not a database: the newest results are enough for a personal history. */
export const MAX_STORED_RESULTS = 100;

export const resultsKey = (userId: number) => `sophia:quiz:results:${userId}`;
export const completedKey = (userId: number) => `sophia:quiz:completed:${userId}`;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Switzerland (DECISIONS.md: every "per day" rule uses Europe/Zurich). */
export function zurichDay(date: Date = new Date()): string {
  const part = (type: string) => dayFormat.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/**
 * '21 novembre 2026 à 14:05', in Swiss time whatever the device's zone (SPEC: French dates);
 * French writes the first of the month '1er', which Intl does not.
 */
export function formatResultDate(iso: string): string {
  return dateTimeFormat
    .formatToParts(new Date(iso))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/**
 * SPEC §2: the history bar is the score over (number of questions × 15), capped at 100 % (a quiz
 * of hard questions can pass that mark).
 */
export function historyBarPercent(result: Pick<QuizResult, 'score' | 'totalQuestions'>): number {
  if (result.totalQuestions <= 0) return 0;
  return Math.min(100, Math.max(0, (result.score / (result.totalQuestions * 15)) * 100));
}

/** Storage can be full, disabled (private mode) or hold another version's data: never crash on it. */
function read(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the quiz still works, only the memory of it is lost.
  }
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function isResult(value: unknown): value is QuizResult {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return (
    isCount(r.score) &&
    isCount(r.totalQuestions) &&
    isCount(r.correctAnswers) &&
    typeof r.category === 'string' &&
    typeof r.date === 'string' &&
    !Number.isNaN(Date.parse(r.date))
  );
}

/** The results, newest first; anything unreadable is left out. */
export function loadResults(userId: number): QuizResult[] {
  const stored = read(resultsKey(userId));
  return Array.isArray(stored) ? stored.filter(isResult).slice(0, MAX_STORED_RESULTS) : [];
}

/** SPEC §4: a finished quiz goes to the front of the history. Returns the new list. */
export function addResult(userId: number, result: QuizResult): QuizResult[] {
  const results = [result, ...loadResults(userId)].slice(0, MAX_STORED_RESULTS);
  write(resultsKey(userId), results);
  return results;
}

export function clearResults(userId: number) {
  try {
    window.localStorage.removeItem(resultsKey(userId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** SPEC §4: today's completions only; entries of other days are dropped (and the storage rewritten). */
export function loadCompletedToday(userId: number, today: string = zurichDay()): CompletedQuizzes {
  const stored = read(completedKey(userId));
  const kept: CompletedQuizzes = {};
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [quizId, day] of Object.entries(stored)) {
      const id = quizIds.find((candidate) => candidate === quizId);
      if (id && day === today) kept[id] = day;
    }
  }
  write(completedKey(userId), kept);
  return kept;
}

export function isCompletedToday(userId: number, quizId: QuizId, today: string = zurichDay()): boolean {
  return loadCompletedToday(userId, today)[quizId] === today;
}

export function markCompletedToday(userId: number, quizId: QuizId, today: string = zurichDay()) {
  write(completedKey(userId), { ...loadCompletedToday(userId, today), [quizId]: today });
}
