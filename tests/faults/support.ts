// Helpers for the fault scripts: the real API server as a child process, and private PostgreSQL and Redis
// servers that a test may stop and start (never the machine's shared ones at :5432 and :6379). The port,
// polling and Redis helpers live in the server's test kit, where the load benches (tools/bench) reach them too.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, until } from '../../server/src/testing/private-redis';
import { testRunMarker } from '../../server/src/testing/test-run-marker';

export { freePort, privateRedis, privateRedisUnavailable, sleep, until, type PrivateRedis } from '../../server/src/testing/private-redis';

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export interface ApiProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (stdout + stderr), for assertions and failure messages. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/** Environment every API child gets: quiet, no built client, writes not throttled (the stream is fast). */
export function apiEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...testRunMarker(),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    CLIENT_DIR: '/nonexistent-client-dir',
    AUTH_SECRET: 'faults-auth-secret',
    CONTENT_PASS_SECRET: 'faults-content-pass',
    WATCH_PASSWORD_SECRET: 'faults-watch-password-secret',
    WRITE_LIMIT_PER_USER_MINUTE: '1000000',
    WRITE_LIMIT_PER_IP_MINUTE: '1000000',
    SMS_SENDS_PER_IP_HOUR: '100000',
    // The scripts write as the demo's doctors to its lives and articles; a PostgreSQL database gets them only when asked.
    SEED_DEMO: '1',
    ...extra,
  };
}

export interface WatchedProcess {
  /** Everything the process wrote (stdout + stderr). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill9(): Promise<void>;
}

/** Collects a child's output (piped stdout and stderr) and its exit. */
export function watchProcess(child: ChildProcess): WatchedProcess {
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));
  return {
    output: () => text,
    exited,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Starts server/src/main.ts (the production entry) and, unless `waitReady` is false, waits for /healthz. */
export async function startApi(env: NodeJS.ProcessEnv, { waitReady = true, timeoutMs = 90_000 } = {}): Promise<ApiProcess> {
  const port = Number(env.PORT) || (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, exited, kill9 } = watchProcess(child);
  const api: ApiProcess = {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output,
    exited,
    kill9,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
  if (waitReady) {
    let ended = false;
    void exited.then(() => (ended = true));
    await until(
      async () => {
        if (ended) return true;
        const response = await fetch(`${api.url}/healthz`);
        return response.status === 200;
      },
      { timeoutMs, what: `API on ${port}` },
    ).catch((error: Error) => {
      child.kill('SIGKILL');
      throw new Error(`${error.message}\n--- API output ---\n${output().slice(-4000)}`);
    });
    if (ended) throw new Error(`API exited before it was ready:\n${output().slice(-4000)}`);
  }
  return api;
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Why a private PostgreSQL cannot be started here (null = it can). */
export function privatePostgresUnavailable(): string | null {
  if (!existsSync(join(PG_BIN, 'initdb')) || !existsSync(join(PG_BIN, 'pg_ctl')))
    return `PostgreSQL 15 binaries missing in ${PG_BIN} (apt-get install postgresql-15)`;
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) return 'running as root without a postgres user to run initdb as';
  return null;
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  start(): Promise<void>;
  /** Fast shutdown (active connections are terminated), like a restart or a failover would. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * A throwaway PostgreSQL 15 cluster in a temp folder on a free port (trust auth, sockets in the folder):
 * initdb runs as the postgres user when we are root (PostgreSQL refuses to run as root).
 */
export async function privatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'byh-faults-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (args: string[]) => {
    const command = process.getuid?.() === 0 ? 'runuser' : args[0];
    const argv = process.getuid?.() === 0 ? ['-u', 'postgres', '--', ...args] : args.slice(1);
    const result = spawnSync(command, argv, { encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  asPostgres([join(PG_BIN, 'initdb'), '-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pg: PrivatePostgres = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      asPostgres([join(PG_BIN, 'pg_ctl'), '-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
    },
    async stop() {
      asPostgres([join(PG_BIN, 'pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    async dispose() {
      try {
        asPostgres([join(PG_BIN, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await pg.start();
  return pg;
}
