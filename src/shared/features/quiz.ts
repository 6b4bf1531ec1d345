import { z } from 'zod';
import { gamificationMessages } from './gamification';
import { quizBank } from './quiz-bank';

/**
 * The Pro Care quiz (SPEC §2 "Quiz", §3 quiz entities, §4 Quiz, §9; DECISIONS.md "Points and
 * levels"). The bank is shared: the browser shows each answer's correction, and the server scores the
 * chosen options itself before awarding points (docs/decisions/014).
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

/** The most a quiz can be worth (the catalogue's cards): all of a category, or the mixed quiz's 10 best-paid. */
export function quizMaxPoints(quizId: QuizId): number {
  if (quizId !== 'mixed') return sumPoints(questionsOf(quizId));
  return sumPoints([...quizBank].sort((a, b) => b.points - a.points).slice(0, MIXED_QUIZ_SIZE));
}

/** SPEC §4 feedback by score over total points: above 70 %, above 40 %, otherwise. */
export function quizFeedback(score: number, total: number) {
  const ratio = total > 0 ? score / total : 0;
  if (ratio > 0.7) return 'Excellent travail !';
  if (ratio > 0.4) return 'Bon travail !';
  return "Continuez d'apprendre !";
}

/**
 * POST /api/gamification/quiz-points (docs/decisions/014): the quiz and the option chosen for each
 * question asked. SPEC §7 has the client send its score; the server now computes it from these
 * choices, and a `score` field, if sent, is dropped with any other unknown field.
 */
export const quizAnswersSchema = z.object({
  categoryId: z.enum(quizIds, { error: gamificationMessages.unknownQuiz }),
  answers: z
    .array(
      z.object({
        questionId: z.number().int().positive(),
        option: z.number().int().min(0).max(3),
      }),
      { error: gamificationMessages.invalidQuestions },
    )
    .min(1, gamificationMessages.invalidQuestions)
    .max(quizBank.length, gamificationMessages.invalidQuestions),
});
export type QuizAnswersInput = z.infer<typeof quizAnswersSchema>;

/**
 * Scores the chosen options against the bank: null unless they answer exactly the quiz's
 * questions, each once (a category quiz: all of its category; the mixed one: ten of the bank).
 */
export function scoreQuiz(quizId: QuizId, answers: QuizAnswersInput['answers']) {
  const byId = new Map(quizBank.map((q) => [q.id, q]));
  const asked = answers.map((answer) => byId.get(answer.questionId));
  if (asked.some((q) => q === undefined)) return null;
  const questions = asked as QuizQuestion[];
  if (new Set(questions.map((q) => q.id)).size !== questions.length) return null;
  const expected = quizId === 'mixed' ? MIXED_QUIZ_SIZE : questionsOf(quizId).length;
  if (questions.length !== expected) return null;
  if (quizId !== 'mixed' && questions.some((q) => q.category !== quizId)) return null;
  const right = questions.filter((q, i) => answers[i]!.option === q.correctAnswer);
  return { score: sumPoints(right), total: sumPoints(questions), correctAnswers: right.length };
}

/**
 * The answer: the server's score of the choices, and the points the ledger took (0 when this quiz
 * was already rewarded today).
 */
export type QuizPointsResult = {
  pointsAwarded: number;
  alreadyCompletedToday: boolean;
  score: number;
  total: number;
  correctAnswers: number;
};
