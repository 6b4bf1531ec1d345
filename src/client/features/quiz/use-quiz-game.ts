import type { QuizId } from '@shared/features/quiz';
import { useEffect, useReducer, useState } from 'react';

import { useSendQuizPoints } from './api/send-quiz-points';
import { ALREADY_COMPLETED_MESSAGE } from './components/quiz-banner';
import { drawQuestions, quizName } from './quiz-catalog';
import { isLastQuestion, type QuizSession, quizSessionReducer } from './quiz-session';
import {
  addResult,
  clearResults,
  isCompletedToday,
  loadCompletedToday,
  loadResults,
  markCompletedToday,
  type QuizResult,
} from './quiz-storage';

/** SPEC §9: the info banner stays 6000 ms. */
export const BANNER_DURATION_MS = 6000;

export type QuizPageTab = 'disponibles' | 'en-cours' | 'historique';

/**
 * The /quiz page's state (SPEC §4 Quiz): the open tab, the attempt in progress, the history and
 * the banner, plus what a finished quiz does: its result goes to the history, and the points call
 * is made unless the quiz was already rewarded today.
 */
export function useQuizGame(userId: number) {
  const [tab, setTab] = useState<QuizPageTab>('disponibles');
  const [session, dispatch] = useReducer(quizSessionReducer, null);
  const [results, setResults] = useState<QuizResult[]>(() => loadResults(userId));
  // `shownAt` restarts the 6 s when the same quiz is started twice in a row.
  const [banner, setBanner] = useState<{ message: string; shownAt: number } | null>(null);
  const sendPoints = useSendQuizPoints();

  // SPEC §4: completions of other days are dropped on load.
  useEffect(() => {
    loadCompletedToday(userId);
  }, [userId]);

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), BANNER_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const start = (quizId: QuizId) => {
    dispatch({ type: 'start', quizId, questions: drawQuestions(quizId) });
    setTab('en-cours');
    setBanner(
      isCompletedToday(userId, quizId) ? { message: ALREADY_COMPLETED_MESSAGE, shownAt: Date.now() } : null,
    );
  };

  const finish = (done: QuizSession) => {
    const result: QuizResult = {
      score: done.score,
      totalQuestions: done.questions.length,
      correctAnswers: done.correctAnswers,
      category: quizName(done.quizId),
      date: new Date().toISOString(),
    };
    setResults(addResult(userId, result));
    if (isCompletedToday(userId, done.quizId)) return;
    // A promise rather than mutate's callbacks: those are skipped if the page is left meanwhile,
    // and the completion must be recorded all the same.
    sendPoints
      // The choices, not the score: the server scores them itself.
      .mutateAsync({ categoryId: done.quizId, answers: done.answers })
      .then(() => markCompletedToday(userId, done.quizId))
      // SPEC §8: a failure is only logged; the quiz stays unrewarded, so the next attempt tries again.
      .catch((error: unknown) => console.error("Les points du quiz n'ont pas pu être enregistrés.", error));
  };

  const next = () => {
    if (!session?.validated) return;
    dispatch({ type: 'next' });
    if (isLastQuestion(session) && !session.finished) finish(session);
  };

  const leave = () => {
    dispatch({ type: 'leave' });
    setTab('disponibles');
  };

  return {
    tab,
    setTab,
    session,
    results,
    banner: banner?.message ?? null,
    start,
    select: (option: number) => dispatch({ type: 'select', option }),
    validate: () => dispatch({ type: 'validate' }),
    next,
    leave,
    restart: () => session && start(session.quizId),
    clearHistory: () => {
      clearResults(userId);
      setResults([]);
    },
  };
}
