import {
  MIXED_QUIZ_SIZE,
  type QuestionCategory,
  type QuizId,
  type QuizQuestion,
  questionsOf,
  quizMaxPoints,
  quizNames,
} from '@shared/features/quiz';
import { quizBank } from '@shared/features/quiz-bank';

/** A card of 'Quiz disponibles' (SPEC §3 "Quiz category": name, description, icon, colour style). */
export type QuizDefinition = {
  id: QuizId;
  name: string;
  description: string;
  questionCount: number;
  /** The mixed quiz's total depends on the draw: its card shows the most it can be worth. */
  totalPoints: number;
  isMaximum: boolean;
};

const descriptions: Record<QuizId, { description: string }> = {
  montessori: {
    description:
      "La pédagogie de Maria Montessori et son adaptation à l'accompagnement des personnes vivant avec une démence.",
  },
  humanitude: {
    description: 'Regard, parole, toucher, verticalité : la méthodologie de soin de Gineste et Marescotti.',
  },
  validation: {
    description: 'La méthode de Naomi Feil pour communiquer avec les personnes très âgées désorientées.',
  },
  mixed: {
    description: `${MIXED_QUIZ_SIZE} questions tirées au hasard parmi les trois approches.`,
  },
};

export const quizzes: readonly QuizDefinition[] = (
  ['montessori', 'humanitude', 'validation', 'mixed'] as const
).map((id) => ({
  id,
  name: quizNames[id],
  ...descriptions[id],
  questionCount: id === 'mixed' ? MIXED_QUIZ_SIZE : questionsOf(id).length,
  totalPoints: quizMaxPoints(id),
  isMaximum: id === 'mixed',
}));

export function quizName(id: QuizId): string {
  return quizNames[id];
}

/** A quiz's questions for one attempt: the category's in bank order, or a fresh draw of 10 for the mixed one. */
export function drawQuestions(id: QuizId, random: () => number = Math.random): QuizQuestion[] {
  if (id !== 'mixed') return questionsOf(id);
  // Partial Fisher-Yates on a copy: every question has the same chance, none twice.
  const pool = [...quizBank];
  for (let i = 0; i < MIXED_QUIZ_SIZE; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as QuizQuestion, pool[i] as QuizQuestion];
  }
  return pool.slice(0, MIXED_QUIZ_SIZE);
}

export const categoryLabels: Record<QuestionCategory, string> = {
  montessori: 'Montessori',
  humanitude: 'Humanitude',
  validation: 'Validation',
};

export const audienceLabels: Record<QuizQuestion['audience'], string> = {
  personnes_agees: 'Personnes âgées',
  enfants: 'Enfants',
  handicap: 'Situation de handicap',
  general: 'Tous publics',
};

/** Badge and icon colours: *-800 on *-100 keeps a 4.5:1 contrast (WCAG AA). */
export const quizTones: Record<QuizId, string> = {
  montessori: 'bg-sky-100 text-sky-800',
  humanitude: 'bg-rose-100 text-rose-800',
  validation: 'bg-emerald-100 text-emerald-800',
  mixed: 'bg-violet-100 text-violet-800',
};
