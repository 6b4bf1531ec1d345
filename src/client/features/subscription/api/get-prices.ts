import type { Price } from '@shared/features/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getJson } from '@/lib/api-client';

/** GET /api/subscription/prices (SPEC §3, §7): the plans' prices; only the first one is used. */
export function getPrices(): Promise<Price[]> {
  return getJson<Price[]>('/api/subscription/prices');
}

export function pricesQueryOptions() {
  return queryOptions({ queryKey: ['subscription', 'prices'], queryFn: getPrices });
}

/** SPEC §8: a failed load is only logged; the subscribe button then stays disabled (no price). */
export function usePrices({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...pricesQueryOptions(), enabled });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('Impossible de charger les tarifs', error);
  }, [error]);
  return query;
}
