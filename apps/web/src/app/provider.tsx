import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        {/* Bottom-right: toasts never cover the header (bell, name, 'Sair'); at most 5 visible (spec section 9). */}
        <Toaster position="bottom-right" richColors closeButton visibleToasts={5} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
