import { apiFetch } from '@/lib/api-client';

export type ShareResult = { firstTime: boolean };

/**
 * Records that the logged-in user shared a resource: +15 points the first time only (SPEC §9).
 * A plain function, not a mutation hook: the share button fires it once the share itself worked,
 * and nothing on screen waits for it.
 */
export function shareResource(id: number): Promise<ShareResult> {
  return apiFetch<ShareResult>('POST', `/api/resources/${id}/share`);
}
