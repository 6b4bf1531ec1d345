import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC §9: no retry, no refetch on window focus, no polling, data never stale. Screens that need
 * fresh data invalidate it after their own mutations.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
    mutations: { retry: false },
  },
});
