/**
 * Runs `work` once the browser is idle (after the first screen has painted), or after `timeoutMs` at the latest.
 * What the first screen does not need (the toaster, the service worker) waits for this, so its download never
 * competes with the login's own JavaScript.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(handle);
}
