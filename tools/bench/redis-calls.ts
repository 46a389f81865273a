// Redis calls per request: a MONITOR on the bench's private redis-server sees every command a client sends,
// and also every command a Lua script runs (source "lua"). Only the first kind is a round trip from the
// server under test. INFO commandstats counts both, which made one rate-limit EVALSHA (with its eight
// commands inside the script) look like nine calls.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The marker the counter echoes to know the monitor has caught up; never counted. */
const MARKER_PREFIX = 'bench-redis-calls-mark-';

/** A monitor line that counts: sent by a client (not run inside a script), and not the counter's own marker. */
export function isClientCall(args: readonly string[], source: string): boolean {
  if (source === 'lua') return false;
  return !(args[0]?.toLowerCase() === 'echo' && args[1]?.startsWith(MARKER_PREFIX));
}

export interface RedisCallCounter {
  /** Client calls seen since the last settle() (or since the start), once the monitor has caught up. */
  settle(): Promise<number>;
  close(): void;
}

/** Counts client calls on the Redis at `url` (every client's: the server under test must be the only other one). */
export async function countRedisCalls(url: string): Promise<RedisCallCounter> {
  const control = new Redis(url);
  const watcher = new Redis(url);
  const monitor = await watcher.monitor();
  let calls = 0;
  const waiting = new Map<string, () => void>();
  monitor.on('monitor', (_time: string, args: string[], source: string) => {
    if (isClientCall(args, source)) calls += 1;
    else if (args[0]?.toLowerCase() === 'echo') waiting.get(args[1])?.();
  });
  return {
    async settle() {
      // Monitor lines arrive on their own connection: echo a marker and wait for it, so every command sent
      // before this call has been seen.
      const marker = `${MARKER_PREFIX}${randomBytes(6).toString('hex')}`;
      const seen = new Promise<void>((resolve) => waiting.set(marker, resolve));
      await control.echo(marker);
      await seen;
      waiting.delete(marker);
      const counted = calls;
      calls = 0;
      return counted;
    },
    close() {
      monitor.disconnect();
      watcher.disconnect();
      control.disconnect();
    },
  };
}
