import { type Resource, type ResourceData, resourceMessages } from '@shared/features/resources';
import type { ResourceApproach, ResourceAudience, ResourceType } from '@shared/resource-values';
import type { ResourceRow } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
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

export function createResourcesService({ repository }: { repository: ResourcesRepository }) {
  async function get(id: number) {
    const row = await repository.findById(id);
    if (!row) throw new NotFoundError(resourceMessages.notFound);
    return toResource(row);
  }

  return {
    async list(filters: ListFilters) {
      return (await repository.list(filters)).map(toResource);
    },
    get,
    async create(data: ResourceData, authorId?: number) {
      return toResource(
        await repository.insert({ ...data, content: sanitizeContent(data.content), authorId }),
      );
    },
    async update(id: number, data: ResourceData) {
      const row = await repository.update(id, { ...data, content: sanitizeContent(data.content) });
      if (!row) throw new NotFoundError(resourceMessages.notFound);
      return toResource(row);
    },
    async remove(id: number) {
      if (!(await repository.remove(id))) throw new NotFoundError(resourceMessages.notFound);
    },
    async share(userId: number, resourceId: number) {
      await get(resourceId);
      return { firstTime: await repository.recordShare(userId, resourceId) };
    },
  };
}

export type ResourcesService = ReturnType<typeof createResourcesService>;
