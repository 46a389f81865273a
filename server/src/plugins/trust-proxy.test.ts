import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off by default and takes true, a hop count or addresses', async () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    const ip = async (setting: string | undefined) => {
      const app = Fastify({ trustProxy: parseTrustProxy(setting) });
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
});
