import { quizBank } from '@shared/features/quiz-bank';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { drawQuestions } from './quiz-catalog';
import {
  addResult,
  completedKey,
  historyBarPercent,
  isCompletedToday,
  loadCompletedToday,
  loadResults,
  MAX_STORED_RESULTS,
  markCompletedToday,
  type QuizResult,
  resultsKey,
  zurichDay,
} from './quiz-storage';

const result = (overrides: Partial<QuizResult> = {}): QuizResult => ({
  score: 30,
  totalQuestions: 7,
  correctAnswers: 2,
  category: 'Quiz Montessori',
  date: '2026-03-01T13:05:00.000Z',
  ...overrides,
});

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('zurichDay', () => {
  it('is the calendar day in Switzerland, not in UTC', () => {
    // 23:30 UTC on 21 November is 00:30 on the 22nd in Zurich (UTC+1 in winter).
    expect(zurichDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    // 22:30 UTC on 21 June is 00:30 on the 22nd (UTC+2 in summer).
    expect(zurichDay(new Date('2026-06-21T22:30:00Z'))).toBe('2026-06-22');
    expect(zurichDay(new Date('2026-06-21T21:30:00Z'))).toBe('2026-06-21');
  });
});

describe('the completed-today map', () => {
  it('keeps only the given day, rewrites the storage, and ignores unknown quizzes', () => {
    window.localStorage.setItem(
      completedKey(4),
      JSON.stringify({ montessori: '2026-11-21', humanitude: '2026-11-22', other: '2026-11-22' }),
    );
    expect(loadCompletedToday(4, '2026-11-22')).toEqual({ humanitude: '2026-11-22' });
    expect(JSON.parse(window.localStorage.getItem(completedKey(4)) ?? '')).toEqual({
      humanitude: '2026-11-22',
    });
  });

  it('records a completion for its user only', () => {
    markCompletedToday(4, 'validation', '2026-11-22');
    expect(isCompletedToday(4, 'validation', '2026-11-22')).toBe(true);
    expect(isCompletedToday(4, 'validation', '2026-11-23')).toBe(false);
    expect(isCompletedToday(5, 'validation', '2026-11-22')).toBe(false);
  });

  it('starts empty from corrupt storage', () => {
    window.localStorage.setItem(completedKey(4), 'not json');
    expect(loadCompletedToday(4, '2026-11-22')).toEqual({});
    window.localStorage.setItem(completedKey(4), '["montessori"]');
    expect(loadCompletedToday(4, '2026-11-22')).toEqual({});
  });
});

describe('the results list', () => {
  it('puts a new result first and keeps at most the newest 100', () => {
    const older = Array.from({ length: MAX_STORED_RESULTS }, (_, i) => result({ score: i }));
    window.localStorage.setItem(resultsKey(4), JSON.stringify(older));
    const list = addResult(4, result({ score: 999 }));
    expect(list).toHaveLength(MAX_STORED_RESULTS);
    expect(list[0]?.score).toBe(999);
    expect(loadResults(4).at(-1)?.score).toBe(MAX_STORED_RESULTS - 2);
  });

  it('leaves out unreadable entries and survives bad JSON', () => {
    window.localStorage.setItem(
      resultsKey(4),
      JSON.stringify([
        result(),
        { score: 'beaucoup' },
        null,
        result({ date: 'hier' }),
        result({ score: 10 }),
      ]),
    );
    expect(loadResults(4).map((r) => r.score)).toEqual([30, 10]);
    window.localStorage.setItem(resultsKey(4), '{');
    expect(loadResults(4)).toEqual([]);
  });
});

describe('historyBarPercent', () => {
  it('is the score over (questions × 15), capped at 100 %', () => {
    expect(historyBarPercent({ score: 45, totalQuestions: 6 })).toBe(50);
    expect(historyBarPercent({ score: 105, totalQuestions: 7 })).toBe(100);
    expect(historyBarPercent({ score: 200, totalQuestions: 10 })).toBe(100);
    expect(historyBarPercent({ score: 0, totalQuestions: 7 })).toBe(0);
    expect(historyBarPercent({ score: 10, totalQuestions: 0 })).toBe(0);
  });
});

describe('drawQuestions', () => {
  it('draws 10 different questions of the bank for the mixed quiz, and a category in bank order', () => {
    const drawn = drawQuestions('mixed');
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(10);
    expect(drawn.every((q) => quizBank.includes(q))).toBe(true);
    expect(drawQuestions('validation').map((q) => q.id)).toEqual([15, 16, 17, 18, 19, 20]);
  });

  it('can reach the end of the bank (the draw is not biased to its start)', () => {
    // A random source always at its top picks the last remaining question each time.
    const drawn = drawQuestions('mixed', () => 0.999);
    expect(drawn[0]?.id).toBe(20);
  });
});
