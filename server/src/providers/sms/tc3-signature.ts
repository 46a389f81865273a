import { createHash, createHmac } from 'node:crypto';

/**
 * Tencent Cloud API 3.0 signature (TC3-HMAC-SHA256) for a POST of a JSON body, signing the
 * content-type and host headers. Each step is exported so tests can compare every intermediate
 * with the documented example.
 */
export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';
const ALGORITHM = 'TC3-HMAC-SHA256';
const SIGNED_HEADERS = 'content-type;host';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function hmac(key: string | Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

export function tc3CanonicalRequest(host: string, payload: string): string {
  return ['POST', '/', '', `content-type:${TC3_CONTENT_TYPE}`, `host:${host}`, '', SIGNED_HEADERS, sha256Hex(payload)].join('\n');
}

/** UTC date of a Unix timestamp (seconds), as the credential scope wants it: 2019-02-25. */
export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

export function tc3StringToSign(timestamp: number, service: string, canonicalRequest: string): string {
  return [ALGORITHM, String(timestamp), `${tc3Date(timestamp)}/${service}/tc3_request`, sha256Hex(canonicalRequest)].join('\n');
}

export function tc3Signature(secretKey: string, timestamp: number, service: string, stringToSign: string): string {
  const secretDate = hmac(`TC3${secretKey}`, tc3Date(timestamp));
  const secretService = hmac(secretDate, service);
  const secretSigning = hmac(secretService, 'tc3_request');
  return createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
}

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  timestamp: number;
  payload: string;
}

/** The Authorization header value of a signed request. */
export function tc3Authorization(request: Tc3Request): string {
  const canonical = tc3CanonicalRequest(request.host, request.payload);
  const stringToSign = tc3StringToSign(request.timestamp, request.service, canonical);
  const signature = tc3Signature(request.secretKey, request.timestamp, request.service, stringToSign);
  const scope = `${tc3Date(request.timestamp)}/${request.service}/tc3_request`;
  return `${ALGORITHM} Credential=${request.secretId}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`;
}
