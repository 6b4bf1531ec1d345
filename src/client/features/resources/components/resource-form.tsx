import { zodResolver } from '@hookform/resolvers/zod';
import { type Resource, type ResourceData, resourceInputSchema } from '@shared/features/resources';
import { resourceApproaches, resourceAudiences, resourceTypes } from '@shared/resource-values';
import { LoaderCircle } from 'lucide-react';
import { type Control, Controller, type DefaultValues, type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FieldError, fieldAria } from '@/components/form/field-error';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

type FormValues = z.input<typeof resourceInputSchema>;

type Props = {
  /** The resource being edited (with its content), or nothing for a new one. */
  resource?: Resource | undefined;
  pending: boolean;
  onSubmit: (data: ResourceData) => void;
  onCancel: () => void;
};

function toFormValues(resource: Resource | undefined): DefaultValues<FormValues> {
  return {
    title: resource?.title ?? '',
    description: resource?.description ?? '',
    content: resource?.content ?? '',
    // Unset until chosen, so that the resolver shows "Veuillez sélectionner …".
    type: resource?.type,
    approach: resource?.approach,
    audience: resource?.audience,
    publisher: resource?.publisher ?? '',
    link: resource?.link ?? '',
    imageUrl: resource?.imageUrl ?? '',
  };
}

type SelectFieldProps = {
  control: Control<FormValues>;
  name: FieldPath<FormValues>;
  id: string;
  label: string;
  placeholder: string;
  options: Record<string, string>;
  error: string | undefined;
};

function SelectField({ control, name, id, label, placeholder, options, error }: SelectFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={field.onChange}
          >
            <SelectTrigger
              id={id}
              ref={field.ref}
              onBlur={field.onBlur}
              className="w-full"
              {...fieldAria(id, error)}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(options).map(([value, text]) => (
                <SelectItem key={value} value={value}>
                  {text}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** SPEC §5 "Resource (admin)": the shared schema validates here and again on the server. */
export function ResourceForm({ resource, pending, onSubmit, onCancel }: Props) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, ResourceData>({
    resolver: zodResolver(resourceInputSchema),
    defaultValues: toFormValues(resource),
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <TextField id="resource-title" label="Titre" error={errors.title?.message} {...register('title')} />

      <div className="grid gap-2">
        <Label htmlFor="resource-description">Description</Label>
        <Textarea
          id="resource-description"
          rows={3}
          {...fieldAria('resource-description', errors.description?.message)}
          {...register('description')}
        />
        <FieldError id="resource-description-error" message={errors.description?.message} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor="resource-content">Contenu (HTML)</Label>
        <Textarea
          id="resource-content"
          rows={6}
          spellCheck={false}
          className="max-h-80 font-mono text-sm"
          {...fieldAria('resource-content', errors.content?.message, true)}
          {...register('content')}
        />
        <p id="resource-content-hint" className="text-sm text-muted-foreground">
          Facultatif. Balises permises : p, h3, h4, ul, ol, li, strong, em, blockquote, a, br ; le reste est
          retiré à l'enregistrement.
        </p>
        <FieldError id="resource-content-error" message={errors.content?.message} />
      </div>

      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          control={control}
          name="type"
          id="resource-type"
          label="Type"
          placeholder="Choisir un type"
          options={resourceTypes}
          error={errors.type?.message}
        />
        <SelectField
          control={control}
          name="approach"
          id="resource-approach"
          label="Approche"
          placeholder="Choisir une approche"
          options={resourceApproaches}
          error={errors.approach?.message}
        />
        <SelectField
          control={control}
          name="audience"
          id="resource-audience"
          label="Public"
          placeholder="Choisir un public"
          options={resourceAudiences}
          error={errors.audience?.message}
        />
      </div>

      <TextField
        id="resource-publisher"
        label="Éditeur/Auteur"
        error={errors.publisher?.message}
        {...register('publisher')}
      />
      <TextField
        id="resource-link"
        label="Lien (optionnel)"
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://"
        error={errors.link?.message}
        {...register('link')}
      />
      <TextField
        id="resource-image"
        label="URL de l'image (optionnel)"
        type="url"
        inputMode="url"
        spellCheck={false}
        placeholder="https://"
        error={errors.imageUrl?.message}
        {...register('imageUrl')}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {pending ? 'Enregistrement…' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
