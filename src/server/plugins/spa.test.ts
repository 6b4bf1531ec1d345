import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the HTML shell', () => {
  // The canonical link repeats the requested path; `$&`, `$$` and `` $` `` in it are text, not
  // String.replace patterns.
  it('writes a path with replacement patterns literally', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/x$&y$$z' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('/x$&amp;y$$z"');
    expect(response.body).not.toContain('<!--seo-->');
  });
});
