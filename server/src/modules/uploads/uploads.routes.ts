import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../plugins/auth';
import { AppError, envelope } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import { decodedExtension, MEDIA_ROUTE, mayReach } from '../../plugins/media-path';
import { sniffType } from './sniff-type';
import { insertUserUpload } from './uploads.repository';

declare module 'fastify' {
  // @fastify/multipart gives FastifyContextConfig its first member; routes also tag themselves with their catalogue endpoint name.
  interface FastifyContextConfig {
    endpoint?: string;
  }
}

/** Explicit limits: one file of at most 5 MB, a few small fields. */
export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 } as const;
export const UPLOAD_FIELD = 'file';
export const UPLOAD_PUBLIC_PREFIX = '/media/uploads/';

export const UPLOAD_MESSAGES = {
  notMultipart: '请使用 multipart/form-data 上传文件',
  noFile: '请选择要上传的文件 (字段 file)',
  empty: '文件内容为空',
  tooLarge: '文件过大，最大 5MB',
  tooMany: '一次只能上传一个文件',
  badType: '不支持的文件类型，仅支持 PNG、JPEG、GIF、WebP 图片和 PDF',
  malformed: '上传内容格式错误',
} as const;

export interface UploadRoutesOptions {
  storage: FileStorage;
}

/** Multipart errors from @fastify/multipart / busboy, mapped to 4xx envelopes (never a 500). */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, UPLOAD_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new AppError(413, UPLOAD_MESSAGES.tooMany);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, UPLOAD_MESSAGES.notMultipart);
  return new AppError(400, UPLOAD_MESSAGES.malformed);
}

/** Raster images we store are shown inline; everything else (PDF) is served as an attachment. */
const INLINE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp']);

/** POST /course/upload/file: multipart, field `file` → data.url. */
export function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions): void {
  // Uploaded files are served as stored bytes only: never sniffed into another type by the browser,
  // never able to run script (sandbox), and anything but an image is a download, not a page.
  // A callback hook: it runs on every request, where an async hook costs a promise and a microtask.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Decided on the decoded, normalised path: /media/%75ploads/…, /media//uploads/… and the like reach
    // the same files, and the extension is the file's own, not one in a query string.
    if (request.routeOptions.url === MEDIA_ROUTE && mayReach(request.url, UPLOAD_PUBLIC_PREFIX)) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      if (!INLINE_EXTENSIONS.has(decodedExtension(request.url))) reply.header('content-disposition', 'attachment');
    }
    done(null, payload);
  });

  // Multipart lives only in this encapsulated scope: no other route accepts multipart bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    scope.post('/course/upload/file', { config: { endpoint: 'createUpload' } }, async (request) => {
      const viewer = requireViewer(request);
      if (!request.isMultipart()) throw new AppError(415, UPLOAD_MESSAGES.notMultipart);
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== UPLOAD_FIELD) throw new AppError(400, UPLOAD_MESSAGES.noFile);
        bytes = await part.toBuffer();
      } catch (error) {
        throw uploadError(error);
      }
      if (bytes.length === 0) throw new AppError(400, UPLOAD_MESSAGES.empty);
      const type = sniffType(bytes);
      if (!type) throw new AppError(415, UPLOAD_MESSAGES.badType);
      const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
      const url = await options.storage.put(name, bytes, type.mime);
      // Recorded per user: the data export lists it and account deletion removes it.
      await insertUserUpload(app.db, { userId: viewer.id, url, mime: type.mime, size: bytes.length });
      return envelope({ url, type: type.mime, size: bytes.length });
    });
  });
}
