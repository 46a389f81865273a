// The part of the WeChat share set-up that stays in the shell: a user-agent test and a lazy import. The
// JS-SDK, its signature request and the share data live in ./configure-share, loaded only inside WeChat.
import type { ConfigureShareOptions } from './configure-share';

export function isWechatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export interface WechatShareDeps {
  userAgent: string;
  /** Loads the share configurator (a dynamic import in the app, a fake in tests). */
  load: () => Promise<{ configureShare: (options: ConfigureShareOptions) => Promise<void> }>;
  href: string;
  callEndpoint: ConfigureShareOptions['callEndpoint'];
}

/** Outside WeChat nothing is loaded and nothing is requested. Never throws: sharing is a nicety. */
export async function maybeConfigureWechatShare({ userAgent, load, href, callEndpoint }: WechatShareDeps): Promise<boolean> {
  if (!isWechatBrowser(userAgent)) return false;
  try {
    await (await load()).configureShare({ href, callEndpoint });
    return true;
  } catch {
    return false;
  }
}
