import type { TopicData } from '@shared/features/forum';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/use-auth';
import { useCreateTopic } from '@/features/forum/api/create-topic';
import { useCategories } from '@/features/forum/api/get-categories';
import { useForumErrorToast } from '@/features/forum/components/forum-list-states';
import { TopicCategoriesFallback } from '@/features/forum/components/topic-categories-fallback';
import { clearTopicDraft, readTopicDraft, saveTopicDraft } from '@/features/forum/components/topic-draft';
import { TopicForm, type TopicFormValues } from '@/features/forum/components/topic-form';
import { errorMessage } from '@/lib/api-client';

/** ?category=12 (the category page's 'Nouveau sujet') pre-ticks that category. */
function preselectedCategories(value: string | null): number[] {
  if (!value || !/^\d{1,10}$/.test(value)) return [];
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? [id] : [];
}

/** /forum/new (logged-in users, guarded in the router): SPEC "Forum screens". */
export default function ForumNewPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The guard lets only logged-in users in; 0 never matches a stored draft.
  const userId = useAuth().user?.id ?? 0;
  const categories = useCategories();
  const create = useCreateTopic();
  // Read once: the form owns the values afterwards.
  const [defaultValues] = useState<TopicFormValues>(() => ({
    ...readTopicDraft(userId),
    categories: preselectedCategories(searchParams.get('category')),
  }));

  useForumErrorToast(categories.error, 'Impossible de charger les catégories du forum.');

  const submit = (data: TopicData) => {
    create.mutate(data, {
      onSuccess: () => {
        clearTopicDraft(userId);
        toast({
          title: 'Sujet créé avec succès',
          description: 'Il sera visible par tous après validation par un modérateur.',
        });
        navigate('/forum');
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(error, 'Erreur lors de la création du sujet'),
        }),
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to="/forum">
          <ArrowLeft aria-hidden="true" />
          Retour au forum
        </Link>
      </Button>

      <h1 className="text-3xl font-bold tracking-tight">Nouveau sujet</h1>
      <p className="mt-2 text-pretty text-muted-foreground">
        Posez une question ou partagez une situation vécue avec les autres professionnels.
      </p>

      <div className="mt-8 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <TopicForm
          idPrefix="new-topic"
          defaultValues={defaultValues}
          categories={categories.data}
          categoriesFallback={<TopicCategoriesFallback query={categories} />}
          pending={create.isPending}
          submitLabel="Publier le sujet"
          pendingLabel="Publication…"
          onSubmit={submit}
          // Cancelling abandons the text; a reload or leaving by another link keeps the draft.
          cancel={{ to: '/forum', onClick: () => clearTopicDraft(userId) }}
          onDraftChange={(draft) => saveTopicDraft(userId, draft)}
        />
      </div>
    </div>
  );
}
