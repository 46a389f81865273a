/**
 * The open layout-event streams of one API process. Every stream costs a socket for as long as the phone
 * shows a page, so the hub admits at most `perAddress` streams per client address and `total` in all,
 * writes a comment line every `heartbeatMs` (proxies and WeChat's WebView drop a connection that stays
 * silent for a minute or so), and ends each stream after about `lifetimeMs`: the app connects again after
 * the retry hint, which spreads the streams over the processes again after a deploy and bounds what a
 * forgotten connection can hold.
 */

/** Where a stream's text goes (the HTTP response). */
export interface EventSink {
  /** False when the client is not reading fast enough (its buffer is full): the hub ends the stream. */
  write(text: string): boolean;
  end(): void;
}

export interface LayoutEventTiming {
  heartbeatMs: number;
  /** Streams end after this long, ±10 % so they do not all come back at once. */
  lifetimeMs: number;
  /** The retry hint is drawn from [min, max] per stream, for the same reason. */
  retryMinMs: number;
  retryMaxMs: number;
}

export const LAYOUT_EVENT_TIMING: LayoutEventTiming = {
  heartbeatMs: 25_000,
  lifetimeMs: 15 * 60_000,
  retryMinMs: 2_000,
  retryMaxMs: 8_000,
};

export interface LayoutEventHubOptions extends LayoutEventTiming {
  perAddress: number;
  total: number;
  now?: () => number;
  random?: () => number;
}

export interface OpenStream {
  /** The reconnection delay this stream told its client. */
  readonly retryMs: number;
  /** Writes one event to this stream only. */
  send(event: string, data: unknown): void;
  /** Ends the stream and frees its place (idempotent; also what the route calls when the client leaves). */
  close(): void;
}

export type Admission = { ok: true; stream: OpenStream } | { ok: false; refused: 'address' | 'total' };

/** One event in the text/event-stream format (the data is JSON: one line, no newline to escape). */
export function eventText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: ignored by EventSource, enough to keep proxies from timing the connection out. */
export const HEARTBEAT_TEXT = ':\n\n';

interface Entry {
  address: string;
  sink: EventSink;
  endsAt: number;
}

export class LayoutEventHub {
  private readonly entries = new Set<Entry>();
  private readonly perAddress = new Map<string, number>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly now: () => number;
  private readonly random: () => number;

  constructor(private readonly options: LayoutEventHubOptions) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Admits a stream for `address` (a clientAddressKey) and writes its retry hint, or says why not. */
  open(address: string, sink: EventSink): Admission {
    if (this.entries.size >= this.options.total) return { ok: false, refused: 'total' };
    const count = this.perAddress.get(address) ?? 0;
    if (count >= this.options.perAddress) return { ok: false, refused: 'address' };
    const { lifetimeMs, retryMinMs, retryMaxMs } = this.options;
    const entry: Entry = { address, sink, endsAt: this.now() + lifetimeMs * (0.9 + 0.2 * this.random()) };
    this.entries.add(entry);
    this.perAddress.set(address, count + 1);
    this.startTimer();
    const retryMs = Math.round(retryMinMs + (retryMaxMs - retryMinMs) * this.random());
    this.write(entry, `retry: ${retryMs}\n\n`);
    return {
      ok: true,
      stream: {
        retryMs,
        send: (event, data) => {
          if (this.entries.has(entry)) this.write(entry, eventText(event, data));
        },
        close: () => this.remove(entry),
      },
    };
  }

  /** Writes one event to every open stream. */
  broadcast(event: string, data: unknown): void {
    const text = eventText(event, data);
    for (const entry of [...this.entries]) this.write(entry, text);
  }

  /** Ends every stream (the process is shutting down: the clients reconnect to another one). */
  closeAll(): void {
    for (const entry of [...this.entries]) this.remove(entry);
  }

  /** Heartbeats, and the end of streams past their lifetime. */
  tick(): void {
    const now = this.now();
    for (const entry of [...this.entries]) {
      if (entry.endsAt <= now) this.remove(entry);
      else this.write(entry, HEARTBEAT_TEXT);
    }
  }

  private write(entry: Entry, text: string): void {
    let accepted: boolean;
    try {
      accepted = entry.sink.write(text);
    } catch {
      accepted = false;
    }
    // A client that stopped reading would make the process buffer for it forever.
    if (!accepted) this.remove(entry);
  }

  private remove(entry: Entry): void {
    if (!this.entries.delete(entry)) return;
    const left = (this.perAddress.get(entry.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(entry.address, left);
    else this.perAddress.delete(entry.address);
    try {
      entry.sink.end();
    } catch {
      // Already gone with its socket.
    }
    if (this.entries.size === 0) this.stopTimer();
  }

  private startTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.options.heartbeatMs);
    this.timer.unref();
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
