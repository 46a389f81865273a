import type { EndpointArgs, EndpointResults } from '../../../../contract/generated/endpoints';
import type { EndpointOutcome } from '../../../runtime/data/call-endpoint';
import { SHARE_IMAGE_META } from '../../../../contract/share/share-image-meta';
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

let headWatch: MutationObserver | undefined;

/**
 * Content pages set their title and share thumbnail after loading (the share-image widget's meta tag):
 * the share data follows the page head while the page stays.
 */
function followHead(update: () => void): void {
  headWatch?.disconnect();
  if (typeof MutationObserver === 'undefined') return;
  headWatch = new MutationObserver(update);
  headWatch.observe(document.head, { childList: true, characterData: true, subtree: true, attributes: true });
}

/** The thumbnail the page offers (absolute, set by the share-image widget), or none. */
function pageShareImage(): string | undefined {
  const meta = document.head.querySelector(`meta[property="${SHARE_IMAGE_META}"]`);
  return meta?.getAttribute('content')?.trim() || undefined;
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
    // The head also changes for unrelated reasons (styles of a lazy chunk): WeChat hears only real changes.
    let last = '';
    const update = () => {
      const data = buildShareData({ href, documentTitle: document.title, imgUrl: pageShareImage() });
      const key = JSON.stringify(data);
      if (key === last) return;
      last = key;
      applyShare(wx, data);
    };
    update();
    followHead(update);
  });
}
