import type { Redis } from 'ioredis';

/** Deletes every key starting with `prefix` (SCAN, not KEYS: Redis keeps serving meanwhile). Tests share one Redis. */
export async function deleteKeysWithPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 200);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
