import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

import { useToast } from '@/components/ui/use-toast';
import { AuthProvider } from '@/features/auth/use-auth';
import { queryClient } from '@/lib/query-client';

const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast UI (Radix Toast and its layers) stays out of the first load: it is mounted once the
 * browser is idle, or at once if a toast is raised before that (the store keeps it meanwhile).
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    const load = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timeout = setTimeout(load, 1500);
    return () => clearTimeout(timeout);
  }, []);

  if (!idle && toasts.length === 0) return null;
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
