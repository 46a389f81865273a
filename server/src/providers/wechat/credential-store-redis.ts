import type { Redis } from 'ioredis';
import { openRequestRedis } from '../redis-connection';
import { deleteKeysWithPrefix } from '../redis-keys';
import { newLockOwner, type Credential, type CredentialStore } from './credential-store';

/** Deletes KEYS[1] only while it still holds ARGV[1] (the owner that took the lock). */
const UNLOCK_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * WeChat credentials shared by every API process (REDIS_URL): `<prefix><name>` holds the credential as JSON
 * and expires with it; `<prefix><name>:lock` is the fetch lock (SET NX PX), so one process fetches at a time.
 */
export class RedisCredentialStore implements CredentialStore {
  constructor(
    private readonly redis: Redis,
    /** Every key starts with this (tests use a random one). */
    readonly prefix: string = 'byh:wechat:',
    private readonly ownsConnection = false,
  ) {}

  static fromUrl(url: string, prefix?: string, onError: (error: Error) => void = () => undefined): RedisCredentialStore {
    // Commands wait for the first connection (a process's first JS-SDK call often comes right after start), but
    // fail within the command timeout while Redis is away: the holder then asks WeChat itself.
    const redis = openRequestRedis(url);
    redis.on('error', onError);
    return new RedisCredentialStore(redis, prefix, true);
  }

  async read(name: string): Promise<Credential | null> {
    const text = await this.redis.get(`${this.prefix}${name}`);
    if (text === null) return null;
    try {
      const parsed = JSON.parse(text) as Partial<Credential>;
      return typeof parsed.value === 'string' && typeof parsed.expiresAt === 'number' ? { value: parsed.value, expiresAt: parsed.expiresAt } : null;
    } catch {
      return null; // not ours or damaged: fetched anew
    }
  }

  async write(name: string, credential: Credential, now: number): Promise<void> {
    const ttlMs = Math.max(1, Math.floor(credential.expiresAt - now));
    await this.redis.set(`${this.prefix}${name}`, JSON.stringify(credential), 'PX', ttlMs);
  }

  async tryLock(name: string, ttlMs: number): Promise<string | null> {
    const owner = newLockOwner();
    const taken = await this.redis.set(`${this.prefix}${name}:lock`, owner, 'PX', ttlMs, 'NX');
    return taken === 'OK' ? owner : null;
  }

  async unlock(name: string, owner: string): Promise<void> {
    await this.redis.eval(UNLOCK_SCRIPT, 1, `${this.prefix}${name}:lock`, owner);
  }

  /** Deletes this store's keys only (tests share a Redis). */
  async flush(): Promise<void> {
    await deleteKeysWithPrefix(this.redis, this.prefix);
  }

  async close(): Promise<void> {
    if (this.ownsConnection) await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
