import type { DemoCheckout } from '@shared/features/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getJson } from '@/lib/api-client';

/** GET /api/subscription/demo-checkout/{id}: the demo checkout's plan and amounts; 404 when unknown or expired. */
export function getDemoCheckout(id: string): Promise<DemoCheckout> {
  return getJson<DemoCheckout>(`/api/subscription/demo-checkout/${encodeURIComponent(id)}`);
}

export function demoCheckoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['subscription', 'demo-checkout', id],
    queryFn: () => getDemoCheckout(id),
  });
}

/** Always fresh: a checkout expires or is completed on the server. */
export function useDemoCheckout(id: string | null) {
  return useQuery({ ...demoCheckoutQueryOptions(id ?? ''), enabled: Boolean(id), staleTime: 0 });
}
