import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { exportUserData } from './account-export';
import type { UsersRepository } from './users.repository';

/** What account deletion needs from the subscription feature (injected: features stay apart). */
type Subscriptions = { endAllNow(userId: number): Promise<void> };
/** …and from the forum, inside the deletion's transaction (docs/decisions/017). */
type Forum = { deleteUnpublishedPostsOf(tx: Tx, userId: number): Promise<void> };

/** DECISIONS.md "Privacy": a user downloads their data and deletes their account from /profile. */
export function createAccountService({
  db,
  users: usersRepository,
  subscriptions,
  forum,
}: {
  db: Db;
  users: UsersRepository;
  subscriptions?: Subscriptions;
  forum?: Forum;
}) {
  const lastAdminMessage =
    "Vous êtes le dernier administrateur : nommez d'abord un autre administrateur avant de supprimer votre compte.";

  return {
    /** Everything we hold about the user, as JSON (account-export.ts). */
    async exportData(userId: number) {
      return exportUserData(db, await usersRepository.findById(userId));
    },

    /**
     * Deletes the account: sessions, conversations, likes and notifications go with it (cascades);
     * published forum posts stay, shown as 'Utilisateur supprimé', the unpublished ones go. The
     * last admin cannot leave.
     */
    async deleteAccount(userId: number) {
      if (subscriptions) {
        // Billing stops before the account goes (docs/decisions/013), but not for a refused
        // deletion: the last admin is checked first (and again, under lock, below).
        const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
        if (admins.length === 1 && admins[0]!.id === userId) throw new ConflictError(lastAdminMessage);
        await subscriptions.endAllNow(userId);
      }
      await db.transaction(async (tx) => {
        // The admins' rows are locked first, in id order like every role change
        // (admin-users.repository `lockAdmins`): two admins deleting each other at once are
        // serialised, and the second sees that only they remain.
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'admin'))
          .orderBy(asc(users.id))
          .for('update');
        const [me] = await tx
          .select({ role: users.role })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (me?.role === 'admin') {
          if (admins.every((admin) => admin.id === userId)) {
            throw new ConflictError(lastAdminMessage);
          }
        }
        await forum?.deleteUnpublishedPostsOf(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
