import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { resetNotificationsRegistry } from '@/lib/notifications/registry';
import { settleRouters } from './routers';

// findBy* and waitFor give up after 1 s by default: a debounced check (500 ms) on a busy 2-core machine took longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  vi.useRealTimers();
  await settleRouters();
  cleanup();
  // sonner replays its still-active toasts to the next test's <Toaster>.
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  resetNotificationsRegistry();
});
