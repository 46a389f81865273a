import { Worker } from 'node:worker_threads';
import type { DrawingInput } from './poster';
import type { PosterWorkerReply } from './poster-worker';

/** The drawing queue is full: the caller should answer "busy, retry" rather than wait. */
export class PosterBusyError extends Error {
  override name = 'PosterBusyError';
  constructor() {
    super('poster drawing queue is full');
  }
}

export interface PosterPoolOptions {
  /** Drawing threads, started on first use. */
  workers: number;
  /** Posters that may wait for a free thread; one more is refused with PosterBusyError. */
  queueMax: number;
  /** A drawing taking longer than this is given up and its thread replaced (a cover that never finishes). */
  jobTimeoutMs: number;
}

interface Job {
  input: DrawingInput;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Drawing is background work: on Linux a thread has its own id and nice value, so the drawing thread
 * lowers its own CPU priority before anything else runs in it (threads and processes it starts, such as
 * the TypeScript loader's, inherit it). The API's event loop then wins the CPU whenever both want it.
 * Elsewhere (no /proc/thread-self) or when not permitted, the thread keeps the normal priority.
 */
const LOWER_THREAD_PRIORITY = `try {
  const os = require('node:os');
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch {}`;

/**
 * Starts a drawing thread on poster-worker. Under tsx (how the server and the tests run) a worker does
 * not inherit tsx's loader on Node 20, so the thread registers tsx itself before importing the
 * TypeScript entry; compiled JavaScript is imported directly.
 */
export function startPosterWorker(): Worker {
  const isTypeScript = import.meta.url.endsWith('.ts');
  const entry = JSON.stringify(new URL(isTypeScript ? './poster-worker.ts' : './poster-worker.js', import.meta.url).href);
  const load = isTypeScript
    ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${entry}); });`
    : `import(${entry});`;
  // An eval'd (CommonJS) bootstrap, so the priority is set before the entry's imports load. execArgv []
  // so a parent's `--import tsx` is not applied on top of the explicit registration.
  return new Worker(`${LOWER_THREAD_PRIORITY}\n${load}`, { eval: true, execArgv: [] });
}

/**
 * Draws posters on worker threads so the API's event loop never runs canvas work. At most `workers`
 * drawings run and `queueMax` wait; past that draw() fails at once with PosterBusyError, so a flood of
 * requests costs a bounded amount of memory and CPU instead of a queue that grows without end.
 */
export class PosterDrawingPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private closed = false;

  constructor(
    private readonly options: PosterPoolOptions,
    private readonly startWorker: () => Worker = startPosterWorker,
  ) {}

  /** Posters being drawn plus those waiting (for logs and tests of the bound). */
  get pending(): number {
    return this.waiting.length + this.slots.filter((slot) => slot.job).length;
  }

  draw(input: DrawingInput): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('poster pool is closed'));
    const free = this.freeSlot();
    if (!free && this.waiting.length >= this.options.queueMax) return Promise.reject(new PosterBusyError());
    return new Promise<Buffer>((resolve, reject) => {
      const job = { input, resolve, reject };
      if (free) this.run(free, job);
      else this.waiting.push(job);
    });
  }

  /** Stops the threads; posters not yet drawn fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('poster pool is closed'));
    const slots = this.slots.splice(0);
    for (const slot of slots) this.finish(slot, new Error('poster pool is closed'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** An idle thread, starting a new one while fewer than `workers` run. */
  private freeSlot(): Slot | null {
    const idle = this.slots.find((slot) => !slot.job);
    if (idle) return idle;
    if (this.slots.length >= this.options.workers) return null;
    const slot: Slot = { worker: this.startWorker(), job: null, timer: null };
    // A drawing thread alone must not keep the process alive (a tool that forgets close()).
    slot.worker.unref();
    slot.worker.on('message', (reply: PosterWorkerReply) => {
      if ('png' in reply) this.finish(slot, null, Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else this.finish(slot, new Error(`poster drawing failed: ${reply.error}`));
      this.next(slot);
    });
    slot.worker.on('error', (error) => this.replace(slot, error));
    slot.worker.on('exit', (exitCode) => this.replace(slot, new Error(`poster drawing thread exited (${exitCode})`)));
    this.slots.push(slot);
    return slot;
  }

  private run(slot: Slot, job: Job): void {
    slot.job = job;
    slot.timer = setTimeout(() => {
      this.replace(slot, new Error(`poster drawing took longer than ${this.options.jobTimeoutMs} ms`));
      void slot.worker.terminate();
    }, this.options.jobTimeoutMs);
    slot.timer.unref();
    slot.worker.postMessage(job.input);
  }

  private finish(slot: Slot, error: Error | null, png?: Buffer): void {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if (!job) return;
    if (error || !png) job.reject(error ?? new Error('poster drawing answered nothing'));
    else job.resolve(png);
  }

  private next(slot: Slot): void {
    const job = this.waiting.shift();
    if (job) this.run(slot, job);
  }

  /** A thread that failed or ended: its poster fails, the thread is dropped, waiting posters get a new one. */
  private replace(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    slot.worker.removeAllListeners();
    // Keep listening for a late 'error' so it does not become an uncaught exception.
    slot.worker.on('error', () => {});
    this.finish(slot, error);
    if (this.closed) return;
    const job = this.waiting.shift();
    if (!job) return;
    const free = this.freeSlot();
    if (free) this.run(free, job);
    else this.waiting.unshift(job);
  }
}
