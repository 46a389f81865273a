import { randomBytes } from 'node:crypto';

/** A credential WeChat hands out for a limited time (the access token, the JS-SDK ticket). */
export interface Credential {
  value: string;
  /** When WeChat stops accepting it (ms since epoch, by the holder's clock). */
  expiresAt: number;
}

/**
 * Where the credentials of every API process are kept, and the lock that lets one process fetch a new one
 * while the others wait for it. With REDIS_URL it is Redis (credential-store-redis.ts), shared by every
 * process; without it one process runs and the store is in memory.
 */
export interface CredentialStore {
  read(name: string): Promise<Credential | null>;
  /** Stores `credential` until it expires (`now` is the holder's clock, for the time left). */
  write(name: string, credential: Credential, now: number): Promise<void>;
  /** Takes the fetch lock of `name` for at most `ttlMs`; resolves an owner id, or null when someone holds it. */
  tryLock(name: string, ttlMs: number): Promise<string | null>;
  /** Releases the lock if `owner` still holds it (an expired lock may already belong to another process). */
  unlock(name: string, owner: string): Promise<void>;
  close(): Promise<void>;
}

export function newLockOwner(): string {
  return randomBytes(12).toString('hex');
}

/** One process (no REDIS_URL): credentials and locks in this process's memory. */
export class MemoryCredentialStore implements CredentialStore {
  private readonly credentials = new Map<string, Credential>();
  private readonly locks = new Map<string, { owner: string; until: number }>();

  async read(name: string): Promise<Credential | null> {
    return this.credentials.get(name) ?? null;
  }

  async write(name: string, credential: Credential): Promise<void> {
    this.credentials.set(name, credential);
  }

  async tryLock(name: string, ttlMs: number): Promise<string | null> {
    const held = this.locks.get(name);
    // Lock lifetimes are real time (like Redis's PX), whatever clock the holder uses for expiry.
    if (held && held.until > Date.now()) return null;
    const owner = newLockOwner();
    this.locks.set(name, { owner, until: Date.now() + ttlMs });
    return owner;
  }

  async unlock(name: string, owner: string): Promise<void> {
    if (this.locks.get(name)?.owner === owner) this.locks.delete(name);
  }

  async close(): Promise<void> {
    this.credentials.clear();
    this.locks.clear();
  }
}
