import { zodResolver } from '@hookform/resolvers/zod';
import { roles } from '@shared/features/auth';
import {
  type AdminUser,
  type AdminUserFormValues,
  type AdminUserUpdate,
  adminUserFormSchema,
  roleLabels,
} from '@shared/features/users';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { FieldError, fieldAria } from '@/components/form/field-error';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

type Props = {
  /** The user being edited, or nothing for a new one. */
  user?: AdminUser | undefined;
  pending: boolean;
  onSubmit: (data: AdminUserUpdate) => void;
  onCancel: () => void;
};

/**
 * SPEC §5 "User (admin)": the server's schema validates here too. Creating needs a password;
 * editing keeps the current one when the field stays empty (it is then left out of the request).
 */
export function AdminUserForm({ user, pending, onSubmit, onCancel }: Props) {
  const editing = user !== undefined;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminUserFormValues, unknown, AdminUserUpdate>({
    resolver: zodResolver(adminUserFormSchema(editing ? 'edit' : 'create')),
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      role: user?.role ?? 'user',
      password: '',
    },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <TextField
        id="admin-user-username"
        label="Nom d'utilisateur"
        autoComplete="off"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="admin-user-email"
        label="Adresse e-mail"
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        error={errors.email?.message}
        hint={
          editing && !user.email
            ? "Ce compte n'a pas d'adresse e-mail : ajoutez-en une ou laissez le champ vide."
            : undefined
        }
        {...register('email')}
      />

      <div className="grid gap-2">
        <Label htmlFor="admin-user-role">Rôle</Label>
        <select
          id="admin-user-role"
          className={cn(
            'h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none md:text-sm',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
            'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          )}
          {...fieldAria('admin-user-role', errors.role?.message)}
          {...register('role')}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
        <FieldError id="admin-user-role-error" message={errors.role?.message} />
      </div>

      <TextField
        id="admin-user-password"
        label="Mot de passe"
        type="password"
        autoComplete="new-password"
        hint={
          editing
            ? 'Laissez vide pour conserver le mot de passe actuel.'
            : 'Au moins 6 caractères. Communiquez-le à la personne de manière sûre.'
        }
        error={errors.password?.message}
        {...register('password')}
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
