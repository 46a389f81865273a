// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureShare, WECHAT_SDK_URL } from './configure-share';
import { isWechatBrowser, maybeConfigureWechatShare } from './wechat-share';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47 NetType/WIFI';
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

/** A ready WeChat SDK recording the share data it is given. */
function stubWx() {
  const wx = {
    config: vi.fn(),
    error: vi.fn(),
    ready: vi.fn((cb: () => void) => cb()),
    updateAppMessageShareData: vi.fn(),
    updateTimelineShareData: vi.fn(),
  };
  vi.stubGlobal('wx', wx);
  return wx;
}

/** /wechat/jsSdk answering a signature. */
function signedEndpoint() {
  return vi.fn(async () => ({ ok: true as const, data: { app_id: 'wx1', timestamp: 1700000000, nonce_str: 'n', signature: 'abc' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('WeChat share set-up', () => {
  it('recognises WeChat by MicroMessenger in the user agent', () => {
    expect(isWechatBrowser(WECHAT_UA)).toBe(true);
    expect(isWechatBrowser(SAFARI_UA)).toBe(false);
  });

  it('outside WeChat loads nothing and requests nothing', async () => {
    const load = vi.fn();
    const callEndpoint = vi.fn();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await maybeConfigureWechatShare({ userAgent: SAFARI_UA, load, href: 'https://m.test/', callEndpoint })).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(callEndpoint).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.querySelector(`script[src="${WECHAT_SDK_URL}"]`)).toBeNull();
  });

  it('inside WeChat asks /wechat/jsSdk for the page without its hash', async () => {
    const callEndpoint = vi.fn(async () => ({ ok: false as const, code: -1, message: '微信未配置' }));
    const ok = await maybeConfigureWechatShare({
      userAgent: WECHAT_UA,
      load: async () => ({ configureShare }),
      href: 'https://m.test/my?x=1#top',
      callEndpoint,
    });
    expect(ok).toBe(true);
    expect(callEndpoint).toHaveBeenCalledWith('getWechatJsSdk', { uri: 'https://m.test/my?x=1' });
    // Not configured on the server (code -1): the SDK is not even loaded.
    expect(document.querySelector(`script[src="${WECHAT_SDK_URL}"]`)).toBeNull();
  });

  it('with a signature, configures wx and sets the share data when ready', async () => {
    const wx = stubWx();
    document.title = '资讯详情 - 博医荟';
    const callEndpoint = signedEndpoint();
    await configureShare({ href: 'https://m.test/article-detail/9', callEndpoint });
    expect(wx.config).toHaveBeenCalledWith(expect.objectContaining({ appId: 'wx1', timestamp: 1700000000, nonceStr: 'n', signature: 'abc', debug: false }));
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith({
      title: '资讯详情 - 博医荟',
      desc: '一站式垂直医生社区，学术会议·指南文献·医学资讯·实用工具',
      link: 'https://m.test/article-detail/9?source_type=1',
      imgUrl: '',
    });
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith({ title: '资讯详情 - 博医荟', link: 'https://m.test/article-detail/9?source_type=1', imgUrl: '' });
  });

  it('gives the card the cover the page puts in its head, and follows a cover that arrives later', async () => {
    const wx = stubWx();
    document.title = '课程详情 - 博医荟';
    const callEndpoint = signedEndpoint();
    await configureShare({ href: 'https://m.test/course-detail/3', callEndpoint });
    expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith(expect.objectContaining({ imgUrl: '' }));

    const meta = document.createElement('meta');
    meta.setAttribute('property', 'og:image');
    meta.setAttribute('content', 'https://img.test/cover-3.jpg');
    document.head.appendChild(meta);
    await vi.waitFor(() => expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith(expect.objectContaining({ imgUrl: 'https://img.test/cover-3.jpg' })));
    expect(wx.updateTimelineShareData).toHaveBeenLastCalledWith(expect.objectContaining({ imgUrl: 'https://img.test/cover-3.jpg' }));
    meta.remove();
  });

  it('never throws when the configurator fails', async () => {
    const load = vi.fn(async () => ({ configureShare: async () => Promise.reject(new Error('boom')) }));
    expect(await maybeConfigureWechatShare({ userAgent: WECHAT_UA, load, href: 'https://m.test/', callEndpoint: vi.fn() })).toBe(false);
  });
});
