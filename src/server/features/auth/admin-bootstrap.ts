import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { createUsersRepository } from '../users/users.repository';
import { hashPassword } from './passwords';

type AdminSettings = { username: string; password: string; email?: string };

/**
 * DECISIONS.md "Roles": the first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL
 * (created, or promoted and its password reset). With the embedded database and no such
 * variables, the first start creates `admin` with a random password printed once.
 */
export async function bootstrapAdmin(options: {
  db: Db;
  admin?: AdminSettings;
  embedded: boolean;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}) {
  const { db, admin, embedded, log } = options;
  const repo = createUsersRepository(db);
  if (admin) {
    const passwordHash = await hashPassword(admin.password);
    const email = admin.email?.toLowerCase();
    const existing = await repo.findByUsername(admin.username);
    if (existing) {
      await repo.update(existing.id, { role: 'admin', passwordHash, ...(email ? { email } : {}) });
      log.info({ username: admin.username }, 'administrateur mis à jour depuis ADMIN_USERNAME');
    } else {
      await repo.insert({ username: admin.username, email, passwordHash, role: 'admin' });
      log.info({ username: admin.username }, 'administrateur créé depuis ADMIN_USERNAME');
    }
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
