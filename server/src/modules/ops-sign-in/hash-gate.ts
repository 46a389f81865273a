/**
 * Bounds concurrent password hashing. scrypt runs on libuv's thread pool (4 threads by default), the
 * same pool that reads files (/media, the built client), so unbounded failed sign-ins would queue every
 * file read behind them. One hash at a time leaves the other threads, and a core, to everyone else;
 * a short queue absorbs a burst of real sign-ins, and past it a sign-in is refused at once rather
 * than waiting.
 *
 * Hand-written rather than a package: p-limit is only here as a transitive dependency (of qrcode's
 * yargs), and a limiter that queues without bound would not give the refuse-when-full answer anyway.
 */
export class HashGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /**
   * A slot for one hash: resolves with its release function once the slot is free, or null at once when
   * `maxWaiting` callers already wait. Call release exactly once, in a finally.
   */
  tryAcquire(): Promise<() => void> | null {
    if (this.active < this.concurrency) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.maxWaiting) return null;
    return new Promise((resolve) => this.waiting.push(() => resolve(this.releaser())));
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` stays the same.
      if (next) next();
      else this.active -= 1;
    };
  }
}
