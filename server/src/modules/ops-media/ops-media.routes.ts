import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, envelope } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { RateLimiter } from '../../shared/rate-limits';
import { MEDIA_UPLOAD_WINDOWS } from './media-upload-windows';
import { opsRoute } from '../ops';
import { requireOperator } from '../ops-operators';
import { cropImage } from './image-crop';
import { MEDIA_MESSAGES } from './media-messages';
import { uploadDocument } from './document-upload';
import { isPdf } from './pdf-document';
import { replaceMediaFile } from './media-replacement';
import { CACHE_CHANNELS } from '../../providers/cache-bus';
import { chooseVideoPoster, deleteMedia, listMedia, mediaDetail, uploadImage, type MediaLimits } from './ops-media.service';

export interface OpsMediaRoutesOptions {
  storage: FileStorage;
  limits: MediaLimits;
  limiter: RateLimiter;
  now: () => number;
}

/** The one file of a multipart request, with its name; every multipart failure becomes a 4xx. */
async function readOneFile(request: FastifyRequest, limits: MediaLimits): Promise<{ fileName: string | undefined; bytes: Buffer }> {
  if (!request.isMultipart()) throw new AppError(415, MEDIA_MESSAGES.notMultipart);
  try {
    const part = await request.file();
    if (!part) throw new AppError(400, MEDIA_MESSAGES.noFile);
    return { fileName: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, MEDIA_MESSAGES.fileTooLarge(mb(limits.imageMaxBytes), mb(limits.documentMaxBytes)));
    throw new AppError(400, MEDIA_MESSAGES.malformed);
  }
}

/** The media library under /ops/api/media: list, details with where each file is used, upload, replace, delete. */
export function opsMediaRoutes(scope: FastifyInstance, options: OpsMediaRoutesOptions): void {
  const { storage, limits } = options;
  /** One more file from this operator within the upload windows (30 a minute, 300 an hour), or a 429. */
  const consumeUpload = async (operatorId: number) => {
    const { allowed, retryAfterMs } = await options.limiter.consume(`ops-media-upload:${operatorId}`, MEDIA_UPLOAD_WINDOWS, options.now());
    if (!allowed) throw new AppError(429, MEDIA_MESSAGES.tooManyUploads(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  };

  opsRoute(scope, 'listOpsMedia', async (request) => {
    requireOperator(request);
    return envelope(await listMedia(scope.db, request.query, limits));
  });

  opsRoute(scope, 'getOpsMedia', async (request) => {
    requireOperator(request);
    return envelope(await mediaDetail(scope.db, request.params.id));
  });

  opsRoute(scope, 'deleteOpsMedia', async (request) => {
    const operator = requireOperator(request);
    return envelope(await deleteMedia(scope.db, storage, operator, request.params.id, new Date(options.now())));
  });

  opsRoute(scope, 'setOpsMediaPoster', async (request) => {
    const operator = requireOperator(request);
    return envelope(await chooseVideoPoster(scope.db, storage, operator, request.params.id, request.body.second));
  });

  opsRoute(scope, 'cropOpsMedia', async (request) => {
    const operator = requireOperator(request);
    // A crop is a new library file made in the request, as an upload is: it counts against the same limit.
    await consumeUpload(operator.id);
    return envelope(await cropImage(scope.db, storage, limits, operator, request.params.id, request.body));
  });

  // Multipart only in this nested scope, with the library's own size limit.
  void scope.register(async (uploads) => {
    await uploads.register(multipart, {
      // The larger of the two kinds' limits: what the bytes are is known only once they are read, and each
      // kind's own limit is checked then (uploadImage, uploadDocument).
      limits: { fileSize: Math.max(limits.imageMaxBytes, limits.documentMaxBytes), files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 },
      throwFileSizeLimit: true,
      // The name as sent: busboy would cut "../../x.png" down to "x.png", and the operator should hear it was refused.
      preservePath: true,
    });
    opsRoute(uploads, 'createOpsMedia', async (request) => {
      const operator = requireOperator(request);
      await consumeUpload(operator.id);
      const { fileName, bytes } = await readOneFile(request, limits);
      const upload = isPdf(bytes) ? uploadDocument : uploadImage;
      return envelope(await upload(scope.db, storage, limits, { operator, fileName, bytes }));
    });

    opsRoute(uploads, 'setOpsMediaFile', async (request) => {
      const operator = requireOperator(request);
      // A replacement stores a new file like an upload, so it counts against the same limit.
      await consumeUpload(operator.id);
      const { fileName, bytes } = await readOneFile(request, limits);
      const { asset, rewritten, changed } = await replaceMediaFile(scope.db, storage, limits, operator, request.params.id, { operator, fileName, bytes });
      // Every process's cached answers drop the old addresses; open apps hear of it and load again.
      if (rewritten > 0 || changed.contentDrafts.length > 0) scope.invalidateHome();
      if (changed.layoutRevisions.length > 0) scope.invalidateLayouts();
      if (changed.articles) void scope.cacheBus.publish(CACHE_CHANNELS.articleRows, '');
      return envelope({ asset, rewritten });
    });
  });
}
