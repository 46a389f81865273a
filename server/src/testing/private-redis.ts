// A throwaway redis-server that a test or load bench may kill and restart, and the small port and polling
// helpers it needs (never the machine's shared Redis at :6379).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

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
      const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
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
