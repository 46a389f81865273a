import { createHash } from 'node:crypto';

export interface JsSdkSignInput {
  jsapiTicket: string;
  nonceStr: string;
  timestamp: number | string;
  /** The page URL without its #fragment. */
  url: string;
}

/** WeChat JS-SDK appendix 1: the four fields in this (ASCII) order, unescaped, joined with &. */
export function jsSdkString1({ jsapiTicket, nonceStr, timestamp, url }: JsSdkSignInput): string {
  return `jsapi_ticket=${jsapiTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
}

/** sha1 of string1, lower-case hex. */
export function jsSdkSignature(input: JsSdkSignInput): string {
  return createHash('sha1').update(jsSdkString1(input), 'utf8').digest('hex');
}

/** WeChat signs the URL as the page sees it, minus the fragment. */
export function urlForSigning(uri: string): string {
  const hash = uri.indexOf('#');
  return hash === -1 ? uri : uri.slice(0, hash);
}
