import type { QuizAnswersInput, QuizPointsResult } from '@shared/features/quiz';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { type ApiError, apiFetch } from '@/lib/api-client';

/**
 * POST /api/gamification/quiz-points: the chosen options; the server scores them and rewards a quiz
 * once a day.
 */
export function sendQuizPoints(input: QuizAnswersInput): Promise<QuizPointsResult> {
  return apiFetch<QuizPointsResult>('POST', '/api/gamification/quiz-points', input);
}

/**
 * Every gamification query (level, history, leaderboard) starts with 'gamification': the prefix
 * refetches them all, whichever of them the /gamification page has cached.
 */
const gamificationQueriesKey = ['gamification'] as const;

export function useSendQuizPoints() {
  const queryClient = useQueryClient();
  return useMutation<QuizPointsResult, ApiError, QuizAnswersInput>({
    mutationFn: sendQuizPoints,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gamificationQueriesKey }),
  });
}
