import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type ServerOptions } from '@tus/server';
import { Metadata } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError, envelope } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { RateLimiter } from '../../shared/rate-limits';
import { OPS_TUS_PREFIX } from '../ops';
import { guardOpsScope, noStore, requireOperator } from '../ops-operators';
import { MEDIA_MESSAGES } from './media-messages';
import { MEDIA_UPLOAD_WINDOWS } from './media-upload-windows';
import { acceptVideo, checkVideoAnnounced, type VideoLimits } from './video-upload';

/**
 * Resumable video uploads, by the tus protocol (tus.io): the console sends a video in 8 MB pieces and, after
 * a dropped connection or a closed laptop, asks how much arrived and sends the rest. Outside the catalogue
 * (OPS_TUS_PREFIX says why); the operator's session guards it as it guards the rest of /ops/api.
 */
export const VIDEO_UPLOAD_PATH = OPS_TUS_PREFIX;

/** An upload left unfinished this long is deleted with its pieces. */
const UNFINISHED_KEPT_MS = 24 * 3600_000;

type Operator = ReturnType<typeof requireOperator>;
type TusRequest = Parameters<NonNullable<ServerOptions['onUploadFinish']>>[0];

export interface VideoUploadRoutesOptions {
  /** Where unfinished uploads are kept (DATA_DIR/media-incoming): on a volume every API process shares. */
  incomingDir: string;
  storage: FileStorage;
  queue: JobQueue;
  limits: VideoLimits;
  limiter: RateLimiter;
  now: () => number;
  /** PUBLIC_ORIGIN: a browser's upload may come from it as well as from the request's own Host. */
  publicOrigin?: string;
  /** Deletes expired unfinished uploads every hour (off in tests). */
  cleanExpired: boolean;
}

/** A refusal as tus answers it: the status and our JSON envelope, whose message the console shows. */
function tusRefusal(error: unknown): { status_code: number; body: string } {
  if (error instanceof AppError) {
    return { status_code: error.statusCode, body: JSON.stringify({ code: error.code, message: error.message, data: null }) };
  }
  throw error;
}

export function videoUploadRoutes(app: FastifyInstance, options: VideoUploadRoutesOptions): void {
  const { storage, queue, limits } = options;
  const operators = new WeakMap<IncomingMessage, Operator>();
  let made: { datastore: FileStore; tus: Server } | undefined;
  /** Made on the first upload request: a process that never takes an upload never touches the folder. */
  const uploads = () => (made ??= makeTus());
  const makeTus = () => {
    // Made here, synchronously: FileStore would make it in a callback, where a failure would crash the process.
    mkdirSync(options.incomingDir, { recursive: true });
    const datastore = new FileStore({ directory: options.incomingDir, expirationPeriodInMilliseconds: UNFINISHED_KEPT_MS });
    return { datastore, tus: tusServer(datastore) };
  };
  const tusServer = (datastore: FileStore) =>
    new Server({
      path: VIDEO_UPLOAD_PATH,
      datastore,
      maxSize: limits.videoMaxBytes,
      relativeLocation: true,
      namingFunction: () => randomBytes(16).toString('hex'),
      async onUploadFinish(request: TusRequest, upload) {
        const raw = request.runtime?.node?.req;
        // Our server is node:http, so the request tus wraps is the IncomingMessage the route saw (never HTTP/2's).
        const operator = raw ? operators.get(raw as IncomingMessage) : undefined;
        try {
          if (!operator) throw new AppError(401, MEDIA_MESSAGES.malformed);
          const asset = await acceptVideo(app.db, storage, queue, limits, {
            operator,
            fileName: upload.metadata?.filename ?? undefined,
            path: join(options.incomingDir, upload.id),
            size: upload.offset,
          });
          return { status_code: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(envelope(asset)) };
        } catch (error) {
          throw tusRefusal(error);
        } finally {
          // Stored as the original (or refused): the upload's own copy goes either way.
          await datastore.remove(upload.id).catch(() => undefined);
        }
      },
    });

  /** A new upload: the operator's upload allowance, the name and the announced size, and room on the disk. */
  async function checkCreation(request: FastifyRequest, operator: Operator): Promise<void> {
    const { allowed, retryAfterMs } = await options.limiter.consume(`ops-media-upload:${operator.id}`, MEDIA_UPLOAD_WINDOWS, options.now());
    if (!allowed) throw new AppError(429, MEDIA_MESSAGES.tooManyUploads(Math.max(1, Math.ceil(retryAfterMs / 1000))));
    const header = request.headers['upload-length'];
    const size = typeof header === 'string' && /^\d{1,16}$/.test(header) ? Number(header) : undefined;
    let metadata: Record<string, string | null>;
    try {
      metadata = Metadata.parse(typeof request.headers['upload-metadata'] === 'string' ? request.headers['upload-metadata'] : undefined);
    } catch {
      throw new AppError(400, MEDIA_MESSAGES.malformed);
    }
    checkVideoAnnounced(metadata.filename ?? undefined, size, limits);
    const free = await storage.freeBytes();
    if (free !== null && size !== undefined && free - size * 3 < limits.minFreeBytes) throw new AppError(507, MEDIA_MESSAGES.diskFull);
  }

  void app.register(
    async (scope) => {
      // tus sends its pieces as application/offset+octet-stream; creating and ending an upload send no body.
      guardOpsScope(scope, options.now, { bodyTypes: () => ['application/offset+octet-stream'], publicOrigin: options.publicOrigin });
      // tus reads the request body itself, piece by piece.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const handle = async (request: FastifyRequest, reply: FastifyReply) => {
        const operator = requireOperator(request);
        if (request.method === 'POST') await checkCreation(request, operator);
        operators.set(request.raw, operator);
        noStore(reply);
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
        const { tus } = uploads();
        reply.hijack();
        await tus.handle(request.raw, reply.raw);
      };
      scope.route({ method: ['POST', 'OPTIONS'], url: '/', handler: handle });
      scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/:uploadId', handler: handle });
    },
    { prefix: VIDEO_UPLOAD_PATH },
  );

  if (options.cleanExpired) {
    const timer = setInterval(
      () =>
        void uploads()
          .datastore.deleteExpired()
          .catch((error: unknown) => app.log.warn({ err: error }, 'video uploads: cleaning failed')),
      3600_000,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
