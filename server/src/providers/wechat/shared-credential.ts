import { MemoryCredentialStore, type Credential, type CredentialStore } from './credential-store';

/** Renew this long before WeChat's expiry, so no caller is handed a credential about to stop working. */
export const RENEW_EARLY_MS = 5 * 60 * 1000;
/** Longest a fetch may hold the lock (WeChat calls time out after 5 s, http-json.ts); then another process tries. */
const LOCK_MS = 10_000;
/** How often a process waiting for another's fetch looks for the result. */
const POLL_MS = 50;
/** A waiting caller gives up after this long (real time). */
const WAIT_MS = 15_000;

/** What a fetch asks WeChat for: `stale` is the value WeChat just refused, when there is one. */
export type CredentialFetch = (request: { stale?: string }) => Promise<Credential>;

export interface SharedCredentialOptions {
  /** The key in the store, e.g. `wx123:access_token`. */
  name: string;
  store: CredentialStore;
  fetch: CredentialFetch;
  /** The clock expiry is measured by (tests move it). */
  now?: () => number;
  /** Told when the store fails and the credential is fetched without it. */
  onStoreError?: (error: unknown) => void;
}

/**
 * One credential held for every process: read from the store while it has more than RENEW_EARLY_MS left;
 * otherwise one process (the one that takes the store's lock) fetches a new one and stores it, and the others
 * wait for it — or keep using the current one while it is still valid. `refresh(stale)` is for a credential
 * WeChat refused (errcode 40001/42001): it fetches anew unless another caller already replaced it.
 * In this process, concurrent callers share one pass.
 */
export class SharedCredential {
  private readonly pending = new Map<string, Promise<string>>();
  private readonly now: () => number;
  /** This process's own copy while the shared store is unreachable. */
  private readonly fallback = new MemoryCredentialStore();

  constructor(private readonly options: SharedCredentialOptions) {
    this.now = options.now ?? Date.now;
  }

  get(): Promise<string> {
    return this.once('', () => this.obtain(undefined));
  }

  refresh(stale: string): Promise<string> {
    return this.once(`stale:${stale}`, () => this.obtain(stale));
  }

  private once(key: string, run: () => Promise<string>): Promise<string> {
    const running = this.pending.get(key);
    if (running) return running;
    const started = run().finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }

  private async obtain(stale: string | undefined): Promise<string> {
    try {
      return await this.obtainFrom(this.options.store, stale);
    } catch (error) {
      if (!(error instanceof StoreError)) throw error;
      // The store (Redis) is away: this process keeps its own copy meanwhile. Stable access tokens are the same
      // for every caller in normal mode, so this invalidates nobody's token; the next call tries the store again.
      this.options.onStoreError?.(error.cause);
      return this.obtainFrom(this.fallback, stale);
    }
  }

  private async obtainFrom(store: CredentialStore, stale: string | undefined): Promise<string> {
    const { name } = this.options;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const current = await guarded(() => store.read(name));
      const valid = current !== null && current.value !== stale && current.expiresAt > this.now();
      if (valid && current.expiresAt - RENEW_EARLY_MS > this.now()) return current.value;
      const owner = await guarded(() => store.tryLock(name, LOCK_MS));
      if (owner !== null) {
        try {
          return await this.fetchUnderLock(store, stale);
        } finally {
          await store.unlock(name, owner).catch(() => undefined); // it expires by itself
        }
      }
      // Another process is fetching: the current credential still works meanwhile; without one, wait.
      if (valid) return current.value;
      if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS} ms for another process to fetch WeChat ${name}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  private async fetchUnderLock(store: CredentialStore, stale: string | undefined): Promise<string> {
    const { name } = this.options;
    // Another process may have stored a new one between our read and our lock.
    const latest = await guarded(() => store.read(name));
    if (latest && latest.value !== stale && latest.expiresAt - RENEW_EARLY_MS > this.now()) return latest.value;
    const fetched = await this.options.fetch({ stale });
    // Fetched is fetched: a store failing now must not make the caller fetch a second time.
    await guarded(() => store.write(name, fetched, this.now())).catch((error: unknown) =>
      this.options.onStoreError?.(error instanceof StoreError ? error.cause : error),
    );
    return fetched.value;
  }
}

/** Runs a store operation, marking its failure as the store's (WeChat's own errors pass through unchanged). */
async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw new StoreError(error);
  }
}

/** A failure of the store, told apart from WeChat's own errors (which are not retried without the store). */
class StoreError extends Error {
  constructor(cause: unknown) {
    super('WeChat credential store unavailable', { cause });
  }
}
