import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, readTrustProxy } from './trust-proxy';

const read = (value: string | undefined) => {
  const problems: string[] = [];
  return { setting: readTrustProxy(() => value, problems), problems };
};

describe('TRUST_PROXY', () => {
  it('is off by default and takes true, a hop count or addresses', async () => {
    expect(read(undefined).setting).toBe(false);
    expect(read('false').setting).toBe(false);
    expect(read('true').setting).toBe(true);
    expect(read('2').setting).toEqual({ hops: 2 });
    expect(read('127.0.0.1, 10.0.0.0/8, ::1, loopback').setting).toEqual({ addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'] });
    const ip = async (value: string | undefined) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(read(value).setting) });
      app.get('/ip', async (request) => request.ip);
      const response = await app.inject({ url: '/ip', headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.2' }, remoteAddress: '127.0.0.1' });
      await app.close();
      return response.body;
    };
    expect(await ip(undefined)).toBe('127.0.0.1');
    expect(await ip('1')).toBe('198.51.100.2');
    expect(await ip('2')).toBe('203.0.113.7');
    expect(await ip('127.0.0.1')).toBe('198.51.100.2');
  });

  it('refuses values that are neither a switch, a hop count nor proxy addresses', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.1,proxy.internal', '300.1.1.1', ',']) {
      expect(read(value).problems, value).toEqual([expect.stringMatching(/^TRUST_PROXY must be true, false, a hop count or proxy addresses/)]);
    }
    expect(read('10.0.0.1,proxy.internal').problems[0]).toContain('(got "proxy.internal")');
  });
});
