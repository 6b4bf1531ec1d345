import type { ForumTopicSummary } from '@shared/features/forum';
import { Eye, Heart, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { formatDateTime, relativeAge, viewsLabel } from '@/features/forum/forum-format';

import { AuthorLine } from './author-line';
import { StatusBadge } from './status-badge';

export function commentsLabel(count: number): string {
  return `${count} ${count > 1 ? 'commentaires' : 'commentaire'}`;
}

export function likesLabel(count: number): string {
  return `${count} « j'aime »`;
}

type Props = {
  topic: ForumTopicSummary;
  /** Shown under the excerpt: the author's moderation notice on their own lists. */
  children?: ReactNode;
};

/**
 * A topic in a list (SPEC "Forum screens"): the title links to /forum/topic/{id}, and its ::after
 * covers the whole card, so a click anywhere opens the topic; the category links sit above it.
 */
export function TopicCard({ topic, children }: Props) {
  return (
    <article className="group relative rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md sm:p-5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
        <StatusBadge status={topic.status} />
        {topic.categories.map((category) => (
          <Badge key={category.id} variant="outline" asChild className="relative z-10 max-w-full truncate">
            <Link to={`/forum/category/${category.id}`}>{category.name}</Link>
          </Badge>
        ))}
      </div>

      <h3 className="mt-2.5 text-lg font-semibold leading-snug text-pretty break-words">
        <Link
          to={`/forum/topic/${topic.id}`}
          className="outline-none group-hover:text-primary after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
        >
          {topic.title}
        </Link>
      </h3>

      {topic.excerpt ? (
        <p className="mt-1.5 text-sm text-pretty break-words text-muted-foreground">{topic.excerpt}</p>
      ) : null}

      {children}

      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
        <span className="inline-flex min-w-0 flex-wrap items-center gap-x-1.5">
          <AuthorLine author={topic.author} className="text-foreground" />
          <span aria-hidden="true">·</span>
          <time dateTime={topic.createdAt} title={formatDateTime(topic.createdAt)}>
            {relativeAge(topic.createdAt)}
          </time>
        </span>
        <span className="inline-flex items-center gap-3 sm:ml-auto">
          <span className="inline-flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />
            {viewsLabel(topic.viewCount)}
          </span>
          <span className="inline-flex items-center gap-1" title={commentsLabel(topic.commentCount)}>
            <MessageSquare aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{topic.commentCount}</span>
            <span className="sr-only">{commentsLabel(topic.commentCount)}</span>
          </span>
          <span className="inline-flex items-center gap-1" title={likesLabel(topic.likeCount)}>
            <Heart aria-hidden="true" className="size-4" />
            <span aria-hidden="true">{topic.likeCount}</span>
            <span className="sr-only">{likesLabel(topic.likeCount)}</span>
          </span>
        </span>
      </div>
    </article>
  );
}
