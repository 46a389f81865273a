import { Redis } from 'ioredis';

/** How long a command a request waits on may take before it fails (REDIS_COMMAND_TIMEOUT_MS). */
export const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 300;

export interface RequestRedisOptions {
  /** A command that has no answer after this long fails (also one waiting for a connection). */
  commandTimeoutMs?: number;
  /**
   * Commands sent while not connected wait for the connection (up to commandTimeoutMs) instead of failing
   * at once: a process's first requests right after start, and a reconnect of a few milliseconds, still
   * get their answer.
   */
  offlineQueue?: boolean;
}

/**
 * A Redis connection for work a request waits on (rate limits, view marks, presence, credentials, cache
 * messages). Every command ends within `commandTimeoutMs`, whether Redis is gone (refused connections,
 * reconnect attempts) or silent (stopped, or a network that drops packets): the caller then answers
 * clearly (a write 503 服务繁忙) instead of the client waiting for seconds.
 */
export function openRequestRedis(url: string, { commandTimeoutMs = DEFAULT_REDIS_COMMAND_TIMEOUT_MS, offlineQueue = true }: RequestRedisOptions = {}): Redis {
  return new Redis(url, {
    commandTimeout: commandTimeoutMs,
    enableOfflineQueue: offlineQueue,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
}
