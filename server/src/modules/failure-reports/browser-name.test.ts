import { describe, expect, it } from 'vitest';
import { browserName, UNKNOWN_BROWSER } from './browser-name';

describe('browserName', () => {
  it('names the app or browser first, then the system, in Chinese', () => {
    expect(
      browserName(
        'Mozilla/5.0 (Linux; Android 13; V2148A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64',
      ),
    ).toBe('微信 8.0 · 安卓');
    expect(
      browserName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI',
      ),
    ).toBe('微信 8.0 · 苹果手机');
    expect(
      browserName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1'),
    ).toBe('苹果浏览器 17.1 · 苹果手机');
    expect(browserName('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36')).toBe(
      '谷歌浏览器 120 · 安卓',
    );
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 wxwork/4.1.16 MicroMessenger/7.0.1',
      ),
    ).toBe('企业微信 4.1 · 视窗');
    expect(
      browserName(
        'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 HuaweiBrowser/14.0.1.300 Mobile Safari/537.36',
      ),
    ).toBe('华为浏览器 14.0 · 鸿蒙');
  });

  it('answers something short for anything else', () => {
    expect(browserName(undefined)).toBe(UNKNOWN_BROWSER);
    expect(browserName('')).toBe(UNKNOWN_BROWSER);
    expect(browserName('curl/8.0')).toBe('其他浏览器');
    expect(browserName(`Mozilla/5.0 (Linux; Android 13) ${'x'.repeat(100_000)} Chrome/1`).length).toBeLessThanOrEqual(40);
  });
});
