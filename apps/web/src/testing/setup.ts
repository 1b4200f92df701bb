import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { resetNotificationsRegistry } from '@/features/notifications/registry';

afterEach(() => {
  cleanup();
  // sonner replays its still-active toasts to the next test's <Toaster>.
  toast.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  resetNotificationsRegistry();
});
