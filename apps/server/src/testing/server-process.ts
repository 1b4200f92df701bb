import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The tests that start servers take their port from the one helper (src/lib/free-port.ts). */
export { freePort } from '../lib/free-port.js';

/**
 * The real server (src/main.ts through tsx, no build needed) with these variables on top of the test's own.
 * `maxFileKb`: no file the process writes may pass this size (the shell's `ulimit -f`; Node ignores SIGXFSZ, so a
 * write past it fails with EFBIG), as on a disk that has no room left.
 */
export function spawnServer(env: NodeJS.ProcessEnv, limits: { maxFileKb?: number } = {}): ChildProcess {
  const node = [process.execPath, '--import', 'tsx', 'src/main.ts'];
  const [command, ...args] = limits.maxFileKb
    ? ['bash', '-c', `ulimit -f ${Math.trunc(limits.maxFileKb)} && exec "$0" "$@"`, ...node]
    : node;
  return spawn(command!, args, {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves when main.ts prints its address; rejects with its output if it exits first (or after `timeoutMs`). */
export function started(server: ChildProcess, timeoutMs = 20_000): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(' em http://')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** SIGTERM, then the exit code (0 for a clean shutdown). */
export async function stopServer(server: ChildProcess): Promise<number | null> {
  if (server.exitCode !== null) return server.exitCode;
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  return exited;
}
