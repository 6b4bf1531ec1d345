import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  checkoutSessions,
  contactMessages,
  conversationMessages,
  conversations,
  forumCommentLikes,
  forumComments,
  forumTopicLikes,
  forumTopics,
  notifications,
  pointsLedger,
  promoRedemptions,
  resourceShares,
  resources,
  sessions,
  subscriptions,
  type UserRow,
  userBadges,
} from '../../db/schema';
import { toPublicUser } from './users.repository';

const MAX_EXPORTED = 5000;

/**
 * DECISIONS.md "Privacy": everything we hold about the user, from every table with a user id
 * (docs/decisions/015). A new table that holds a user's rows belongs here too. Left out on
 * purpose: secrets (password hash, session ids and their data, checkout ids, which open a
 * payment page), and what is not tied to the account (forum views, failed-login counts).
 */
export async function exportUserData(db: Db, user: UserRow | undefined) {
  const userId = user?.id ?? 0;
  const [
    conversationRows,
    messageRows,
    topics,
    comments,
    topicLikes,
    commentLikes,
    notificationRows,
    shared,
    authored,
    points,
    badges,
    subscriptionRows,
    checkouts,
    redemptions,
    sessionRows,
    contacts,
  ] = await Promise.all([
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
        rejectionReason: forumTopics.rejectionReason,
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
        rejectionReason: forumComments.rejectionReason,
        createdAt: forumComments.createdAt,
      })
      .from(forumComments)
      .where(eq(forumComments.userId, userId))
      .limit(MAX_EXPORTED),
    db
      .select({ topicId: forumTopicLikes.topicId, createdAt: forumTopicLikes.createdAt })
      .from(forumTopicLikes)
      .where(eq(forumTopicLikes.userId, userId))
      .limit(MAX_EXPORTED),
    db
      .select({ commentId: forumCommentLikes.commentId, createdAt: forumCommentLikes.createdAt })
      .from(forumCommentLikes)
      .where(eq(forumCommentLikes.userId, userId))
      .limit(MAX_EXPORTED),
    db
      .select({
        type: notifications.type,
        topicId: notifications.topicId,
        commentId: notifications.commentId,
        reason: notifications.reason,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(MAX_EXPORTED),
    db
      .select({
        resourceId: resourceShares.resourceId,
        title: resources.title,
        createdAt: resourceShares.createdAt,
      })
      .from(resourceShares)
      .innerJoin(resources, eq(resources.id, resourceShares.resourceId))
      .where(eq(resourceShares.userId, userId))
      .limit(MAX_EXPORTED),
    db
      .select({ id: resources.id, title: resources.title, createdAt: resources.createdAt })
      .from(resources)
      .where(eq(resources.authorId, userId))
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
      .where(eq(userBadges.userId, userId))
      .limit(MAX_EXPORTED),
    db
      .select({
        provider: subscriptions.provider,
        providerSubscriptionId: subscriptions.providerSubscriptionId,
        providerCustomerId: subscriptions.providerCustomerId,
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        priceId: subscriptions.priceId,
        promoCode: subscriptions.promoCode,
        createdAt: subscriptions.createdAt,
        updatedAt: subscriptions.updatedAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .limit(MAX_EXPORTED),
    db
      .select({
        provider: checkoutSessions.provider,
        priceId: checkoutSessions.priceId,
        promoCode: checkoutSessions.promoCode,
        amount: checkoutSessions.amount,
        firstPayment: checkoutSessions.firstPayment,
        status: checkoutSessions.status,
        expiresAt: checkoutSessions.expiresAt,
        createdAt: checkoutSessions.createdAt,
      })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, userId))
      .orderBy(desc(checkoutSessions.createdAt))
      .limit(MAX_EXPORTED),
    db
      .select({ promoCode: promoRedemptions.promoCode, createdAt: promoRedemptions.createdAt })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.userId, userId))
      .limit(MAX_EXPORTED),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt))
      .limit(MAX_EXPORTED),
    db
      .select({
        name: contactMessages.name,
        email: contactMessages.email,
        role: contactMessages.role,
        subject: contactMessages.subject,
        message: contactMessages.message,
        createdAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.userId, userId))
      .limit(MAX_EXPORTED),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    notice:
      "Données détenues par Sophia à votre sujet. Les messages de l'assistante sont conservés avec les données identifiantes masquées.",
    profile: user
      ? {
          ...toPublicUser(user),
          stripeCustomerId: user.stripeCustomerId,
          trialMessagesUsed: user.trialMessagesUsed,
          lastActiveDay: user.lastActiveDay,
          loginStreak: user.loginStreak,
          updatedAt: user.updatedAt,
        }
      : null,
    conversations: conversationRows.map(({ userId: _, ...c }) => ({
      ...c,
      isTrial: c.isTrial === 1,
      messages: messageRows.filter((m) => m.conversationId === c.id).map(({ conversationId: __, ...m }) => m),
    })),
    forum: { topics, comments, likes: { topics: topicLikes, comments: commentLikes } },
    notifications: notificationRows,
    resources: { shared, authored },
    points: { total: user?.points ?? 0, history: points, badges },
    subscription: { subscriptions: subscriptionRows, checkouts, promoRedemptions: redemptions },
    sessions: sessionRows,
    contactMessages: contacts,
  };
}
