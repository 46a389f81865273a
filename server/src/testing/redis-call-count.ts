import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The marker the counter echoes to know the monitor has caught up; never counted. */
const MARKER_PREFIX = 'redis-call-count-mark-';

export interface RedisCallCounter {
  /** The commands clients sent since the last settle() (or the start), once the monitor has caught up: name (lower case) and arguments. */
  settle(): Promise<string[][]>;
  close(): void;
}

/**
 * Counts what clients send to the Redis at `url` (a test's own redis-server: every client's commands count)
 * through MONITOR. Commands a Lua script runs inside Redis (source "lua") are not round trips and are left out.
 */
export async function countRedisCalls(url: string): Promise<RedisCallCounter> {
  const control = new Redis(url);
  const watcher = new Redis(url);
  const monitor = await watcher.monitor();
  let calls: string[][] = [];
  const waiting = new Map<string, () => void>();
  monitor.on('monitor', (_time: string, args: string[], source: string) => {
    if (source === 'lua') return;
    const name = String(args[0]).toLowerCase();
    if (name === 'echo' && args[1]?.startsWith(MARKER_PREFIX)) waiting.get(args[1])?.();
    else calls.push([name, ...args.slice(1).map(String)]);
  });
  return {
    async settle() {
      // Monitor lines come on their own connection: a marker echoed now arrives after every earlier command.
      const marker = `${MARKER_PREFIX}${randomBytes(6).toString('hex')}`;
      const seen = new Promise<void>((resolve) => waiting.set(marker, resolve));
      await control.echo(marker);
      await seen;
      waiting.delete(marker);
      const counted = calls;
      calls = [];
      return counted;
    },
    close() {
      monitor.disconnect();
      watcher.disconnect();
      control.disconnect();
    },
  };
}
