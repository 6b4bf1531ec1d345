import type { ContactInput, ContactMessage } from '@shared/features/contact';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';

type Row = typeof contactMessages.$inferSelect;

// The sender's account id serves the data export only: the API's messages do not carry it.
const toMessage = ({ userId: _, ...row }: Row): ContactMessage => ({
  ...row,
  role: row.role as ContactMessage['role'],
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

const LIST_LIMIT = 200;

export function createContactService(db: Db) {
  return {
    async create(input: ContactInput, userId: number | null = null) {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, userId })
        .returning();
      return toMessage(row!);
    },
    async list(status: 'inbox' | 'archived') {
      const rows = await db
        .select()
        .from(contactMessages)
        .where(
          status === 'archived' ? isNotNull(contactMessages.archivedAt) : isNull(contactMessages.archivedAt),
        )
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(LIST_LIMIT);
      return rows.map(toMessage);
    },
    async setStatus(id: number, change: { read?: boolean; archived?: boolean }) {
      const now = new Date();
      const [row] = await db
        .update(contactMessages)
        .set({
          ...(change.read === undefined ? {} : { readAt: change.read ? now : null }),
          ...(change.archived === undefined ? {} : { archivedAt: change.archived ? now : null }),
        })
        .where(and(eq(contactMessages.id, id)))
        .returning();
      if (!row) throw new NotFoundError('Message introuvable');
      return toMessage(row);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
