import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** The public subset of the server's configuration (GET /api/config). */
export type PublicConfig = {
  googleEnabled: boolean;
  payments: string;
};

export function getConfig(): Promise<PublicConfig> {
  return getJson<PublicConfig>('/api/config');
}

export function configQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: getConfig });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
