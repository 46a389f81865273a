import type { EndpointArgs, EndpointResults } from '../../../../contract/generated/endpoints';
import type { EndpointOutcome } from '../../../runtime/data/call-endpoint';
import { buildShareData, type ShareData } from './share-data';

/** WeChat's JS-SDK (allowed by the CSP's script-src). */
export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'];

/** The parts of the global `wx` object used here. */
interface Wx {
  config(options: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: (reason: unknown) => void): void;
  updateAppMessageShareData?(data: ShareData): void;
  updateTimelineShareData?(data: Omit<ShareData, 'desc'>): void;
}

let sdk: Promise<Wx> | undefined;

function loadSdk(): Promise<Wx> {
  const existing = (window as unknown as { wx?: Wx }).wx;
  if (existing) return Promise.resolve(existing);
  sdk ??= new Promise<Wx>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WECHAT_SDK_URL;
    script.async = true;
    script.onload = () => {
      const wx = (window as unknown as { wx?: Wx }).wx;
      if (wx) resolve(wx);
      else reject(new Error('WeChat JS-SDK did not define wx'));
    };
    script.onerror = () => {
      sdk = undefined; // Try again on the next page.
      reject(new Error('WeChat JS-SDK failed to load'));
    };
    document.head.appendChild(script);
  });
  return sdk;
}

function applyShare(wx: Wx, data: ShareData): void {
  wx.updateAppMessageShareData?.(data);
  wx.updateTimelineShareData?.({ title: data.title, link: data.link, imgUrl: data.imgUrl });
}

let titleWatch: MutationObserver | undefined;

/** Content pages set their title after loading: the share title follows it while the page stays. */
function followTitle(update: () => void): void {
  titleWatch?.disconnect();
  const title = document.querySelector('title');
  if (!title || typeof MutationObserver === 'undefined') return;
  titleWatch = new MutationObserver(update);
  titleWatch.observe(title, { childList: true, characterData: true, subtree: true });
}

export interface ConfigureShareOptions {
  href: string;
  /** The app's endpoint caller, of which only the signing endpoint is used. */
  callEndpoint: (name: 'getWechatJsSdk', args: EndpointArgs['getWechatJsSdk']) => Promise<EndpointOutcome<EndpointResults['getWechatJsSdk']>>;
}

/**
 * Signs the page through GET /wechat/jsSdk (uri without the hash, as WeChat signs it), loads the SDK and
 * sets the share data (docs/product-rules.md#sharing). Without WeChat credentials the server answers code -1 and
 * nothing more happens.
 */
export async function configureShare({ href, callEndpoint }: ConfigureShareOptions): Promise<void> {
  const signed = await callEndpoint('getWechatJsSdk', { uri: href.split('#')[0] });
  if (!signed.ok) return;
  const config = signed.data;
  const wx = await loadSdk();
  wx.config({
    debug: false,
    appId: config.app_id,
    timestamp: config.timestamp,
    nonceStr: config.nonce_str,
    signature: config.signature,
    jsApiList: JS_API_LIST,
  });
  wx.error(() => undefined); // A refused signature leaves WeChat's own defaults; nothing to show the doctor.
  wx.ready(() => {
    const update = () => applyShare(wx, buildShareData({ href, documentTitle: document.title }));
    update();
    followTitle(update);
  });
}
