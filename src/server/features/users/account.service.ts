import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conversationMessages,
  conversations,
  forumComments,
  forumTopics,
  pointsLedger,
  userBadges,
  users,
} from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { toPublicUser, type UsersRepository } from './users.repository';

const MAX_EXPORTED = 5000;

/** DECISIONS.md "Privacy": a user downloads their data and deletes their account from /profile. */
export function createAccountService({ db, users: usersRepository }: { db: Db; users: UsersRepository }) {
  return {
    /** Everything we hold about the user, as JSON: profile, conversations, forum posts, points and badges. */
    async exportData(userId: number) {
      const user = await usersRepository.findById(userId);
      const [conversationRows, messageRows, topics, comments, points, badges] = await Promise.all([
        db
          .select()
          .from(conversations)
          .where(eq(conversations.userId, userId))
          .orderBy(desc(conversations.createdAt))
          .limit(MAX_EXPORTED),
        db
          .select({
            conversationId: conversationMessages.conversationId,
            role: conversationMessages.role,
            content: conversationMessages.content,
            createdAt: conversationMessages.createdAt,
          })
          .from(conversationMessages)
          .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
          .where(eq(conversations.userId, userId))
          .orderBy(asc(conversationMessages.id))
          .limit(MAX_EXPORTED * 10),
        db
          .select({
            id: forumTopics.id,
            title: forumTopics.title,
            content: forumTopics.content,
            status: forumTopics.status,
            createdAt: forumTopics.createdAt,
          })
          .from(forumTopics)
          .where(eq(forumTopics.userId, userId))
          .limit(MAX_EXPORTED),
        db
          .select({
            id: forumComments.id,
            topicId: forumComments.topicId,
            content: forumComments.content,
            status: forumComments.status,
            createdAt: forumComments.createdAt,
          })
          .from(forumComments)
          .where(eq(forumComments.userId, userId))
          .limit(MAX_EXPORTED),
        db
          .select({
            action: pointsLedger.action,
            points: pointsLedger.points,
            description: pointsLedger.description,
            createdAt: pointsLedger.createdAt,
          })
          .from(pointsLedger)
          .where(eq(pointsLedger.userId, userId))
          .orderBy(desc(pointsLedger.id))
          .limit(MAX_EXPORTED),
        db
          .select({ badge: userBadges.badge, earnedAt: userBadges.earnedAt })
          .from(userBadges)
          .where(eq(userBadges.userId, userId)),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        notice:
          "Données détenues par Sophia à votre sujet. Les messages de l'assistante sont conservés avec les données identifiantes masquées.",
        profile: user ? toPublicUser(user) : null,
        conversations: conversationRows.map((c) => ({
          id: c.id,
          title: c.title,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
          messages: messageRows
            .filter((m) => m.conversationId === c.id)
            .map(({ conversationId: _, ...m }) => m),
        })),
        forum: { topics, comments },
        points: { total: user?.points ?? 0, history: points, badges },
      };
    },

    /**
     * Deletes the account: sessions, conversations, likes and notifications go with it (cascades);
     * forum posts stay, shown as 'Utilisateur supprimé'. The last admin cannot leave.
     */
    async deleteAccount(userId: number) {
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
            throw new ConflictError(
              "Vous êtes le dernier administrateur : nommez d'abord un autre administrateur avant de supprimer votre compte.",
            );
          }
        }
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
