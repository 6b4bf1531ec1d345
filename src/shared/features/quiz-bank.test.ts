import { describe, expect, it } from 'vitest';

import {
  difficultyPoints,
  MIXED_QUIZ_SIZE,
  questionCategories,
  questionsOf,
  quizMaxPoints,
  scoreQuiz,
} from './quiz';
import { quizBank } from './quiz-bank';

const countBy = <K extends string>(key: (q: (typeof quizBank)[number]) => K) =>
  quizBank.reduce<Record<string, number>>((counts, q) => {
    counts[key(q)] = (counts[key(q)] ?? 0) + 1;
    return counts;
  }, {});

describe('the quiz bank', () => {
  it('holds 20 questions with unique positive ids: 7 Montessori, 7 Humanitude, 6 Validation', () => {
    expect(quizBank).toHaveLength(20);
    const ids = quizBank.map((q) => q.id);
    expect(new Set(ids).size).toBe(20);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(countBy((q) => q.category)).toEqual({ montessori: 7, humanitude: 7, validation: 6 });
  });

  it('gives every question the points of its difficulty, and mixes difficulties within each category', () => {
    for (const q of quizBank) expect(q.points, `question ${q.id}`).toBe(difficultyPoints[q.difficulty]);
    for (const category of questionCategories) {
      const difficulties = new Set(questionsOf(category).map((q) => q.difficulty));
      expect(difficulties, category).toEqual(new Set(['facile', 'moyen', 'difficile']));
    }
  });

  it('asks each question with four distinct non-empty options and one correct answer among them', () => {
    for (const q of quizBank) {
      expect(q.question.trim(), `question ${q.id}`).not.toBe('');
      expect(q.options).toHaveLength(4);
      expect(q.options.every((option) => option.trim().length > 0)).toBe(true);
      expect(new Set(q.options.map((o) => o.trim().toLowerCase())).size, `question ${q.id}`).toBe(4);
      expect([0, 1, 2, 3]).toContain(q.correctAnswer);
    }
    // The right answer is not always in the same place.
    expect(Object.keys(countBy((q) => String(q.correctAnswer))).sort()).toEqual(['0', '1', '2', '3']);
  });

  it('explains every answer in a few sentences, in French with straight apostrophes', () => {
    for (const q of quizBank) {
      const sentences = q.explanation.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0);
      expect(sentences.length, `question ${q.id}`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `question ${q.id}`).toBeLessThanOrEqual(4);
      const texts = [q.question, q.explanation, ...q.options].join(' ');
      expect(texts, `question ${q.id}`).not.toContain('’');
    }
  });

  it('covers every audience', () => {
    expect(Object.keys(countBy((q) => q.audience)).sort()).toEqual([
      'enfants',
      'general',
      'handicap',
      'personnes_agees',
    ]);
  });

  it("gives each quiz's card its total: a category's questions, the mixed one's 10 best-paid", () => {
    expect(quizMaxPoints('montessori')).toBe(105);
    expect(quizMaxPoints('humanitude')).toBe(105);
    expect(quizMaxPoints('validation')).toBe(90);
    // Six 'difficile' questions (20) and four 'moyen' ones (15).
    expect(quizMaxPoints('mixed')).toBe(180);
  });

  it('scores the chosen options: the points of the right ones, over the questions asked', () => {
    const validation = questionsOf('validation');
    const answers = validation.map((q, i) => ({
      questionId: q.id,
      option: i === 0 ? q.correctAnswer : (q.correctAnswer + 1) % 4,
    }));
    expect(scoreQuiz('validation', answers)).toEqual({ score: 10, total: 90, correctAnswers: 1 });
    const drawn = quizBank.slice(0, MIXED_QUIZ_SIZE);
    const all = drawn.map((q) => ({ questionId: q.id, option: q.correctAnswer }));
    const total = drawn.reduce((sum, q) => sum + q.points, 0);
    expect(scoreQuiz('mixed', all)).toEqual({ score: total, total, correctAnswers: MIXED_QUIZ_SIZE });
    // A category quiz must answer exactly its own questions; the mixed one ten distinct ones.
    expect(scoreQuiz('validation', all.slice(0, 6))).toBeNull();
    expect(scoreQuiz('mixed', [...all.slice(0, 9), all[0]!])).toBeNull();
    expect(scoreQuiz('mixed', [...all.slice(0, 9), { questionId: 999, option: 0 }])).toBeNull();
  });
});
