/**
 * The notification bell's contract (DECISIONS.md "Forum"). Apart from forum.ts, which holds the zod
 * schemas, so that the header's bell never loads zod.
 */

export const notificationTypes = [
  'topic_approved',
  'topic_rejected',
  'comment_approved',
  'comment_rejected',
  'topic_reply',
  'comment_reply',
  'topic_like',
  'comment_like',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export type ForumNotification = {
  id: number;
  type: NotificationType;
  topicId: number | null;
  commentId: number | null;
  topicTitle: string | null;
  /** A rejection's reason. */
  reason: string | null;
  read: boolean;
  createdAt: string;
};

/** GET /api/notifications: the 20 latest and how many are unread. */
export type NotificationList = { unreadCount: number; items: ForumNotification[] };

/** The text a notification reads, in French. */
export function notificationText(n: Pick<ForumNotification, 'type' | 'topicTitle'>): string {
  const title = n.topicTitle ? `« ${n.topicTitle} »` : 'un sujet supprimé';
  switch (n.type) {
    case 'topic_approved':
      return `Votre sujet ${title} a été approuvé et est maintenant publié.`;
    case 'topic_rejected':
      return `Votre sujet ${title} n'a pas été accepté par la modération.`;
    case 'comment_approved':
      return `Votre commentaire sur ${title} a été approuvé.`;
    case 'comment_rejected':
      return `Votre commentaire sur ${title} n'a pas été accepté par la modération.`;
    case 'topic_reply':
      return `Nouvelle réponse à votre sujet ${title}.`;
    case 'comment_reply':
      return `Quelqu'un a répondu à votre commentaire sur ${title}.`;
    case 'topic_like':
      return `Votre sujet ${title} a reçu un « j'aime ».`;
    case 'comment_like':
      return `Votre commentaire sur ${title} a reçu un « j'aime ».`;
  }
}
