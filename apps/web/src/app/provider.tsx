import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

/**
 * sonner is its own chunk, fetched once the first screen is on the page (an effect, after the first commit): the login
 * shows no toast, so its entry chunk carries none of it. A toast raised before this mounts is not lost: sonner keeps the active ones and shows them when
 * its <Toaster> mounts.
 */
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [toasterWanted, setToasterWanted] = useState(false);
  useEffect(() => setToasterWanted(true), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {/* Bottom-right: toasts never cover the header (bell, name, 'Sair'); at most 5 visible (spec section 9). */}
        {toasterWanted && (
          <Suspense>
            <Toaster position="bottom-right" richColors closeButton visibleToasts={5} />
          </Suspense>
        )}
      </AuthProvider>
    </QueryClientProvider>
  );
}
