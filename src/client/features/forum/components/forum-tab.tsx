import type { ForumTopicSummary } from '@shared/features/forum';
import { ArrowRight, FolderCog, MessagesSquare, PenSquare, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LoginPrompt } from '@/features/auth/components/login-prompt';
import { useAuth } from '@/features/auth/use-auth';
import { useLatestTopics } from '@/features/forum/api/get-topics';
import { formatDateTime } from '@/features/forum/forum-format';

import { AuthorLine } from './author-line';
import { StatusBadge } from './status-badge';

const RECENT_COUNT = 5;

/**
 * The "Forum" tab of /resources (SPEC "Resources and Forum page"): the 5 most recent topics and
 * the ways into the forum. SPEC §8: a failed fetch here shows an empty list, without a toast.
 */
export function ForumTab() {
  const { user } = useAuth();

  if (!user) {
    return (
      <LoginPrompt title="Connectez-vous pour accéder au forum">
        Échangez avec d'autres professionnels de l'accompagnement, posez vos questions et partagez vos
        pratiques.
      </LoginPrompt>
    );
  }

  const isAdmin = user.role === 'admin';
  const canModerate = isAdmin || user.role === 'moderator';

  return (
    <section aria-labelledby="forum-tab-title" className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="forum-tab-title" className="text-xl font-semibold">
            Sujets récents du forum
          </h2>
          <p className="mt-1 text-pretty text-muted-foreground">
            Les dernières discussions entre professionnels de l'accompagnement.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/forum/new">
              <PenSquare aria-hidden="true" />
              Nouveau sujet
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/forum">
              Voir tout le forum
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>

      <RecentTopics />

      {canModerate ? (
        <div className="flex flex-wrap gap-2 border-t pt-4">
          {isAdmin ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/forum/categories/manage">
                <FolderCog aria-hidden="true" />
                Gérer les catégories
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="outline" size="sm">
            <Link to="/forum/moderation">
              <ShieldCheck aria-hidden="true" />
              Modération
            </Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function RecentTopics() {
  const query = useLatestTopics(RECENT_COUNT);

  if (query.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Chargement des sujets…</span>
        {[0, 1, 2].map((i) => (
          <div key={i} aria-hidden="true" className="rounded-xl border p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-3 h-4 w-48" />
          </div>
        ))}
      </div>
    );
  }

  const topics = query.data ?? [];
  if (topics.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed p-8 text-center">
        <MessagesSquare aria-hidden="true" className="size-10 text-primary" />
        <p className="mt-3 font-semibold">Aucun sujet pour le moment</p>
        <p className="mt-1 max-w-md text-pretty text-muted-foreground">
          Lancez la première discussion : posez une question ou partagez une pratique.
        </p>
      </div>
    );
  }

  return (
    <ul className="grid gap-3">
      {topics.map((topic) => (
        <li key={topic.id}>
          <RecentTopic topic={topic} />
        </li>
      ))}
    </ul>
  );
}

function RecentTopic({ topic }: { topic: ForumTopicSummary }) {
  return (
    <article className="group relative rounded-xl border bg-card p-4 shadow-sm transition-[box-shadow,border-color] hover:border-primary/40 hover:shadow-md sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <h3 className="font-semibold leading-snug text-pretty break-words">
          <Link
            to={`/forum/topic/${topic.id}`}
            className="outline-none group-hover:text-primary after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
          >
            {topic.title}
          </Link>
        </h3>
        {topic.isApproved ? null : <StatusBadge status={topic.status} long />}
      </div>
      {topic.excerpt ? (
        <p className="mt-1.5 text-sm text-pretty break-words text-muted-foreground">{topic.excerpt}</p>
      ) : null}
      <p className="mt-3 flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
        <AuthorLine author={topic.author} className="text-foreground" />
        <span aria-hidden="true">·</span>
        <time dateTime={topic.createdAt}>{formatDateTime(topic.createdAt)}</time>
      </p>
    </article>
  );
}
