// A throwaway redis-server that a test or load bench may kill and restart, and the small port and polling
// helpers it needs (never the machine's shared Redis at :6379).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_RUN_MARKER, testRunId } from './test-run-marker';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function until<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 60_000, everyMs = 100, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * redis-server writes its title over its command line and environment, so the run's BYH_TEST_RUN marker
 * cannot be read there afterwards; its working folder names the run instead (tools/test-run/leftovers.ts).
 */
function markedWorkingDir(): string | undefined {
  const id = testRunId();
  if (!id) return undefined;
  const dir = join(tmpdir(), `${TEST_RUN_MARKER}-${id}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function privateRedisUnavailable(): string | null {
  return spawnSync('redis-server', ['--version']).status === 0 ? null : 'redis-server is not installed (apt-get install redis-server)';
}

export interface PrivateRedis {
  port: number;
  url: string;
  start(): Promise<void>;
  /** kill -9: no goodbye to clients, like a crash. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: connections stay open but nothing answers, like a hung host or a dropped network. */
  pause(): void;
  resume(): void;
  dispose(): Promise<void>;
}

/** A throwaway redis-server on a free port, with no persistence (a restart starts empty, like a crash). */
export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: PrivateRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      // A second start would spawn a server that cannot take the port, and the running one, no longer
      // held here, would outlive the test (as one did when a test started it twice).
      if (child && child.exitCode === null && child.signalCode === null) throw new Error(`redis on ${port} is already running`);
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
        cwd: markedWorkingDir(),
      });
      child = started;
      // Also when the test process ends without reaching its clean-up (a failed hook, a crash): no
      // redis-server outlives the run that started it.
      const killOnExit = () => started.kill('SIGKILL');
      process.once('exit', killOnExit);
      started.once('exit', () => process.off('exit', killOnExit));
      await until(
        () =>
          new Promise<boolean>((ok) => {
            const socket = connect(port, '127.0.0.1');
            socket.once('connect', () => {
              socket.destroy();
              ok(true);
            });
            socket.once('error', () => ok(false));
          }),
        { timeoutMs: 10_000, what: `redis on ${port}` },
      );
    },
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const gone = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      await gone;
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async dispose() {
      redis.resume();
      await redis.kill();
    },
  };
  await redis.start();
  return redis;
}
