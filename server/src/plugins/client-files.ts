import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredCoding, type Coding } from './content-coding';

/**
 * The built client's files (everything but index.html, which is written per page) served from memory:
 * read once when the server starts and again when the build changes (reload()), so a request costs no
 * open, stat, read or close. Each file carries a strong ETag (its content hash; a conditional request
 * gets 304), hashed /assets/ files are immutable for a year and the rest must revalidate, and text files
 * go out brotli or gzip compressed from copies made once per process.
 *
 * What is not in memory (a range request for the player's sample video, a file type without a known
 * content type, a file written after the last reload) falls through to @fastify/static on disk.
 */

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Content types of what the build writes; text ones are compressed. */
const TYPES: Record<string, { type: string; text: boolean }> = {
  '.js': { type: 'text/javascript; charset=utf-8', text: true },
  '.mjs': { type: 'text/javascript; charset=utf-8', text: true },
  '.css': { type: 'text/css; charset=utf-8', text: true },
  '.json': { type: 'application/json; charset=utf-8', text: true },
  '.map': { type: 'application/json; charset=utf-8', text: true },
  '.svg': { type: 'image/svg+xml', text: true },
  '.txt': { type: 'text/plain; charset=utf-8', text: true },
  '.wasm': { type: 'application/wasm', text: true },
  '.png': { type: 'image/png', text: false },
  '.jpg': { type: 'image/jpeg', text: false },
  '.jpeg': { type: 'image/jpeg', text: false },
  '.webp': { type: 'image/webp', text: false },
  '.gif': { type: 'image/gif', text: false },
  '.ico': { type: 'image/x-icon', text: false },
  '.woff2': { type: 'font/woff2', text: false },
};

/** Below this size compressing costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
/** Files larger than this stay on disk (the build has none; a stray video would). */
const MAX_MEMORY_BYTES = 4 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
export const brotliAt = (body: Buffer, quality: number) =>
  brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });
export const gzipBest = (body: Buffer | string) => gzipAsync(body, { level: 9 });

interface ClientFile {
  body: Buffer;
  /** The content hash, quoted as an ETag; a compressed copy's tag adds its coding. */
  hash: string;
  type: string;
  compressible: boolean;
  cacheControl: string;
  copies: Partial<Record<Coding, Promise<Buffer>>>;
}

/** Every file under dir, as "/rel/path" → absolute path. */
function listFiles(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // .vite/ holds the build manifest: the server's to read, nobody's to download.
    if (entry.isDirectory() && !entry.name.startsWith('.')) for (const [rel, abs] of listFiles(path, `${prefix}/${entry.name}`)) files.set(rel, abs);
    else if (entry.isFile()) files.set(`${prefix}/${entry.name}`, path);
  }
  return files;
}

function readClientFiles(dir: string): Map<string, ClientFile> {
  const files = new Map<string, ClientFile>();
  for (const [path, file] of listFiles(dir)) {
    const known = TYPES[extname(path).toLowerCase()];
    if (!known || path === '/index.html') continue;
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      continue; // Removed between the listing and the read: the disk handler answers for it.
    }
    if (body.length > MAX_MEMORY_BYTES) continue;
    files.set(path, {
      body,
      hash: createHash('sha256').update(body).digest('base64url').slice(0, 27),
      type: known.type,
      compressible: known.text && body.length >= COMPRESS_MIN_BYTES,
      // Vite puts content-hashed files under assets/; the rest (favicon, player files) keep their names.
      cacheControl: path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      copies: {},
    });
  }
  return files;
}

/** A compressed copy, made once: brotli at a fast quality first, replaced in the background by the densest. */
function compressedCopy(file: ClientFile, coding: Coding): Promise<Buffer> {
  let copy = file.copies[coding];
  if (copy) return copy;
  copy = coding === 'br' ? brotliAt(file.body, 5) : gzipBest(file.body);
  file.copies[coding] = copy;
  if (coding === 'br') {
    // The densest pass (hundreds of ms for the main chunk) runs on the thread pool, off the event loop.
    void copy
      .then(() => brotliAt(file.body, 11))
      .then((dense) => (file.copies.br = Promise.resolve(dense)))
      .catch(() => undefined);
  }
  copy.catch(() => file.copies[coding] === copy && delete file.copies[coding]);
  return copy;
}

/** True when If-None-Match names this file's content (any of its codings; weak tags compare equal too). */
export function matchesEtag(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => {
    const bare = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return bare === hash || bare === `${hash}-br` || bare === `${hash}-gzip`;
  });
}

export interface ClientFiles {
  /** Reads the folder again (the build changed). */
  reload(): void;
}

/** Serves the build's files from memory ahead of the disk handler; see the comment at the top. */
export function registerClientFiles(app: FastifyInstance, clientDir: string): ClientFiles {
  let files = readClientFiles(clientDir);
  const answer = async (request: FastifyRequest, reply: FastifyReply, file: ClientFile) => {
    const coding = file.compressible ? preferredCoding(request.headers['accept-encoding']) : undefined;
    reply.header('cache-control', file.cacheControl).header('content-type', file.type);
    if (file.compressible) reply.header('vary', 'accept-encoding');
    reply.header('etag', `"${coding ? `${file.hash}-${coding}` : file.hash}"`);
    if (matchesEtag(request.headers['if-none-match'], file.hash)) return reply.code(304).send();
    if (!coding) return reply.send(file.body);
    const body = await compressedCopy(file, coding).catch(() => undefined);
    if (!body) return reply.header('etag', `"${file.hash}"`).send(file.body);
    return reply.header('content-encoding', coding).send(body);
  };
  // A callback hook: a request for anything but a file (the API) passes without an async hook's promise and
  // microtask. A file is answered here, so the hook never calls done for it.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.headers.range !== undefined) return done();
    // A query (a cache-buster) does not change the file, as with the disk handler.
    const file = files.get(request.url.split('?')[0]);
    if (!file) return done();
    answer(request, reply, file).catch(done);
  });
  return { reload: () => (files = readClientFiles(clientDir)) };
}
