import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { hasContentPass, issueContentPass, registerContentPass, verifyContentPass } from './content-pass';

const SECRET = 'test-secret';

describe('content pass tokens', () => {
  it('verifies its own tokens for the same item only', () => {
    const { pass } = issueContentPass({ type: 2, id: 57 }, SECRET);
    expect(verifyContentPass(pass, { type: 2, id: 57 }, SECRET)).toBe(true);
    expect(verifyContentPass(pass, { type: 2, id: 58 }, SECRET)).toBe(false);
    expect(verifyContentPass(pass, { type: 5, id: 57 }, SECRET)).toBe(false);
    expect(verifyContentPass(pass, { type: 2, id: 57 }, 'another-secret')).toBe(false);
  });

  it('treats course and video passes of one courses row alike', () => {
    const { pass } = issueContentPass({ type: 3, id: 81 }, SECRET);
    expect(verifyContentPass(pass, { type: 1, id: 81 }, SECRET)).toBe(true);
    expect(verifyContentPass(pass, { type: 3, id: 81 }, SECRET)).toBe(true);
  });

  it('refuses expired, tampered and malformed tokens', () => {
    const { pass } = issueContentPass({ type: 1, id: 39 }, SECRET, Date.UTC(2020, 0, 1));
    expect(verifyContentPass(pass, { type: 1, id: 39 }, SECRET)).toBe(false);
    const fresh = issueContentPass({ type: 1, id: 39 }, SECRET).pass;
    const [type, id, expiry, signature] = fresh.split(':');
    expect(verifyContentPass(`${type}:${id}:${Number(expiry) + 999999}:${signature}`, { type: 1, id: 39 }, SECRET)).toBe(false);
    for (const bad of ['', 'x', '1:39', '1:39:abc:sig', `${fresh}:extra`]) expect(verifyContentPass(bad, { type: 1, id: 39 }, SECRET)).toBe(false);
  });

  it('reads comma-separated tokens from x-content-pass', async () => {
    const app = Fastify();
    registerContentPass(app, SECRET);
    app.get('/t', async (request) => ({ ok: hasContentPass(request, { type: 4, id: 313 }) }));
    const other = issueContentPass({ type: 2, id: 3 }, SECRET).pass;
    const mine = issueContentPass({ type: 4, id: 313 }, SECRET).pass;
    const ask = async (header?: string) => (await app.inject({ url: '/t', headers: header ? { 'x-content-pass': header } : {} })).json().ok;
    expect(await ask()).toBe(false);
    expect(await ask(other)).toBe(false);
    expect(await ask(`${other}, ${mine}`)).toBe(true);
    await app.close();
  });
});
