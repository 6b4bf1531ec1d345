import {
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
  adminUserMessages,
} from '@shared/features/users';
import type { Db, Queryable } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { hashPassword } from '../auth/passwords';
import type { AccountService } from './account.service';
import { createAdminUsersRepository } from './admin-users.repository';
import { isUniqueViolation } from './users.repository';

type Deps = {
  db: Db;
  account: AccountService;
  /** A username or role change shows in the forum's cached pages (author names, shields). */
  onUserChanged?: () => void;
};

export type AdminUserPage = { items: AdminUser[]; nextCursor: string | null };

/** Who acts: the admin's id and session, so they neither delete nor log themself out here. */
export type Actor = { id: number; sessionId: string | null };

/** DECISIONS.md "Roles and permissions": the admin's user management; one admin always remains. */
export function createAdminUsersService({ db, account, onUserChanged = () => {} }: Deps) {
  const repository = createAdminUsersRepository(db);

  async function refuseTaken(
    tx: Queryable,
    data: { username: string; email?: string | undefined },
    exceptId?: number,
  ) {
    const taken = await repository.takenBy(tx, data, exceptId);
    if (taken.username) throw new ConflictError(adminUserMessages.usernameTaken);
    if (taken.email) throw new ConflictError(adminUserMessages.emailTaken);
  }

  /** Two saves racing for the same name: the unique indexes decide, with the same messages. */
  function uniqueConflict(error: unknown): never {
    if (isUniqueViolation(error, 'users_email_idx')) throw new ConflictError(adminUserMessages.emailTaken);
    if (isUniqueViolation(error, 'users_username_lower_idx'))
      throw new ConflictError(adminUserMessages.usernameTaken);
    throw error;
  }

  return {
    async list({ q, limit, cursor }: { q?: string | undefined; limit: number; cursor?: number | undefined }) {
      const rows = await repository.list({ q, limit, cursor });
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items,
        nextCursor: rows.length > limit && last ? String(last.id) : null,
      } satisfies AdminUserPage;
    },

    async create(data: AdminUserCreate) {
      // Hashed before the transaction: argon2 takes tens of milliseconds, no lock should wait on it.
      const passwordHash = await hashPassword(data.password);
      try {
        return await db.transaction(async (tx) => {
          await refuseTaken(tx, data);
          return repository.insert(tx, {
            username: data.username,
            email: data.email,
            role: data.role,
            passwordHash,
          });
        });
      } catch (error) {
        uniqueConflict(error);
      }
    },

    async update(id: number, data: AdminUserUpdate, actor: Actor) {
      const passwordHash = data.password ? await hashPassword(data.password) : undefined;
      let updated: AdminUser;
      try {
        updated = await db.transaction(async (tx) => {
          const admins = await repository.lockAdmins(tx);
          const current = await repository.findById(tx, id);
          if (!current) throw new NotFoundError(adminUserMessages.notFound);
          if (
            current.role === 'admin' &&
            data.role !== 'admin' &&
            admins.every((adminId) => adminId === id)
          ) {
            throw new ConflictError(adminUserMessages.lastAdminDemote);
          }
          await refuseTaken(tx, data, id);
          const row = await repository.update(tx, id, {
            username: data.username,
            ...(data.email ? { email: data.email } : {}),
            role: data.role,
            ...(passwordHash ? { passwordHash } : {}),
          });
          // A new password logs the account out everywhere (but the admin's own current session).
          if (passwordHash) await repository.endSessions(tx, id, id === actor.id ? actor.sessionId : null);
          return row!;
        });
      } catch (error) {
        uniqueConflict(error);
      }
      onUserChanged();
      return updated;
    },

    /** The account deletion of /profile (forum posts stay, as 'Utilisateur supprimé'), for another user. */
    async remove(id: number, actor: Actor) {
      if (id === actor.id) throw new ForbiddenError(adminUserMessages.cannotDeleteSelf);
      if (!(await repository.findById(db, id))) throw new NotFoundError(adminUserMessages.notFound);
      try {
        await account.deleteAccount(id);
      } catch (error) {
        // Its only refusal: the last admin (worded there for someone deleting their own account).
        if (error instanceof ConflictError) throw new ConflictError(adminUserMessages.lastAdminDelete);
        throw error;
      }
      onUserChanged();
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
