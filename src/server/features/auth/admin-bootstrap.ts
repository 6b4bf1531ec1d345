import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';
import { createUsersRepository } from '../users/users.repository';
import { hashPassword, verifyPassword } from './passwords';

type AdminSettings = { username: string; password: string; email?: string };

/** `error` is optional so a caller's logger with `info` and `warn` only still fits (warn then). */
type BootstrapLog = Pick<FastifyBaseLogger, 'info' | 'warn'> & Partial<Pick<FastifyBaseLogger, 'error'>>;

/**
 * DECISIONS.md "Roles": the first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL
 * (created, or its password reset). With the embedded database and no such variables, the first
 * start creates `admin` with a random password printed once. docs/decisions/012: an existing
 * non-admin account is promoted only when ADMIN_EMAIL is its address.
 */
export async function bootstrapAdmin(options: {
  db: Db;
  admin?: AdminSettings;
  embedded: boolean;
  log: BootstrapLog;
}) {
  const { db, admin, embedded, log } = options;
  const repo = createUsersRepository(db);
  if (admin) {
    await fromSettings(db, admin, log);
    return;
  }
  if (!embedded) return;
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (anyAdmin || (await repo.findByUsername('admin'))) return;
  const password = `${randomBytes(9).toString('base64url')}aA1`;
  await repo.insert({ username: 'admin', passwordHash: await hashPassword(password), role: 'admin' });
  // Printed once, on purpose: this is the only way to learn it. Change it after the first login.
  log.warn(
    `Compte administrateur créé : identifiant « admin », mot de passe « ${password} » (affiché une seule fois)`,
  );
}

async function fromSettings(db: Db, admin: AdminSettings, log: BootstrapLog) {
  const repo = createUsersRepository(db);
  const email = admin.email?.toLowerCase();
  // An address another account holds would fail the unique index and stop the start.
  const holder = email ? await repo.findByEmail(email) : undefined;
  const existing = await repo.findByUsername(admin.username);
  const freeEmail = email && (!holder || holder.id === existing?.id) ? { email } : {};
  if (email && !freeEmail.email) {
    log.warn(
      { username: admin.username },
      'ADMIN_EMAIL appartient à un autre compte : adresse non attribuée',
    );
  }
  if (!existing) {
    const passwordHash = await hashPassword(admin.password);
    await repo.insert({ username: admin.username, passwordHash, role: 'admin', ...freeEmail });
    log.info({ username: admin.username }, 'administrateur créé depuis ADMIN_USERNAME');
    return;
  }
  if (existing.role === 'admin') {
    await updateAdmin(db, existing, admin, freeEmail, log);
    return;
  }
  // Anyone may have registered this username first: without the operator's proof (ADMIN_EMAIL
  // equal to the account's address) the account stays as it is.
  if (!email || existing.email !== email) {
    const message =
      `Le compte « ${admin.username} » existe déjà et n'est pas administrateur : il n'a pas été promu. ` +
      "Pour le promouvoir, définissez ADMIN_EMAIL avec l'adresse de ce compte ; sinon, choisissez un autre ADMIN_USERNAME.";
    if (log.error) log.error(message);
    else log.warn(message);
    return;
  }
  // Whoever held the account until now loses its sessions and its Google sign-in.
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ role: 'admin', passwordHash, googleSubject: null, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await tx.delete(sessions).where(eq(sessions.userId, existing.id));
  });
  log.info({ username: admin.username }, 'compte existant promu administrateur depuis ADMIN_USERNAME');
}

/**
 * An existing admin (docs/decisions/012): a new ADMIN_PASSWORD is a password change, so it ends
 * their sessions like every other one; the same password, i.e. a plain restart, changes nothing
 * and logs nobody out.
 */
async function updateAdmin(
  db: Db,
  existing: UserRow,
  admin: AdminSettings,
  freeEmail: { email?: string },
  log: BootstrapLog,
) {
  if (await verifyPassword(existing.passwordHash, admin.password)) {
    if (freeEmail.email && freeEmail.email !== existing.email) {
      await createUsersRepository(db).update(existing.id, freeEmail);
    }
    log.info({ username: admin.username }, 'administrateur inchangé : ADMIN_PASSWORD déjà en place');
    return;
  }
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, ...freeEmail, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await tx.delete(sessions).where(eq(sessions.userId, existing.id));
  });
  log.info(
    { username: admin.username },
    'mot de passe administrateur changé depuis ADMIN_PASSWORD, sessions fermées',
  );
}
