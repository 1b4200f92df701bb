import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls a started server's GET /api/health on 127.0.0.1 until it answers 200 (the build's start for the code cache,
 * the start benchmark). Throws when the process exits first or after `withinMs`, with `output()` (what it printed)
 * when there is one.
 */
export async function untilHealthy(
  server: ChildProcess,
  port: number,
  options: { withinMs: number; everyMs: number; output?: () => string },
): Promise<void> {
  const started = performance.now();
  const printed = () => (options.output ? `:\n${options.output()}` : '');
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode}) before it was healthy${printed()}`);
    if (performance.now() - started > options.withinMs)
      throw new Error(`the server was not healthy in time${printed()}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(options.everyMs);
  }
}
