import { vi } from 'vitest';

/**
 * Fake setTimeout/setInterval that Testing Library and user-event cooperate with.
 * Testing Library only advances fake timers it recognises as Jest's, so `jest.advanceTimersByTime` is provided.
 * Promises and React's scheduler keep running for real. Restored in testing/setup.ts after each test.
 */
export function installFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}
