import { libraryApproachTabs, libraryAudienceChips, libraryTypeTabs } from '@shared/resource-values';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import type { ResourceFilters } from './api/get-resources';
import type { ApproachTab, AudienceChip, TypeTab } from './resource-labels';

export type LibraryFilterKey = 'q' | 'audience' | 'approach' | 'type';

export type LibraryFilters = {
  q: string;
  audience: AudienceChip | undefined;
  approach: ApproachTab | undefined;
  type: TypeTab | undefined;
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

const audienceIds = Object.keys(libraryAudienceChips) as AudienceChip[];
const typeIds = Object.keys(libraryTypeTabs) as TypeTab[];

/**
 * The library's filters live in the URL (SPEC §3 ids: `type=book`, `audience=elderly`…), so a
 * filtered view can be shared and survives a reload; unknown values are ignored. The API gets the
 * stored values they map to. `resource=<id>` is the resource whose dialog is open.
 */
export function useLibraryFilters() {
  const [params, setParams] = useSearchParams();

  const q = params.get('q') ?? '';
  const audience = oneOf(audienceIds, params.get('audience'));
  const approach = oneOf(libraryApproachTabs, params.get('approach'));
  const type = oneOf(typeIds, params.get('type'));
  const rawId = Number(params.get('resource'));
  const openId = Number.isSafeInteger(rawId) && rawId > 0 ? rawId : undefined;

  const filters: LibraryFilters = useMemo(
    () => ({ q, audience, approach, type }),
    [q, audience, approach, type],
  );

  const apiFilters: ResourceFilters = useMemo(
    () => ({
      q: q.trim() || undefined,
      audience: audience && libraryAudienceChips[audience],
      approach,
      type: type && libraryTypeTabs[type],
    }),
    [q, audience, approach, type],
  );

  // Replace, not push: typing or toggling filters should not fill the back button's history.
  const update = useCallback(
    (changes: Partial<Record<LibraryFilterKey | 'resource', string | undefined>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const setFilter = useCallback(
    (key: LibraryFilterKey, value: string | undefined) => update({ [key]: value }),
    [update],
  );
  const clearFilters = useCallback(
    () => update({ q: undefined, audience: undefined, approach: undefined, type: undefined }),
    [update],
  );
  const setOpenId = useCallback((id: number | undefined) => update({ resource: id?.toString() }), [update]);

  const isFiltered = Boolean(apiFilters.q || audience || approach || type);

  return { filters, apiFilters, isFiltered, setFilter, clearFilters, openId, setOpenId };
}
