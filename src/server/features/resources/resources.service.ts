import { type Resource, type ResourceData, resourceMessages } from '@shared/features/resources';
import type { ResourceApproach, ResourceAudience, ResourceType } from '@shared/resource-values';
import type { Db } from '../../db/client';
import type { ResourceRow } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { createTtlCache } from '../../lib/ttl-cache';
import type { Awards } from '../gamification/awards';
import type { ListFilters, ResourcesRepository } from './resources.repository';
import { sanitizeContent } from './sanitize-content';

type ListRow = Awaited<ReturnType<ResourcesRepository['list']>>[number];

/** The API shape: empty optional values are omitted (SPEC §5). */
function toResource(row: ListRow | ResourceRow): Resource {
  const resource: Resource = {
    id: row.id,
    title: row.title,
    description: row.description,
    hasContent: 'content' in row ? row.content.length > 10 : row.hasContent,
    type: row.type as ResourceType,
    approach: row.approach as ResourceApproach,
    audience: row.audience as ResourceAudience,
    publisher: row.publisher,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if ('content' in row && row.content) resource.content = row.content;
  if (row.link) resource.link = row.link;
  if (row.imageUrl) resource.imageUrl = row.imageUrl;
  return resource;
}

type Deps = { db: Db; repository: ResourcesRepository; awards: Awards };

export function createResourcesService({ db, repository, awards }: Deps) {
  // The library is read far more than written: lists are cached, and cleared on every write here.
  const lists = createTtlCache<Resource[]>({ maxEntries: 500, ttlMs: 10_000 });

  async function get(id: number) {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError(resourceMessages.notFound);
    return toResource(row);
  }

  return {
    async list(filters: ListFilters) {
      const key = JSON.stringify([
        filters.q?.toLowerCase(),
        filters.type,
        filters.approach,
        filters.audience,
        filters.limit,
        filters.offset,
      ]);
      const cached = lists.get(key);
      if (cached) return cached;
      const result = (await repository.list(filters)).map(toResource);
      lists.set(key, result);
      return result;
    },
    get,
    async create(data: ResourceData, authorId?: number) {
      const row = await repository.insert({ ...data, content: sanitizeContent(data.content), authorId });
      // Cleared after the write, so no list read meanwhile is cached without it.
      lists.clear();
      return toResource(row);
    },
    async update(id: number, data: ResourceData) {
      const row = await repository.update(id, { ...data, content: sanitizeContent(data.content) });
      lists.clear();
      if (!row) throw new NotFoundError(resourceMessages.notFound);
      return toResource(row);
    },
    async remove(id: number) {
      const removed = await repository.remove(id);
      lists.clear();
      if (!removed) throw new NotFoundError(resourceMessages.notFound);
    },
    /** +15 the first time a user shares a resource (SPEC §9); the ledger's key decides "first". */
    async share(userId: number, resourceId: number) {
      const resource = await get(resourceId);
      await repository.recordShare(userId, resourceId);
      const firstTime = await db.transaction((tx) =>
        awards.resourceShared(tx, { userId, resourceId, title: resource.title }),
      );
      return { firstTime };
    },
  };
}

export type ResourcesService = ReturnType<typeof createResourcesService>;
