import type { LoginInput, PublicUser, RegisterInput } from '@shared/features/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';

import { toast } from '@/components/ui/use-toast';
import { type ApiError, errorMessage } from '@/lib/api-client';

import { useUser } from './api/get-user';
import { useLogin } from './api/login';
import { useLogout } from './api/logout';
import { useRegister } from './api/register';

// Type-only imports from the shared contract: the shell must not load zod (first-load budget).

type AuthContextValue = {
  /** The logged-in user, or null for a visitor (also while loading: check `isLoading`). */
  user: PublicUser | null;
  isLoading: boolean;
  login: UseMutationResult<PublicUser, ApiError, LoginInput>;
  register: UseMutationResult<PublicUser, ApiError, RegisterInput>;
  logout: UseMutationResult<void, ApiError, void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

function welcome(user: PublicUser) {
  return `Bienvenue, ${user.username}!`;
}

/** Holds the current user and the login, registration and logout actions with their toasts (SPEC §8). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const userQuery = useUser();

  const login = useLogin({
    onSuccess: (user) => toast({ title: 'Connexion réussie', description: welcome(user) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Échec de la connexion',
        description: errorMessage(error, 'Identifiants invalides'),
      }),
  });

  const register = useRegister({
    onSuccess: (user) => toast({ title: 'Inscription réussie', description: welcome(user) }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: "Échec de l'inscription",
        description: errorMessage(error, 'Impossible de créer le compte'),
      }),
  });

  const logout = useLogout({
    onSuccess: () => toast({ title: 'Déconnexion réussie', description: 'À bientôt!' }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Échec de la déconnexion',
        description: errorMessage(error, error.message),
      }),
  });

  const value: AuthContextValue = {
    user: userQuery.data ?? null,
    isLoading: userQuery.isPending,
    login,
    register,
    logout,
  };

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth doit être utilisé à l'intérieur d'un AuthProvider");
  return context;
}
