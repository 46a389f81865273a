// Counts the SQL statements a server sends, without touching server code: a TCP proxy in front of
// PostgreSQL that parses the frontend side of the wire protocol. After the startup message (no type byte;
// an SSLRequest or GSSENCRequest may come first, answered 'N' by a server without TLS) every message is a
// type byte and a 4-byte length that counts itself. A simple query is one 'Q'; an extended-protocol
// statement (node-postgres with parameters) is Parse/Bind/Describe/Execute/Sync with one 'E'.
import { connect, createServer, type Server } from 'node:net';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

export class FrontendCounter {
  queries = 0;
  executes = 0;
  private pending: Buffer = Buffer.alloc(0);
  private startedUp = false;

  get statements(): number {
    return this.queries + this.executes;
  }

  push(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    for (;;) {
      if (!this.startedUp) {
        if (this.pending.length < 8) return;
        const length = this.pending.readInt32BE(0);
        if (this.pending.length < length) return;
        const code = this.pending.readInt32BE(4);
        // A TLS or GSS request is followed by the real startup message.
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) this.startedUp = true;
        this.pending = this.pending.subarray(length);
        continue;
      }
      if (this.pending.length < 5) return;
      const length = this.pending.readInt32BE(1);
      if (this.pending.length < 1 + length) return;
      const type = String.fromCharCode(this.pending[0]);
      if (type === 'Q') this.queries++;
      else if (type === 'E') this.executes++;
      this.pending = this.pending.subarray(1 + length);
    }
  }
}

export interface CountingProxy {
  port: number;
  /** Statements ('Q' + 'E') over every connection so far. */
  statements(): number;
  close(): Promise<void>;
}

/** A proxy on a free port in front of `target` (host:port of PostgreSQL). */
/** Where the proxy sends its connections: a TCP address, or a Unix socket (PostgreSQL's own, e.g. on the same host). */
export type ProxyTarget = { host: string; port: number } | { path: string };

export async function countingProxy(target: ProxyTarget): Promise<CountingProxy> {
  const counters: FrontendCounter[] = [];
  const server: Server = createServer((client) => {
    const counter = new FrontendCounter();
    counters.push(counter);
    const upstream = 'path' in target ? connect(target.path) : connect(target.port, target.host);
    client.on('data', (chunk: Buffer) => {
      counter.push(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    statements: () => counters.reduce((sum, counter) => sum + counter.statements, 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
