/**
 * A short Chinese name for the browser in a user agent (微信 8.0 · 安卓), enough to tell which phones a
 * failure hits. No user-agent library is among the project's dependencies, and the app's audience uses a
 * handful of browsers, so a short ordered list does it: the first app or browser that matches wins (WeChat's
 * WebView also says Chrome/Safari, so it comes first). The operator console shows no English words, so the
 * names are the Chinese ones doctors know.
 */
const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['企业微信', /wxwork\/(\d+(?:\.\d+)?)/i],
  ['微信', /MicroMessenger\/(\d+(?:\.\d+)?)/i],
  ['钉钉', /DingTalk\/(\d+(?:\.\d+)?)/i],
  ['支付宝', /AlipayClient\/(\d+(?:\.\d+)?)/i],
  ['腾讯应用', /\bQQ\/(\d+(?:\.\d+)?)/],
  ['腾讯浏览器', /MQQBrowser\/(\d+(?:\.\d+)?)/i],
  ['优视浏览器', /UCBrowser\/(\d+(?:\.\d+)?)/i],
  ['夸克', /Quark\/(\d+(?:\.\d+)?)/i],
  ['百度', /baiduboxapp\/(\d+(?:\.\d+)?)/i],
  ['华为浏览器', /HuaweiBrowser\/(\d+(?:\.\d+)?)/i],
  ['小米浏览器', /MiuiBrowser\/(\d+(?:\.\d+)?)/i],
  ['微软浏览器', /EdgA?\/(\d+(?:\.\d+)?)/],
  ['火狐浏览器', /(?:Firefox|FxiOS)\/(\d+(?:\.\d+)?)/],
  ['谷歌浏览器', /(?:CriOS|Chrome)\/(\d+)/],
  ['苹果浏览器', /Version\/(\d+(?:\.\d+)?).*Safari\//],
];

const SYSTEMS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['鸿蒙', /HarmonyOS|OpenHarmony/i],
  ['安卓', /Android/i],
  ['苹果手机', /iPhone|iPad|iPod/i],
  ['苹果电脑', /Macintosh/i],
  ['视窗', /Windows/i],
  ['其他系统', /Linux|CrOS/i],
];

/** Longer agents are cut first: the patterns are linear, this only bounds the work per request. */
const MAX_AGENT = 512;

export const UNKNOWN_BROWSER = '未知浏览器';

export function browserName(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, MAX_AGENT);
  if (!agent) return UNKNOWN_BROWSER;
  const browser = BROWSERS.map(([name, pattern]) => ({ name, match: pattern.exec(agent) })).find(({ match }) => match);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0];
  const label = browser ? `${browser.name} ${browser.match?.[1] ?? ''}`.trim() : '其他浏览器';
  return (system ? `${label} · ${system}` : label).slice(0, 40);
}
