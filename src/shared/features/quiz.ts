import { z } from 'zod';
import { gamificationMessages } from './gamification';
import { quizBank } from './quiz-bank';

/**
 * The Pro Care quiz (SPEC §2 "Quiz", §3 quiz entities, §4 Quiz, §9; DECISIONS.md "Points and
 * levels"). The bank is shared: the browser runs the quiz, the server bounds the points it awards.
 */

export const questionCategories = ['montessori', 'humanitude', 'validation'] as const;
export type QuestionCategory = (typeof questionCategories)[number];

export const quizIds = ['montessori', 'humanitude', 'validation', 'mixed'] as const;
export type QuizId = (typeof quizIds)[number];

/** The names the quiz cards, the local history and the points history show. */
export const quizNames: Record<QuizId, string> = {
  montessori: 'Quiz Montessori',
  humanitude: 'Quiz Humanitude',
  validation: 'Quiz Validation',
  mixed: 'Quiz mixte',
};

export const difficultyPoints = { facile: 10, moyen: 15, difficile: 20 } as const;
export type Difficulty = keyof typeof difficultyPoints;

export type QuizQuestion = {
  id: number;
  question: string;
  options: readonly [string, string, string, string];
  /** Zero-based index into options. */
  correctAnswer: 0 | 1 | 2 | 3;
  explanation: string;
  category: QuestionCategory;
  audience: 'personnes_agees' | 'enfants' | 'handicap' | 'general';
  difficulty: Difficulty;
  points: (typeof difficultyPoints)[Difficulty];
};

/** SPEC §9: the mixed quiz draws 10 questions at random from the whole bank. */
export const MIXED_QUIZ_SIZE = 10;

export function questionsOf(quizId: Exclude<QuizId, 'mixed'>): QuizQuestion[] {
  return quizBank.filter((question) => question.category === quizId);
}

const sumPoints = (questions: readonly QuizQuestion[]) => questions.reduce((sum, q) => sum + q.points, 0);

/**
 * The most a quiz can be worth: all of a category's questions, or for the mixed quiz the
 * questions drawn (when the client names them) else the 10 best-paid of the bank.
 */
export function quizMaxPoints(quizId: QuizId, questionIds?: readonly number[]): number | null {
  if (quizId !== 'mixed') {
    const own = questionsOf(quizId);
    if (!questionIds) return sumPoints(own);
    const chosen = own.filter((q) => questionIds.includes(q.id));
    return chosen.length === questionIds.length && chosen.length === own.length ? sumPoints(chosen) : null;
  }
  if (!questionIds) {
    return sumPoints([...quizBank].sort((a, b) => b.points - a.points).slice(0, MIXED_QUIZ_SIZE));
  }
  const chosen = quizBank.filter((q) => questionIds.includes(q.id));
  return chosen.length === MIXED_QUIZ_SIZE && questionIds.length === MIXED_QUIZ_SIZE
    ? sumPoints(chosen)
    : null;
}

/** SPEC §4 feedback by score over total points: above 70 %, above 40 %, otherwise. */
export function quizFeedback(score: number, total: number) {
  const ratio = total > 0 ? score / total : 0;
  if (ratio > 0.7) return 'Excellent travail !';
  if (ratio > 0.4) return 'Bon travail !';
  return "Continuez d'apprendre !";
}

/**
 * POST /api/gamification/quiz-points (SPEC §7: score and categoryId). `questionIds`, sent by our
 * client, lets the server bound a mixed quiz by the questions actually drawn.
 */
export const quizPointsSchema = z.object({
  score: z
    .number({ error: gamificationMessages.invalidScore })
    .int(gamificationMessages.invalidScore)
    .min(0, gamificationMessages.invalidScore)
    .max(10_000, gamificationMessages.invalidScore),
  categoryId: z.enum(quizIds, { error: gamificationMessages.unknownQuiz }),
  questionIds: z
    .array(z.number().int().positive(), { error: gamificationMessages.invalidQuestions })
    .max(quizBank.length, gamificationMessages.invalidQuestions)
    .optional(),
});
export type QuizPointsInput = z.infer<typeof quizPointsSchema>;

/** The answer: the points the ledger took (0 when this quiz was already rewarded today). */
export type QuizPointsResult = { pointsAwarded: number; alreadyCompletedToday: boolean };
