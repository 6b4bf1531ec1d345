import type { PublicUser } from '@shared/features/auth';
import type { ForumComment, ForumTopic } from '@shared/features/forum';
import { LogIn, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';

import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';

type Props = { topic: ForumTopic; comments: ForumComment[]; user: PublicUser | null };

/**
 * The comments of a topic: the thread, then the member's form (with reply mode) or, for a
 * visitor, an invitation to log in (SPEC "Forum screens").
 */
export function TopicComments({ topic, comments, user }: Props) {
  const location = useLocation();
  const [replyTo, setReplyTo] = useState<ForumComment | null>(null);

  return (
    <section aria-labelledby="comments-heading" className="mt-10">
      <h2 id="comments-heading" className="flex items-center gap-2 text-xl font-semibold">
        <MessageCircle aria-hidden="true" className="size-5 text-primary" />
        Commentaires ({comments.length})
      </h2>

      <div className="mt-4">
        {comments.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
            Aucun commentaire pour le moment. Soyez le premier à réagir !
          </p>
        ) : (
          <CommentThread
            comments={comments}
            topicId={topic.id}
            user={user}
            onReply={user ? setReplyTo : undefined}
          />
        )}
      </div>

      <div className="mt-8">
        {!user ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-6 text-center sm:flex-row sm:justify-between sm:text-left">
            <p className="font-medium">Connectez-vous pour commenter</p>
            <Button asChild>
              {/* `from` brings the visitor back to this topic after logging in. */}
              <Link to="/auth" state={{ from: location }}>
                <LogIn aria-hidden="true" />
                Se connecter
              </Link>
            </Button>
          </div>
        ) : (
          <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
            <CommentForm topicId={topic.id} replyTo={replyTo} onClearReply={() => setReplyTo(null)} />
          </div>
        )}
      </div>
    </section>
  );
}
