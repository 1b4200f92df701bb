import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS, type E2eServer } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    servers: E2eServer[];
  }
}

const serverDir = path.resolve(import.meta.dirname, '../../server');
const webDist = path.resolve(import.meta.dirname, '../dist');
const serverBuild = path.join(serverDir, 'dist', 'main.js');

/** Starts one built server per worker (what `npm start` runs) on the built app, each with a fresh embedded database and demo data. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(webDist, 'index.html')) || !existsSync(serverBuild)) {
    throw new Error('apps/web/dist or apps/server/dist is missing: run `npm run build` before the e2e tests');
  }
  const firstPort = Number(process.env.E2E_PORT ?? 3210);
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, (_, index) => startServer(firstPort + index)),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopAll();
    throw failure.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return stopAll;
}

async function startServer(port: number): Promise<E2eServer & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [serverBuild], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
      // Issue 45: the webhooks e2e's receiver listens on 127.0.0.1 (a closed test network), checked every half second.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '500',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server on port ${port} exited with code ${server.exitCode}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server on port ${port} did not answer /api/health within 90 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseUrl, dataDir, stop };
}
