import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx (`apt-get install nginx`; .ci/run installs it). */
const NGINX = '/usr/sbin/nginx';
export const nginxInstalled = () => existsSync(NGINX);

/** deploy/nginx.conf, the one the README tells operators to install (found upwards: src/testing or the bench's bundle). */
function deployedConfig(): string {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'deploy/nginx.conf');
    if (existsSync(file)) return file;
  }
  throw new Error('deploy/nginx.conf not found above this file');
}

/**
 * deploy/nginx.conf with the test's ports: its `server 127.0.0.1:...` lines become one per upstream port, and
 * `listen 80` the proxy's own port on loopback. Everything else (retries, keep-alive, headers) is the deployed text.
 */
function nginxConfigFor(listenPort: number, upstreamPorts: number[]): string {
  const text = readFileSync(deployedConfig(), 'utf8');
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/m;
  const first = serverLine.exec(text);
  if (!first || !/^\s*listen 80;$/m.test(text)) throw new Error('deploy/nginx.conf: no upstream server or listen 80');
  const servers = upstreamPorts.map((port) => `${first[1]}server 127.0.0.1:${port}${first[2] ?? ''};\n`).join('');
  return text
    .replace(new RegExp(serverLine.source, 'gm'), '')
    .replace(/^(\s*)keepalive \d+;$/m, `${servers}$&`)
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
}

export type RunningNginx = {
  origin: string;
  /** Each answered request: method, URI, status, the upstreams tried ("a, b" when nginx retried) and their statuses. */
  accessLog: () => Array<{ method: string; uri: string; status: number; upstreams: string[]; statuses: string[] }>;
  /** nginx's error log: why a request failed (e.g. 'upstream prematurely closed connection while reading upstream'). */
  errorLog: () => string;
  stop: () => Promise<void>;
};

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** nginx in the foreground with deploy/nginx.conf (one worker, its files in a temporary folder), listening on `port`. */
export async function startNginx(port: number, upstreamPorts: number[]): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  writeFileSync(path.join(dir, 'portal.conf'), nginxConfigFor(port, upstreamPorts));
  const accessLog = path.join(dir, 'access.log');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root, the worker would otherwise be `nobody`, who cannot write the temporary folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  log_format upstreams '$request_method $request_uri $status "$upstream_addr" "$upstream_status"';`,
      `  access_log ${accessLog} upstreams;`,
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${dir}/${temp};`,
      ),
      `  include ${dir}/portal.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx: ChildProcess = spawn(NGINX, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      const errors = existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : '';
      nginx.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${stderr}${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    accessLog() {
      const lines = existsSync(accessLog) ? readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : [];
      return lines.map((line) => {
        const [, method, uri, status, upstreams, statuses] = /^(\S+) (\S+) (\d+) "([^"]*)" "([^"]*)"$/.exec(line)!;
        const list = (value: string) => value.split(/[,:]\s+/).filter((item) => item && item !== '-');
        return {
          method: method!,
          uri: uri!,
          status: Number(status),
          upstreams: list(upstreams!),
          statuses: list(statuses!),
        };
      });
    },
    errorLog: () => (existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : ''),
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
