import { createHash } from 'node:crypto';

/**
 * Aliyun URL authentication, type A (ApsaraVideo Live's push and play addresses): the address gets
 * `auth_key=<timestamp>-<rand>-<uid>-<md5hash>`, where md5hash is the lowercase hex MD5 of
 * "<uri>-<timestamp>-<rand>-<uid>-<key>" and uri is the path after the domain, without the query
 * (/app/stream for RTMP, /app/stream.m3u8 for HLS). The service refuses it after timestamp plus the
 * domain's own validity period. rand and uid are "0" unless a caller needs every address to differ.
 */
export function urlAuthKeyA(input: { uri: string; timestamp: number; key: string; rand?: string; uid?: string }): string {
  const rand = input.rand ?? '0';
  const uid = input.uid ?? '0';
  const hash = createHash('md5').update(`${input.uri}-${input.timestamp}-${rand}-${uid}-${input.key}`, 'utf8').digest('hex');
  return `${input.timestamp}-${rand}-${uid}-${hash}`;
}
