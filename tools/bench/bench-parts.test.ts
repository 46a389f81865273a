import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { countingProxy, FrontendCounter } from './pg-counter';
import { privateRedis } from '../../server/src/testing/private-redis';
import { Redis } from 'ioredis';
import { cpuMicrosPerRequest, processCpuMs } from './process-cpu';
import { countRedisCalls, isClientCall } from './redis-calls';
import { renderTable, verdict, type Row } from './report';
import { median, percentile, sig3, spread } from './stats';

/** A frontend message: type byte, then a length that counts itself and the body. */
function message(type: string, body = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

function startup(code: number, body = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(code, 4);
  return Buffer.concat([head, body]);
}

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;

describe('bench figures', () => {
  it('medians, ranges and percentiles', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(spread([2, 9, 4])).toEqual({ median: 4, min: 2, max: 9 });
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 50)).toBe(50);
  });

  it('prints three significant figures, never exponents', () => {
    expect(sig3(12345)).toBe('12300');
    expect(sig3(0.045678)).toBe('0.0457');
    expect(sig3(1)).toBe('1.00');
    expect(sig3(0.6)).toBe('0.600');
    expect(sig3(99.96)).toBe('100');
    expect(sig3(Number.NaN)).toBe('–');
  });
});

describe('statement counting', () => {
  it('counts Q and E after the startup message, across split chunks and an SSL request', () => {
    const counter = new FrontendCounter();
    // 'Q' bytes inside the startup message's parameters are not messages.
    const stream = Buffer.concat([
      startup(SSL_REQUEST),
      startup(PROTOCOL_3, Buffer.from('user\0Q\0database\0E\0\0')),
      message('p', Buffer.from('secret\0')),
      message('Q', Buffer.from('SELECT 1\0')),
      message('P', Buffer.from('\0SELECT $1\0\0\0')),
      message('B', Buffer.alloc(10)),
      message('D', Buffer.from('P\0')),
      message('E', Buffer.from('\0\0\0\0\0')),
      message('S'),
    ]);
    for (let i = 0; i < stream.length; i += 3) counter.push(stream.subarray(i, i + 3));
    expect({ queries: counter.queries, executes: counter.executes, statements: counter.statements }).toEqual({ queries: 1, executes: 1, statements: 2 });
  });

  it.each(['a TCP address', 'a Unix socket'])('the proxy to %s passes bytes both ways and counts what the client sent', async (kind) => {
    const upstream = createServer((socket) => socket.on('data', (chunk) => socket.write(chunk)));
    const socketDir = kind === 'a Unix socket' ? mkdtempSync(join(tmpdir(), 'byh-pg-counter-')) : undefined;
    const socketPath = socketDir && join(socketDir, '.s.PGSQL.5432');
    await new Promise<void>((resolve) => (socketPath ? upstream.listen(socketPath, resolve) : upstream.listen(0, '127.0.0.1', resolve)));
    const proxy = await countingProxy(socketPath ? { path: socketPath } : { host: '127.0.0.1', port: (upstream.address() as { port: number }).port });
    try {
      const sent = Buffer.concat([
        startup(PROTOCOL_3),
        message('Q', Buffer.from('SELECT 1\0')),
        message('E', Buffer.alloc(5)),
        message('Q', Buffer.from('SELECT 2\0')),
      ]);
      const echoed = await new Promise<Buffer>((resolve, reject) => {
        const socket = connect(proxy.port, '127.0.0.1', () => socket.write(sent));
        let got = Buffer.alloc(0);
        socket.on('data', (chunk) => {
          got = Buffer.concat([got, chunk]);
          if (got.length >= sent.length) {
            socket.destroy();
            resolve(got);
          }
        });
        socket.on('error', reject);
      });
      expect(echoed.equals(sent)).toBe(true);
      expect(proxy.statements()).toBe(3);
    } finally {
      await proxy.close();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
      if (socketDir) rmSync(socketDir, { recursive: true, force: true });
    }
  });
});

describe('Redis calls', () => {
  it('counts what a client sends, not what a script runs inside, nor its own marker', () => {
    expect(isClientCall(['evalsha', 'abc', '0'], '127.0.0.1:50123')).toBe(true);
    expect(isClientCall(['zadd', 'k', '1', 'm'], 'lua')).toBe(false);
    expect(isClientCall(['echo', 'bench-redis-calls-mark-01ab'], '127.0.0.1:50124')).toBe(false);
    expect(isClientCall(['echo', 'hello'], '127.0.0.1:50123')).toBe(true);
  });

  it('counts one call for a script that runs several commands, on a real redis-server', async () => {
    const redis = await privateRedis();
    const counter = await countRedisCalls(redis.url);
    const app = new Redis(redis.url);
    try {
      await app.ping();
      await counter.settle();
      await app.eval("redis.call('set', KEYS[1], '1'); redis.call('incr', KEYS[1]); return redis.call('get', KEYS[1])", 1, 'k');
      await app.get('k');
      expect(await counter.settle()).toBe(2);
      expect(await counter.settle()).toBe(0);
    } finally {
      app.disconnect();
      counter.close();
      await redis.dispose();
    }
  });
});

describe('the table', () => {
  const rows: Row[] = [
    {
      name: 'GET home',
      goal: { ratio: 0.6 },
      perSecond: { median: 4567, min: 4000, max: 5000 },
      ratio: { median: 0.612, min: 0.58, max: 0.65 },
      p95Ms: 12.34,
      statements: 0,
      redisCalls: 1,
    },
    { name: 'GET search', goal: { ratio: 0.08, p95Ms: 30 }, ratio: { median: 0.1, min: 0.09, max: 0.11 }, p95Ms: 31 },
    { name: 'Lighthouse /', goal: { score: 95 }, note: 'no client build' },
  ];

  it('prints every row with its figures, goal and verdict', () => {
    const lines = renderTable(rows);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('GET home');
    expect(lines[1]).toContain('4570');
    expect(lines[1]).toContain('0.612× (0.580–0.650)');
    expect(lines[1]).toContain('12.3 ms');
    expect(lines[1]).toContain('≥0.6×');
    expect(lines[1]).toMatch(/met$/);
    expect(lines[2]).toContain('NOT met');
    expect(lines[3]).toContain('not measured');
    expect(lines[3]).toContain('no client build');
  });

  it('judges each goal: ratio, p95, score, LCP and TBT', () => {
    expect(verdict(rows[0])).toBe('met');
    expect(verdict(rows[1])).toBe('NOT met');
    expect(verdict({ name: 'lh', goal: { score: 95, lcpMs: 1800 }, score: 97, lcpMs: 1900 })).toBe('NOT met');
    expect(verdict({ name: 'lh', goal: { score: 95, lcpMs: 1800 }, score: 97, lcpMs: 1500 })).toBe('met');
    expect(verdict({ name: 'lh', goal: { score: 97, tbtMs: 150 }, score: 98, tbtMs: 180 })).toBe('NOT met');
    expect(verdict({ name: 'lh', goal: { score: 97, tbtMs: 150 }, score: 98 })).toBe('not measured');
    const [, line] = renderTable([{ name: 'lh', goal: { score: 97, tbtMs: 150 }, score: 98, lcpMs: 900, tbtMs: 120 }]);
    expect(line).toMatch(/score 98\s+LCP 0\.900 s\s+TBT 120 ms.*≥97, TBT ≤ 150 ms\s+met/);
    // A row measured for comparison only (the ceiling of a cached answer) has no verdict.
    expect(verdict({ name: 'ceiling', goal: {}, ratio: { median: 0.7, min: 0.6, max: 0.8 } })).toBe('–');
  });

  it('prints the ratio to the ceiling beside the ratio to hello-world', () => {
    const [header, first] = renderTable([{ ...rows[0], toCeiling: { median: 0.25, min: 0.2, max: 0.3 } }]);
    expect(header).toContain('to ceiling');
    expect(first).toContain('0.612× (0.580–0.650)  0.250× (0.200–0.300)');
  });

  it("prints the serving process's CPU per request beside its ceiling's", () => {
    const [header, first, second] = renderTable([
      { ...rows[0], cpuMicros: { median: 85.24, min: 80, max: 90 }, ceilingCpuMicros: { median: 36.12, min: 35, max: 37 } },
      { ...rows[1], cpuMicros: { median: 120, min: 110, max: 130 } },
    ]);
    expect(header).toContain('CPU/req (ceiling)');
    expect(first).toContain('85.2 µs (36.1)');
    expect(second).toContain('120 µs ');
    expect(renderTable([rows[1]])[1]).toMatch(/\)\s+–\s+–\s+31\.0 ms/);
  });

  it('adds the compared ref as a column', () => {
    const [header, first] = renderTable([{ ...rows[0], before: { median: 0.3, min: 0.29, max: 0.31 } }], { compare: 'main' });
    expect(header).toContain('ratio at main');
    expect(first).toContain('0.300× (0.290–0.310)');
  });
});

describe("a process's CPU time", () => {
  it('reads what a process has used, and the CPU each request cost over a run', async () => {
    const start = (await processCpuMs(process.pid))!;
    expect(start).toBeGreaterThanOrEqual(0);
    // Busy until the kernel has counted 50 ms more (it counts in clock ticks, 10 ms each on most systems).
    const began = performance.now();
    let spin = 0;
    while ((await processCpuMs(process.pid))! - start < 50 && performance.now() - began < 20_000) {
      for (let i = 0; i < 100_000; i++) spin += Math.sqrt(i);
    }
    const wallMs = performance.now() - began;
    expect(spin).toBeGreaterThan(0);
    const perRequest = (await cpuMicrosPerRequest(process.pid, start, 10))!;
    // 50 ms over 10 requests; never more than the wall time on every core.
    expect(perRequest).toBeGreaterThanOrEqual(5_000);
    expect(perRequest).toBeLessThanOrEqual((wallMs * cpus().length * 1000) / 10 + 1_000);
  });

  it('tells nothing of a process that is not there, or of a run without answers', async () => {
    expect(await processCpuMs(undefined)).toBeUndefined();
    expect(await processCpuMs(2 ** 22 + 12_345)).toBeUndefined();
    expect(await cpuMicrosPerRequest(process.pid, await processCpuMs(process.pid), 0)).toBeUndefined();
  });
});
