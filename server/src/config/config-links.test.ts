import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('MY_LINK_HZSF / MY_LINK_ZXZX', () => {
  it('are absent unless configured, and accept http(s) URLs or in-app paths', () => {
    expect(loadConfig({}).myLinks).toEqual({});
    expect(loadConfig({ MY_LINK_ZXZX: 'https://zxzx.example.com/' }).myLinks).toEqual({ zxzx: 'https://zxzx.example.com/' });
    expect(loadConfig({ MY_LINK_HZSF: 'https://hzsf.example.com/a', MY_LINK_ZXZX: '/my-service' }).myLinks).toEqual({
      hzsf: 'https://hzsf.example.com/a',
      zxzx: '/my-service',
    });
  });

  it('refuses anything else, such as javascript: or protocol-relative links', () => {
    expect(() => loadConfig({ MY_LINK_HZSF: 'javascript:alert(1)' })).toThrow(/MY_LINK_HZSF/);
    expect(() => loadConfig({ MY_LINK_ZXZX: '//evil.example' })).toThrow(/MY_LINK_ZXZX/);
  });
});
