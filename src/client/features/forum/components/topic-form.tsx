import { zodResolver } from '@hookform/resolvers/zod';
import { type CategoryRef, FORUM_LIMITS, type TopicData, topicInputSchema } from '@shared/features/forum';
import { Info, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { FieldError, fieldAria } from '@/components/form/field-error';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

import type { TopicDraft } from './topic-draft';

export type TopicFormValues = { title: string; content: string; categories: number[] };

type Props = {
  /** Prefix of the fields' ids: the new-topic page and the edit dialog may share a page. */
  idPrefix: string;
  defaultValues: TopicFormValues;
  /** The categories to pick from; undefined while they load or when they failed. */
  categories: CategoryRef[] | undefined;
  /** Shown in place of the checkboxes when there are none to show (loading, error, none). */
  categoriesFallback?: ReactNode;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (data: TopicData) => void;
  /** 'Annuler': a link when it leaves the page, a button when it closes a dialog. */
  cancel: { to: string; onClick?: () => void } | { onClick: () => void };
  /** Called with the title and content as they are typed (the new-topic draft). */
  onDraftChange?: (draft: TopicDraft) => void;
};

/**
 * The topic form of /forum/new and of the author's edit (SPEC "Forum screens", §5): the shared
 * schema gives the French errors. A failed save keeps everything typed: the form is never reset
 * here, the page leaves on success.
 */
export function TopicForm({
  idPrefix,
  defaultValues,
  categories,
  categoriesFallback,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
  cancel,
  onDraftChange,
}: Props) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<TopicFormValues, unknown, TopicData>({
    // The schema accepts any input for ids (it coerces them); this form only ever holds numbers.
    resolver: zodResolver(topicInputSchema) as Resolver<TopicFormValues, unknown, TopicData>,
    defaultValues,
  });

  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = watch((values) =>
      onDraftChange({ title: values.title ?? '', content: values.content ?? '' }),
    );
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);

  // A preselected category (?category=…) that does not exist would be sent without a checkbox to
  // untick it: keep only the ids on screen once the list is known.
  useEffect(() => {
    if (!categories) return;
    const known = new Set(categories.map((category) => category.id));
    const selected = getValues('categories');
    const kept = selected.filter((id) => known.has(id));
    if (kept.length !== selected.length) setValue('categories', kept);
  }, [categories, getValues, setValue]);

  const titleId = `${idPrefix}-title`;
  const contentId = `${idPrefix}-content`;
  const categoriesErrorId = `${idPrefix}-categories-error`;
  const categoriesError = errors.categories?.message ?? errors.categories?.root?.message;
  const canSubmit = !pending && categories !== undefined && categories.length > 0;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-6">
      <TextField
        id={titleId}
        label="Titre"
        autoComplete="off"
        maxLength={FORUM_LIMITS.topicTitleMax}
        error={errors.title?.message}
        {...register('title')}
      />

      <div className="grid gap-2">
        <Label htmlFor={contentId}>Contenu</Label>
        <Textarea
          id={contentId}
          rows={10}
          maxLength={FORUM_LIMITS.topicContentMax}
          className="min-h-48"
          {...fieldAria(contentId, errors.content?.message, true)}
          {...register('content')}
        />
        <p id={`${contentId}-hint`} className="text-sm text-muted-foreground">
          N'écrivez aucune donnée permettant d'identifier les personnes que vous accompagnez (nom, date de
          naissance, adresse, établissement…) : décrivez la situation, pas la personne.
        </p>
        <FieldError id={`${contentId}-error`} message={errors.content?.message} />
      </div>

      <fieldset className="grid gap-3" aria-describedby={categoriesError ? categoriesErrorId : undefined}>
        <legend className="mb-3 text-sm font-medium">Catégories</legend>
        {categories && categories.length > 0 ? (
          <Controller
            control={control}
            name="categories"
            render={({ field }) => (
              <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {categories.map((category, index) => {
                  const id = `${idPrefix}-category-${category.id}`;
                  const checked = field.value.includes(category.id);
                  return (
                    <li key={category.id} className="flex items-start gap-2.5">
                      <Checkbox
                        id={id}
                        // The first box takes the focus when no category is chosen.
                        ref={index === 0 ? field.ref : undefined}
                        checked={checked}
                        onBlur={field.onBlur}
                        aria-invalid={categoriesError ? true : undefined}
                        onCheckedChange={(value) =>
                          field.onChange(
                            value === true
                              ? [...field.value, category.id]
                              : field.value.filter((selected) => selected !== category.id),
                          )
                        }
                        className="mt-0.5"
                      />
                      <Label htmlFor={id} className="leading-snug font-normal break-words">
                        {category.name}
                      </Label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
        ) : (
          categoriesFallback
        )}
        <FieldError id={categoriesErrorId} message={categoriesError} />
      </fieldset>

      <p className="flex items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Votre sujet sera vérifié par un modérateur avant d'être publié.
      </p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {'to' in cancel ? (
          <Button asChild variant="outline">
            <Link to={cancel.to} onClick={cancel.onClick}>
              Annuler
            </Link>
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={cancel.onClick}>
            Annuler
          </Button>
        )}
        <Button type="submit" disabled={!canSubmit}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
