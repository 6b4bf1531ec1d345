import { zodResolver } from '@hookform/resolvers/zod';
import { contactRoles, contactSchema } from '@shared/features/contact';
import { LoaderCircle, Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';

import { FieldError, fieldAria } from '@/components/form/field-error';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useSendContactMessage } from '@/features/contact/api/send-contact-message';

const roleOptions = Object.entries(contactRoles);

/** SPEC §2/§5 contact form; messages are stored for the admins (DECISIONS.md "Contact form"). */
export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', role: undefined, subject: '', message: '' },
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Message envoyé avec succès',
          description: 'Nous vous répondrons dans les plus brefs délais.',
        });
        reset();
      },
      // The typed values stay in the form so that nothing has to be written again.
      onError: () =>
        toast({
          variant: 'destructive',
          title: "Erreur lors de l'envoi",
          description: 'Une erreur est survenue. Veuillez réessayer plus tard.',
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          label="Nom"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor="contact-role">Profession</Label>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <Select name={field.name} value={field.value ?? ''} onValueChange={field.onChange}>
              <SelectTrigger
                id="contact-role"
                ref={field.ref}
                onBlur={field.onBlur}
                className="w-full"
                {...fieldAria('contact-role', errors.role?.message)}
              >
                <SelectValue placeholder="Sélectionnez votre profession" />
              </SelectTrigger>
              <SelectContent>
                {roleOptions.map(([value, label]) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id="contact-role-error" message={errors.role?.message} />
      </div>

      <TextField
        id="contact-subject"
        label="Sujet"
        error={errors.subject?.message}
        {...register('subject')}
      />

      <div className="grid gap-2">
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          rows={6}
          className="min-h-36"
          {...fieldAria('contact-message', errors.message?.message)}
          {...register('message')}
        />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={send.isPending}
      >
        {send.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {send.isPending ? 'Envoi…' : 'Envoyer'}
      </Button>
    </form>
  );
}
