import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { useLibraryFilters } from './use-library-filters';

let current: ReturnType<typeof useLibraryFilters> | undefined;
let router: ReturnType<typeof createMemoryRouter>;

function Probe() {
  current = useLibraryFilters();
  return <p>{JSON.stringify(current.apiFilters)}</p>;
}

function renderAt(path: string) {
  router = createMemoryRouter([{ path: '/resources', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('useLibraryFilters (SPEC §3 filter mapping)', () => {
  it('maps the URL ids to the stored values the API expects', () => {
    renderAt('/resources?q=+toilette+&type=book&audience=elderly&approach=pbs&resource=12');
    expect(current?.apiFilters).toEqual({
      q: 'toilette',
      type: 'ouvrage',
      audience: 'personnes_agees',
      approach: 'pbs',
    });
    expect(current?.openId).toBe(12);
    expect(current?.isFiltered).toBe(true);
  });

  it('maps training, tool, children, disabled and general', () => {
    renderAt('/resources?type=training&audience=children');
    expect(current?.apiFilters).toMatchObject({ type: 'formation', audience: 'enfants' });
    act(() => current?.setFilter('type', 'tool'));
    act(() => current?.setFilter('audience', 'disabled'));
    expect(current?.apiFilters).toMatchObject({ type: 'outil', audience: 'handicap' });
    act(() => current?.setFilter('audience', 'general'));
    expect(current?.apiFilters.audience).toBe('general');
  });

  it('ignores unknown values and bad ids', () => {
    renderAt('/resources?type=ouvrage&audience=tous&approach=freud&resource=abc');
    expect(screen.getByText('{}')).toBeTruthy();
    expect(current?.openId).toBeUndefined();
    expect(current?.isFiltered).toBe(false);
  });

  it('changes one filter without losing the others, and clears them all', () => {
    renderAt('/resources?q=bain&type=video&resource=3');
    act(() => current?.setFilter('approach', 'montessori'));
    expect(router.state.location.search).toBe('?q=bain&type=video&resource=3&approach=montessori');
    act(() => current?.clearFilters());
    expect(router.state.location.search).toBe('?resource=3');
    act(() => current?.setOpenId(undefined));
    expect(router.state.location.search).toBe('');
  });
});
