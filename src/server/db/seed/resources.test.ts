import { resourceApproachIds, resourceAudienceIds, resourceTypeIds } from '@shared/resource-values';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { resources } from '../schema';
import { resourcesSeed } from './resources';
import { seedResources } from './resources-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the seeded library', () => {
  it('holds at least 40 resources covering every type, approach and audience at least twice', () => {
    expect(seedResources.length).toBeGreaterThanOrEqual(40);
    for (const [field, values] of [
      ['type', resourceTypeIds],
      ['approach', resourceApproachIds],
      ['audience', resourceAudienceIds],
    ] as const) {
      for (const value of values) {
        expect(
          seedResources.filter((r) => r[field] === value).length,
          `${field} ${value}`,
        ).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('gives at least half a substantial summary, and content to every resource without a link', () => {
    const substantial = seedResources.filter((r) => (r.content?.match(/<p>/g) ?? []).length >= 3);
    expect(substantial.length).toBeGreaterThanOrEqual(seedResources.length / 2);
    expect(seedResources.filter((r) => !r.link && !r.content)).toEqual([]);
  });

  it('is in the database after a start, once only even when the seed runs again', async () => {
    const before = await t.db.select({ id: resources.id }).from(resources);
    expect(before).toHaveLength(seedResources.length);
    await resourcesSeed.run(t.db);
    expect(await t.db.select({ id: resources.id }).from(resources)).toHaveLength(seedResources.length);
  });

  it('does not bring back a seeded resource an admin deleted', async () => {
    const title = seedResources[0]!.title;
    await t.db.delete(resources).where(eq(resources.title, title));
    await resourcesSeed.run(t.db);
    expect(await t.db.select().from(resources).where(eq(resources.title, title))).toEqual([]);
  });
});
