import { resourceInputSchema } from '@shared/features/resources';
import { createResourcesRepository } from '../../features/resources/resources.repository';
import { sanitizeContent } from '../../features/resources/sanitize-content';
import type { Db } from '../client';
import type { Seed } from './index';
import { seedResources } from './resources-data';
import { recordSeeded, seededKeys } from './seed-log';

const SEED_NAME = 'resources';

/**
 * The library's starting content, keyed by title: each is inserted once, unless a resource
 * with that title already exists; one an admin deleted later stays deleted.
 */
export const resourcesSeed: Seed = {
  name: SEED_NAME,
  async run(db: Db) {
    const repository = createResourcesRepository(db);
    const done = await seededKeys(db, SEED_NAME);
    const pending = seedResources.filter((r) => !done.has(r.title));
    if (pending.length === 0) return;
    const existing = await repository.existingTitles(pending.map((r) => r.title));
    for (const input of pending) {
      if (!existing.has(input.title)) {
        const data = resourceInputSchema.parse(input);
        await repository.insert({ ...data, content: sanitizeContent(data.content) });
      }
      await recordSeeded(db, SEED_NAME, input.title);
    }
  },
};
