import { routes } from '@shared/seo';
import { describe, expect, it } from 'vitest';

import { builtPaths } from './router';

describe('the route tree', () => {
  it('gives every path of the route table its screen', () => {
    const missing = routes
      .map((route) => route.path)
      .filter((path) => path !== '*' && !builtPaths.includes(path));
    expect(missing).toEqual([]);
  });
});
