import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { fastifyTrustProxy, rawClientAddress, readTrustProxy } from './trust-proxy';

const read = (value: string | undefined) => {
  const problems: string[] = [];
  return { setting: readTrustProxy(() => value, problems), problems };
};

/** request.ip as Fastify sees it behind a proxy at 127.0.0.1 that forwarded `forwardedFor`. */
async function ipBehindProxy(value: string | undefined, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(read(value).setting) });
  app.get('/ip', async (request) => request.ip);
  const response = await app.inject({ url: '/ip', headers: { 'x-forwarded-for': forwardedFor }, remoteAddress: '127.0.0.1' });
  await app.close();
  return response.body;
}

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or proxy addresses', async () => {
    expect(read(undefined).setting).toBe(false);
    expect(read('false').setting).toBe(false);
    expect(read('2').setting).toEqual({ hops: 2 });
    expect(read('127.0.0.1, 10.0.0.0/8, ::1, loopback').setting).toEqual({ addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'] });
    const forwarded = '203.0.113.7, 198.51.100.2';
    expect(await ipBehindProxy(undefined, forwarded)).toBe('127.0.0.1');
    expect(await ipBehindProxy('1', forwarded)).toBe('198.51.100.2');
    expect(await ipBehindProxy('2', forwarded)).toBe('203.0.113.7');
    expect(await ipBehindProxy('127.0.0.1', forwarded)).toBe('198.51.100.2');
  });

  it('refuses true (every hop believed: a client could name its own address) and says what to set instead', () => {
    for (const value of ['true', 'TRUE', '0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0']) {
      const { setting, problems } = read(value);
      expect(setting, value).toBe(false);
      expect(problems, value).toEqual([expect.stringMatching(/^TRUST_PROXY must not trust every hop/)]);
      expect(problems[0]).toMatch(/hop count .*or the proxies' addresses\/CIDRs/);
    }
  });

  it('with a hop count or proxy addresses, a left-most X-Forwarded-For the client wrote itself does not change request.ip', async () => {
    // The client sends "X-Forwarded-For: 10.9.9.9"; the one proxy appends the address it saw.
    for (const setting of ['1', '127.0.0.1']) {
      expect(await ipBehindProxy(setting, '198.51.100.2')).toBe('198.51.100.2');
      expect(await ipBehindProxy(setting, '10.9.9.9, 198.51.100.2')).toBe('198.51.100.2');
      expect(await ipBehindProxy(setting, '1.1.1.1, 10.9.9.9, 198.51.100.2')).toBe('198.51.100.2');
    }
  });

  it('refuses values that are neither a switch, a hop count nor proxy addresses', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1,proxy.internal', '300.1.1.1', ',']) {
      expect(read(value).problems, value).toEqual([expect.stringMatching(/^TRUST_PROXY must be false, a hop count or proxy addresses/)]);
    }
    expect(read('10.0.0.1,proxy.internal').problems[0]).toContain('(got "proxy.internal")');
  });

  it('reads a raw request (socket.io handshakes) as Fastify reads request.ip, for every kind of setting', async () => {
    const cases: Array<[string | undefined, string]> = [
      [undefined, '203.0.113.7, 198.51.100.2'],
      ['1', '203.0.113.7, 198.51.100.2'],
      ['2', '203.0.113.7, 198.51.100.2'],
      ['5', '203.0.113.7, 198.51.100.2'],
      ['127.0.0.1', '203.0.113.7, 198.51.100.2'],
      ['127.0.0.0/8,198.51.100.0/24', '203.0.113.7, 198.51.100.2'],
      ['127.0.0.0/255.0.0.0', '203.0.113.7, 198.51.100.2'],
      ['loopback', '2001:db8::5, 10.1.2.3'],
      ['loopback,uniquelocal', '2001:db8::5, 10.1.2.3'],
      ['10.0.0.1', '203.0.113.7'],
    ];
    for (const [value, forwardedFor] of cases) {
      const raw = { socket: { remoteAddress: '127.0.0.1' }, headers: { 'x-forwarded-for': forwardedFor } } as unknown as IncomingMessage; // Reason: only these two fields are read.
      expect(rawClientAddress(raw, read(value).setting), `${value} / ${forwardedFor}`).toBe(await ipBehindProxy(value, forwardedFor));
    }
  });
});
