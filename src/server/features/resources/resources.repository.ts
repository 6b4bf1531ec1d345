import type { ResourceData } from '@shared/features/resources';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resourceShares, resources } from '../../db/schema';
import { prefixQuery } from '../../lib/search-query';

export type ListFilters = {
  q?: string;
  type?: string;
  approach?: string;
  audience?: string;
  limit: number;
  offset: number;
};

/** Every column a list shows; `content` stays out of lists (it can be long), `hasContent` says if there is some. */
const listColumns = {
  id: resources.id,
  title: resources.title,
  description: resources.description,
  type: resources.type,
  approach: resources.approach,
  audience: resources.audience,
  publisher: resources.publisher,
  link: resources.link,
  imageUrl: resources.imageUrl,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
  hasContent: sql<boolean>`length(${resources.content}) > 10`,
};

export function createResourcesRepository(db: Db) {
  return {
    async list(filters: ListFilters) {
      const conditions: SQL[] = [];
      if (filters.type) conditions.push(eq(resources.type, filters.type));
      if (filters.approach) conditions.push(eq(resources.approach, filters.approach));
      if (filters.audience === 'general') {
        conditions.push(
          or(eq(resources.audience, 'tous'), eq(resources.audience, ''), isNull(resources.audience))!,
        );
      } else if (filters.audience) {
        conditions.push(eq(resources.audience, filters.audience));
      }
      const query = filters.q ? prefixQuery(filters.q) : null;
      if (filters.q && !query) return [];
      if (query) conditions.push(sql`${resources.search} @@ ${query}`);
      return db
        .select(listColumns)
        .from(resources)
        .where(and(...conditions))
        .orderBy(
          ...(query ? [sql`ts_rank(${resources.search}, ${query}) DESC`] : []),
          desc(resources.createdAt),
          desc(resources.id),
        )
        .limit(filters.limit)
        .offset(filters.offset);
    },
    async findById(id: number) {
      const [row] = await db.select().from(resources).where(eq(resources.id, id)).limit(1);
      return row;
    },
    async existingTitles(titles: string[]) {
      if (titles.length === 0) return new Set<string>();
      const rows = await db
        .select({ title: resources.title })
        .from(resources)
        .where(inArray(resources.title, titles));
      return new Set(rows.map((r) => r.title));
    },
    async insert(values: ResourceData & { content: string; authorId?: number }) {
      const [row] = await db.insert(resources).values(values).returning();
      return row!;
    },
    async update(id: number, values: ResourceData & { content: string }) {
      const [row] = await db
        .update(resources)
        .set({
          ...values,
          link: values.link ?? null,
          imageUrl: values.imageUrl ?? null,
          updatedAt: new Date(),
        })
        .where(eq(resources.id, id))
        .returning();
      return row;
    },
    async remove(id: number) {
      const rows = await db.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id });
      return rows.length > 0;
    },
    /** True the first time this user shares this resource. */
    async recordShare(userId: number, resourceId: number) {
      const rows = await db
        .insert(resourceShares)
        .values({ userId, resourceId })
        .onConflictDoNothing()
        .returning({ userId: resourceShares.userId });
      return rows.length > 0;
    },
  };
}

export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
