import type { Role } from '@shared/features/auth';
import type { ForumAuthor } from '@shared/features/forum';
import { users } from '../../db/schema';

/** The author columns every forum query joins (left join: a deleted account leaves null). */
export const authorColumns = {
  authorName: users.username,
  authorRole: users.role,
  authorShowsName: users.showUsernameInForum,
};

export type AuthorFields = {
  userId: number | null;
  authorName: string | null;
  authorRole: Role | null;
  authorShowsName: boolean | null;
};

/**
 * SPEC "Forum screens": 'Utilisateur #{userId}', or the username when its owner chose to show it;
 * 'Utilisateur supprimé' once the account is gone (DECISIONS.md "Roles").
 */
export function toAuthor(row: AuthorFields): ForumAuthor {
  if (row.userId === null || row.authorName === null) {
    return { id: null, name: 'Utilisateur supprimé', role: 'user' };
  }
  return {
    id: row.userId,
    name: row.authorShowsName ? row.authorName : `Utilisateur #${row.userId}`,
    role: row.authorRole ?? 'user',
  };
}
