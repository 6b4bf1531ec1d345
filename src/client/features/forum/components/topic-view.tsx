import type { PublicUser } from '@shared/features/auth';
import type { CategoryRef, ForumTopic } from '@shared/features/forum';
import { Eye, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLikeTopic } from '@/features/forum/api/like-topic';
import { formatDateTime, relativeAge, viewsLabel } from '@/features/forum/forum-format';

import { AuthorLine } from './author-line';
import { isModerator } from './comment-item';
import { EditTopicDialog } from './edit-topic-dialog';
import { ForumContent } from './forum-content';
import { LikeButton, likeBlockedReason, likeFailed } from './like-button';
import { ModerationActions } from './moderation-actions';
import { StatusBadge } from './status-badge';

type Props = { topic: ForumTopic; categories: CategoryRef[]; user: PublicUser | null };

/**
 * A topic in full (SPEC "Forum screens"): categories, status when not public, title, author, date,
 * views, the text line by line, then like, the author's edit while pending, and moderation.
 */
export function TopicView({ topic, categories, user }: Props) {
  const [editing, setEditing] = useState(false);
  const like = useLikeTopic(topic.id);

  return (
    <article aria-labelledby="topic-title">
      <header>
        {categories.length > 0 || topic.status !== 'approved' ? (
          <div className="flex flex-wrap items-center gap-2">
            {topic.status === 'approved' ? null : <StatusBadge status={topic.status} long />}
            {categories.length > 0 ? (
              <ul aria-label="Catégories" className="flex flex-wrap gap-2">
                {categories.map((category) => (
                  <li key={category.id}>
                    <Badge asChild variant="secondary">
                      <Link to={`/forum/category/${category.id}`}>{category.name}</Link>
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        <h1 id="topic-title" className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {topic.title}
        </h1>

        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <AuthorLine author={topic.author} className="text-foreground" />
          <span aria-hidden="true">·</span>
          <time dateTime={topic.createdAt}>{formatDateTime(topic.createdAt)}</time>
          <span>({relativeAge(topic.createdAt)})</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {viewsLabel(topic.viewCount)}
          </span>
        </p>

        {topic.status === 'rejected' && topic.rejectionReason ? (
          <p className="mt-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
            Motif : {topic.rejectionReason}
          </p>
        ) : null}
      </header>

      <ForumContent text={topic.content} className="mt-6 gap-3 leading-relaxed sm:text-lg" />

      <footer className="mt-6 flex flex-wrap items-center gap-2 border-t pt-4">
        <LikeButton
          liked={topic.likedByMe}
          count={topic.likeCount}
          blockedReason={likeBlockedReason(user, topic)}
          pending={like.isPending}
          onToggle={(value) => like.mutate(value, { onError: likeFailed })}
        />
        {topic.canEdit ? (
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Modifier
          </Button>
        ) : null}
        {isModerator(user) ? (
          <div className="sm:ml-auto">
            <ModerationActions
              kind="topic"
              id={topic.id}
              topicId={topic.id}
              status={topic.status}
              version={topic.updatedAt}
              own={user?.id === topic.userId}
            />
          </div>
        ) : null}
      </footer>

      {topic.canEdit ? <EditTopicDialog topic={topic} open={editing} onOpenChange={setEditing} /> : null}
    </article>
  );
}
