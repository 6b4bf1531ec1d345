import { zodResolver } from '@hookform/resolvers/zod';
import { type CategoryData, categoryInputSchema, type ForumCategory } from '@shared/features/forum';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FieldError, fieldAria } from '@/components/form/field-error';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type FormValues = z.input<typeof categoryInputSchema>;

type Props = {
  /** The category being edited, or nothing for a new one. Give the form a `key` per category. */
  category?: ForumCategory | undefined;
  pending: boolean;
  onSubmit: (data: CategoryData) => void;
  /** Leaves edit mode (the form then comes back empty, for a new category). */
  onCancel: () => void;
};

/**
 * SPEC §5 "Forum category": name, description and order, checked by the shared schema here and
 * again on the server. A non-numeric order becomes 0; the initial order is 0. A failed save keeps
 * what was typed: the parent resets the form (by its key) only after a success.
 */
export function CategoryForm({ category, pending, onSubmit, onCancel }: Props) {
  const editing = category !== undefined;
  const sectionRef = useRef<HTMLElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<FormValues, unknown, CategoryData>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      order: category?.order ?? 0,
    },
  });

  // 'Modifier' in the table brings the form into view, ready to type (it sits below the table).
  useEffect(() => {
    if (!editing) return;
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    setFocus('name');
  }, [editing, setFocus]);

  const titleId = 'category-form-title';

  return (
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {editing ? 'Modifier la catégorie' : 'Nouvelle catégorie'}
      </h2>
      {editing ? (
        <p className="mt-1 text-sm text-muted-foreground">Vous modifiez « {category.name} ».</p>
      ) : null}

      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-5 grid gap-5">
        <TextField
          id="category-name"
          label="Nom"
          autoComplete="off"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />

        <div className="grid gap-2">
          <Label htmlFor="category-description">Description</Label>
          <Textarea
            id="category-description"
            rows={3}
            maxLength={500}
            {...fieldAria('category-description', errors.description?.message)}
            {...register('description')}
          />
          <FieldError id="category-description-error" message={errors.description?.message} />
        </div>

        <TextField
          id="category-order"
          label="Ordre"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="max-w-32"
          hint="Les catégories sont affichées de la plus petite à la plus grande valeur."
          error={errors.order?.message}
          {...register('order')}
        />

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => {
              // 'Annuler' empties a new category's form, or leaves edit mode.
              if (editing) onCancel();
              else reset();
            }}
          >
            Annuler
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {pending ? 'Enregistrement…' : editing ? 'Enregistrer' : 'Créer la catégorie'}
          </Button>
        </div>
      </form>
    </section>
  );
}
