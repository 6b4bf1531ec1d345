import type { CategoryData } from '@shared/features/forum';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forumCategories } from '../../db/schema';

const columns = {
  id: forumCategories.id,
  name: forumCategories.name,
  description: forumCategories.description,
  order: forumCategories.order,
  topicCount: forumCategories.topicCount,
};

export function createCategoriesRepository(db: Queryable) {
  return {
    /** Every category by order (then id, so equal orders keep a stable place). A forum has a handful. */
    list() {
      return db
        .select(columns)
        .from(forumCategories)
        .orderBy(asc(forumCategories.order), asc(forumCategories.id))
        .limit(500);
    },
    async findById(id: number) {
      const [row] = await db.select(columns).from(forumCategories).where(eq(forumCategories.id, id)).limit(1);
      return row;
    },
    async existingIds(ids: number[]) {
      const rows = await db
        .select({ id: forumCategories.id })
        .from(forumCategories)
        .where(inArray(forumCategories.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    async insert(data: CategoryData) {
      const [row] = await db.insert(forumCategories).values(data).returning(columns);
      return row!;
    },
    async update(id: number, data: Partial<CategoryData>) {
      const [row] = await db
        .update(forumCategories)
        .set(data)
        .where(eq(forumCategories.id, id))
        .returning(columns);
      return row;
    },
    /** Its topic links go with it (ON DELETE CASCADE); the topics stay. */
    async remove(id: number) {
      const rows = await db
        .delete(forumCategories)
        .where(eq(forumCategories.id, id))
        .returning({ id: forumCategories.id });
      return rows.length > 0;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
