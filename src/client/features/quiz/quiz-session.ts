import type { QuizAnswersInput, QuizId, QuizQuestion } from '@shared/features/quiz';

/**
 * One attempt at a quiz (SPEC §4 Quiz): per question unanswered → option selected (changeable) →
 * validated (locked, scored) → next; after the last one the quiz is finished.
 */
export type QuizSession = {
  quizId: QuizId;
  questions: readonly QuizQuestion[];
  index: number;
  selected: number | null;
  validated: boolean;
  score: number;
  correctAnswers: number;
  /** The option validated for each question so far: what the server scores (docs/decisions/014). */
  answers: QuizAnswersInput['answers'];
  finished: boolean;
  /** Tells two attempts at the same quiz apart (focus moves to the first question of each). */
  attempt: number;
};

export type QuizAction =
  | { type: 'start'; quizId: QuizId; questions: readonly QuizQuestion[] }
  | { type: 'select'; option: number }
  | { type: 'validate' }
  | { type: 'next' }
  | { type: 'leave' };

export function currentQuestion(session: QuizSession): QuizQuestion | undefined {
  return session.questions[session.index];
}

export function totalPoints(session: Pick<QuizSession, 'questions'>): number {
  return session.questions.reduce((sum, q) => sum + q.points, 0);
}

export function isLastQuestion(session: QuizSession): boolean {
  return session.index >= session.questions.length - 1;
}

export function quizSessionReducer(session: QuizSession | null, action: QuizAction): QuizSession | null {
  if (action.type === 'start') {
    return {
      quizId: action.quizId,
      questions: action.questions,
      index: 0,
      selected: null,
      validated: false,
      score: 0,
      correctAnswers: 0,
      answers: [],
      finished: false,
      attempt: (session?.attempt ?? 0) + 1,
    };
  }
  if (action.type === 'leave' || !session || session.finished)
    return action.type === 'leave' ? null : session;

  const question = currentQuestion(session);
  switch (action.type) {
    case 'select':
      // SPEC §5: after validation the selection cannot change.
      return session.validated ? session : { ...session, selected: action.option };
    case 'validate': {
      if (session.validated || session.selected === null || !question) return session;
      const right = session.selected === question.correctAnswer;
      return {
        ...session,
        validated: true,
        score: session.score + (right ? question.points : 0),
        correctAnswers: session.correctAnswers + (right ? 1 : 0),
        answers: [...session.answers, { questionId: question.id, option: session.selected }],
      };
    }
    case 'next':
      if (!session.validated) return session;
      if (isLastQuestion(session)) return { ...session, finished: true };
      return { ...session, index: session.index + 1, selected: null, validated: false };
  }
}
