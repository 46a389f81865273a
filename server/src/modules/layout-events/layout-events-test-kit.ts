import type { FastifyInstance } from 'fastify';
import { LAYOUT_EVENTS_PATH } from '../../../../contract/layout/layout-events';

/** One event of a text/event-stream, its data parsed as JSON. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** Everything received so far, as sent. */
  text(): string;
  /** The next event named `event` not taken yet (waits up to `timeoutMs`). */
  next<T = unknown>(event: string, timeoutMs?: number): Promise<T>;
  /** Events named `event` received and not taken, without waiting. */
  pending(event: string): unknown[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The listening address of an app (after app.listen on port 0). */
export function baseUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Opens the layout event stream over real HTTP (inject cannot stream) and parses events as they arrive,
 * the way EventSource does: blocks end with a blank line, `event:` names them, `data:` carries the JSON.
 */
export async function openEventStream(app: FastifyInstance, query = '', headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrlOf(app)}${LAYOUT_EVENTS_PATH}${query}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  let raw = '';
  let buffer = '';
  const received: Array<StreamEvent & { taken: boolean }> = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        raw += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
          const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
          if (event !== undefined && data !== undefined) received.push({ event, data: JSON.parse(data), taken: false });
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Aborted by close().
    }
    for (const wake of [...waiters]) wake();
  })();
  const take = (event: string) => {
    const found = received.find((entry) => !entry.taken && entry.event === event);
    if (found) found.taken = true;
    return found;
  };
  let done = false;
  void ended.then(() => (done = true));
  return {
    status: response.status,
    headers: response.headers,
    text: () => raw,
    ended,
    pending: (event) => received.filter((entry) => !entry.taken && entry.event === event).map((entry) => entry.data),
    close: () => controller.abort(),
    next<T>(event: string, timeoutMs = 5000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = take(event);
          if (found) {
            finish();
            resolve(found.data as T);
          } else if (done) {
            finish();
            reject(new Error(`the stream ended before a "${event}" event; received: ${raw}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no "${event}" event within ${timeoutMs} ms; received: ${raw}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
}
