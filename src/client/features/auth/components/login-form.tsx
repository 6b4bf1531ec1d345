import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@shared/features/auth';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';

/** SPEC §5 login form. On failure the typed values stay; the toast comes from useAuth. */
export function LoginForm() {
  const { login } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => login.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        id="login-username"
        label="Nom d'utilisateur"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        id="login-password"
        label="Mot de passe"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={login.isPending}
        aria-busy={login.isPending}
      >
        {login.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        Se connecter
      </Button>
    </form>
  );
}
