// Processes of `npm run bench`: the server under test (one production process of the built server,
// dist-server/main.js, from this checkout or a --compare worktree) and the hello-world beside it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort, until } from '../../server/src/testing/private-redis';

export interface Running {
  url: string;
  stop(): Promise<void>;
  /** The serving process, for its CPU time (process-cpu.ts). */
  pid?: number;
}

/** Stops `child` (call right after spawning it): SIGTERM, SIGKILL after 10 s; resolves once it exited. */
export function stopperOf(child: ChildProcess): () => Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

/** What production runs (`npm run start:prod`): the bundle of `npm run build`, with no TypeScript compiled at run time. */
const SERVER_SCRIPT = 'dist-server/main.js';

/**
 * BENCH_CPU_PROF=<folder>: the server under test writes a V8 CPU profile there when it stops (open it in Chrome's
 * DevTools, Performance panel), to see where a route's time goes. The hello-world and ceiling are not profiled.
 */
function profilerArgs(script: string): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder && script === SERVER_SCRIPT ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}

/** Runs `script` in `root` (TypeScript under tsx, a built .js as it is) and waits for a line matching `ready`. */
async function startProcess(root: string, script: string, env: NodeJS.ProcessEnv, ready: RegExp): Promise<Running> {
  const port = await freePort();
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child: ChildProcess = spawn(process.execPath, [...profilerArgs(script), ...loader, join(root, script)], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let isReady = false;
  const onData = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (ready.test(output)) isReady = true;
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const stop = stopperOf(child);
  try {
    await until(() => isReady || child.exitCode !== null, { timeoutMs: 600_000, what: `${script} ready` });
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${output.slice(-3000)}`);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop, ...(child.pid === undefined ? {} : { pid: child.pid }) };
}

export interface ServerOptions {
  root: string;
  databaseUrl: string;
  redisUrl: string;
  clientDir: string;
  /** More settings, e.g. SEARCH_CACHE_MS=0 for a process that searches the index on every request. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The production server as built (buildIfStale of tools/build/build-inputs.ts first): NODE_ENV=production, PostgreSQL + Redis, demo content
 * seeded on first start.
 */
export function startServer({ root, databaseUrl, redisUrl, clientDir, env }: ServerOptions): Promise<Running> {
  return startProcess(
    root,
    SERVER_SCRIPT,
    {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO: '1',
      CLIENT_DIR: clientDir,
      WATCH_PASSWORD_SECRET: 'bench-watch-password-secret',
      AUTH_SECRET: 'bench-auth-secret',
      CONTENT_PASS_SECRET: 'bench-content-pass',
      // Every bench request comes from one address; the per-address write ceiling would measure itself.
      WRITE_LIMIT_PER_IP_MINUTE: '100000000',
      WRITE_LIMIT_PER_USER_MINUTE: '1000',
      ...env,
    },
    /running at http/,
  );
}

export function startHello(root: string): Promise<Running> {
  return startProcess(root, 'tools/bench/hello-server.ts', { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' }, /hello ready/);
}

/** The ceiling server (ceiling-server.ts) on the bench's database. */
export function startCeiling(root: string, databaseUrl: string): Promise<Running> {
  return startProcess(
    root,
    'tools/bench/ceiling-server.ts',
    { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATABASE_URL: databaseUrl },
    /ceiling ready/,
  );
}
