import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@shared/features/auth';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';

/** SPEC §5 registration form. On failure the typed values stay; the toast comes from useAuth. */
export function RegisterForm() {
  const { register: registerAccount } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => registerAccount.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        id="register-username"
        label="Nom d'utilisateur"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="register-email"
        label="Adresse email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="register-password"
        label="Mot de passe"
        type="password"
        autoComplete="new-password"
        hint="Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre."
        error={errors.password?.message}
        {...register('password')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={registerAccount.isPending}
        aria-busy={registerAccount.isPending}
      >
        {registerAccount.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        S'inscrire
      </Button>
    </form>
  );
}
