import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** GET /api/config: the server's public settings (src/server/config.ts `publicConfig`). */
export type PublicConfig = {
  googleEnabled: boolean;
  payments: string;
  /** The host that receives the redacted assistant text, or null when only the embedded engine answers. */
  llmProvider: string | null;
};

export function publicConfigQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: () => getJson<PublicConfig>('/api/config') });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
