import { createHmac } from 'node:crypto';

/**
 * Aliyun RPC-style request signature (signature version 1.0, HMAC-SHA1): parameters sorted by name,
 * percent-encoded per RFC 3986 (space → %20, * → %2A, ~ kept), joined, and the whole query encoded once
 * more into "GET&%2F&<query>"; the key is the AccessKey secret followed by "&".
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/!/g, '%21').replace(/'/g, '%27').replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/\*/g, '%2A');
}

/** "k=v&k2=v2" with names in byte order, both sides percent-encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name])}`)
    .join('&');
}

export function rpcStringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

export function rpcSignature(stringToSign: string, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** The full query string of a signed GET call (params must already include the common parameters). */
export function signedRpcQuery(params: Record<string, string>, accessKeySecret: string): string {
  const signature = rpcSignature(rpcStringToSign('GET', params), accessKeySecret);
  return `${canonicalQuery(params)}&Signature=${percentEncode(signature)}`;
}
