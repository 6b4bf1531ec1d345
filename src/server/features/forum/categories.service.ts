import { type CategoryData, type ForumCategory, forumMessages } from '@shared/features/forum';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { createCategoriesRepository } from './categories.repository';
import type { ForumCache } from './forum-cache';

export function createCategoriesService(db: Db, cache: ForumCache) {
  const repository = createCategoriesRepository(db);

  return {
    list: (): Promise<ForumCategory[]> => repository.list(),
    async get(id: number): Promise<ForumCategory> {
      const category = await repository.findById(id);
      if (!category) throw new NotFoundError(forumMessages.categoryNotFound);
      return category;
    },
    create: (data: CategoryData) => repository.insert(data),
    async update(id: number, data: CategoryData) {
      const category = await repository.update(id, data);
      // Topic summaries carry category names: cached pages must not show the old one.
      cache.clearAll();
      if (!category) throw new NotFoundError(forumMessages.categoryNotFound);
      return category;
    },
    async remove(id: number) {
      const removed = await repository.remove(id);
      cache.clearAll();
      if (!removed) throw new NotFoundError(forumMessages.categoryNotFound);
    },
    /**
     * One step up or down (docs/decisions/005): the category swaps its order with its neighbour's,
     * atomically. Equal orders are first spread out (10, 20, 30…) so the swap always moves it.
     */
    async move(id: number, direction: 'up' | 'down'): Promise<ForumCategory[]> {
      cache.clearAll();
      return db.transaction(async (tx) => {
        const categories = createCategoriesRepository(tx);
        const list = await categories.list();
        const index = list.findIndex((category) => category.id === id);
        if (index === -1) throw new NotFoundError(forumMessages.categoryNotFound);
        const neighbourIndex = direction === 'up' ? index - 1 : index + 1;
        const neighbour = list[neighbourIndex];
        if (!neighbour) return list;
        const orders = new Set(list.map((category) => category.order));
        if (orders.size < list.length) {
          for (const [i, category] of list.entries()) category.order = (i + 1) * 10;
        }
        const moved = list[index]!;
        [moved.order, neighbour.order] = [neighbour.order, moved.order];
        [list[index], list[neighbourIndex]] = [neighbour, moved];
        for (const category of list) await categories.update(category.id, { order: category.order });
        return list;
      });
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
