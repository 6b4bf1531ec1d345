import { memberDisplayName } from '@shared/display-name';
import type { ForumAuthor } from '@shared/features/forum';
import { levelFor } from '@shared/features/gamification';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';

const deleted: ForumAuthor = { id: null, name: 'Utilisateur supprimé', role: 'user' };

/**
 * How the forum shows the authors of a page's items (SPEC "Forum screens"): 'Utilisateur #{id}',
 * or the username when its owner chose to show it; 'Utilisateur supprimé' once the account is gone
 * (DECISIONS.md "Roles"). Read apart from the items, by primary key, so a list's plan never
 * depends on the users table.
 */
export async function authorsOf(db: Queryable, userIds: (number | null)[]) {
  const ids = [...new Set(userIds.filter((id): id is number => id !== null))];
  const byId = new Map<number, ForumAuthor>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      showsName: users.showUsernameInForum,
      points: users.points,
    })
    .from(users)
    .where(inArray(users.id, ids));
  for (const row of rows) {
    byId.set(row.id, {
      id: row.id,
      name: memberDisplayName(row),
      role: row.role,
      level: levelFor(row.points).number,
    });
  }
  return byId;
}

export function authorOf(authors: Map<number, ForumAuthor>, userId: number | null): ForumAuthor {
  return (userId !== null && authors.get(userId)) || deleted;
}
