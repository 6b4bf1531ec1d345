import { describe, expect, it } from 'vitest';

import { difficultyPoints, MIXED_QUIZ_SIZE, questionCategories, questionsOf, quizMaxPoints } from './quiz';
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

  it("bounds each quiz's total by its questions, and the mixed one by the 10 best-paid", () => {
    expect(quizMaxPoints('montessori')).toBe(105);
    expect(quizMaxPoints('humanitude')).toBe(105);
    expect(quizMaxPoints('validation')).toBe(90);
    // Six 'difficile' questions (20) and four 'moyen' ones (15).
    expect(quizMaxPoints('mixed')).toBe(180);

    const drawn = quizBank.slice(0, MIXED_QUIZ_SIZE);
    const drawnTotal = drawn.reduce((sum, q) => sum + q.points, 0);
    expect(
      quizMaxPoints(
        'mixed',
        drawn.map((q) => q.id),
      ),
    ).toBe(drawnTotal);
    expect(
      quizMaxPoints(
        'validation',
        questionsOf('validation').map((q) => q.id),
      ),
    ).toBe(90);
    // A category quiz must name exactly its own questions.
    expect(quizMaxPoints('validation', [1, 2, 3, 4, 5, 6])).toBeNull();
  });
});
