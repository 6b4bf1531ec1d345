import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

import { useToast } from '@/components/ui/use-toast';
import { AuthProvider } from '@/features/auth/use-auth';
import { queryClient } from '@/lib/query-client';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast UI (Radix Toast and its layers) stays out of the first load and off the main thread
 * while the page starts: it is mounted with the first toast (the store keeps that toast
 * meanwhile), and stays mounted afterwards.
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);

  useEffect(() => {
    if (toasts.length > 0) setNeeded(true);
  }, [toasts.length]);

  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
