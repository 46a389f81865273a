import { randomBytes } from 'node:crypto';
import { contentEndpoint } from './ops-content-endpoints';
import { opsFamilyRoute, opsRoute } from '../ops';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { OpsOrder } from '../../../../contract/generated/schema-types';
import { AppError, envelope } from '../../plugins/envelope';
import type { FileStorage } from '../../providers/storage/file-storage';
import { sniffType, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../uploads';
import { recordAudit } from '../ops-audit';
import { OPS_MESSAGES, requireOperator } from '../ops-operators';
import { CONTENT_KINDS, type ContentKind } from './ops-content-kinds';
import { editableRecords, editDraft, recordFromInput } from './ops-content-drafts';
import { nextContentId, type ContentRecord } from './ops-content-drafts.repository';
import { opsContentPublishRoutes } from './ops-content-publish.routes';

type Row = Record<string, unknown>;

export const CONTENT_MESSAGES = {
  notOrdered: '该类内容按时间生效，不支持手动排序',
  notImage: '仅支持 PNG、JPEG、GIF、WebP 图片',
} as const;

function checkInput(kind: ContentKind, input: Row): void {
  const problem = kind.check?.(input);
  if (problem) throw new AppError(400, problem);
}

function found(records: ContentRecord[], id: number): ContentRecord {
  const record = records.find((r) => r.id === id);
  if (!record) throw new AppError(404, OPS_MESSAGES.contentNotFound);
  return record;
}

export interface OpsContentOptions {
  storage: FileStorage;
  /** OPS_REVIEW_REQUIRED: editors submit for review; off, an editor may publish a draft they saved last. */
  reviewRequired: boolean;
}

/**
 * Home content in the operator console. Create, edit, reorder and delete change the kind's draft (the app
 * keeps serving the published content); publishing and rollback are ops-content-publish.routes.ts.
 */
export function opsContentRoutes(scope: FastifyInstance, options: OpsContentOptions): void {
  const db = scope.db;

  for (const kind of CONTENT_KINDS) {
    const audit = (operator: { id: number; name: string }, action: string, id: number | string, detail?: Row) =>
      recordAudit(db, { operator, action: `content.${action}`, target: `${kind.name}:${id}`, detail });

    opsFamilyRoute(scope, contentEndpoint(kind, 'list', 's'), async (request) => {
      requireOperator(request);
      return envelope({ list: await editableRecords(db, kind) });
    });

    opsFamilyRoute<{ Body: Row }>(scope, contentEndpoint(kind, 'create'), async (request) => {
      const operator = requireOperator(request);
      checkInput(kind, request.body);
      const item = await editDraft(db, kind, operator.name, async (records, tx) => {
        const last = Math.max(-1, ...records.map((r) => Number(r.sort ?? -1)));
        const created = await recordFromInput(tx, kind, await nextContentId(tx, kind.table), request.body, undefined, last + 1);
        return { records: [...records, created], result: created };
      });
      await audit(operator, 'create', item.id, item);
      return envelope(item);
    });

    opsFamilyRoute<{ Params: { id: number }; Body: Row }>(scope, contentEndpoint(kind, 'update'), async (request) => {
      const operator = requireOperator(request);
      const { id } = request.params;
      checkInput(kind, request.body);
      const { before, after } = await editDraft(db, kind, operator.name, async (records, tx) => {
        const previous = found(records, id);
        const changed = await recordFromInput(tx, kind, id, request.body, previous);
        return { records: records.map((r) => (r.id === id ? changed : r)), result: { before: previous, after: changed } };
      });
      await audit(operator, 'update', id, { before, after });
      return envelope(after);
    });

    opsFamilyRoute<{ Params: { id: number } }>(scope, contentEndpoint(kind, 'delete'), async (request) => {
      const operator = requireOperator(request);
      const { id } = request.params;
      const before = await editDraft(db, kind, operator.name, async (records) => {
        const removed = found(records, id);
        return { records: records.filter((r) => r.id !== id), result: removed };
      });
      await audit(operator, 'delete', id, { before });
      return envelope({ id });
    });

    opsFamilyRoute<{ Body: OpsOrder }>(scope, contentEndpoint(kind, 'order', 's'), async (request) => {
      const operator = requireOperator(request);
      if (!kind.sort) throw new AppError(400, CONTENT_MESSAGES.notOrdered);
      const { ids } = request.body;
      await editDraft(db, kind, operator.name, async (records) => {
        // The ids may be a subset (e.g. the banners of one channel): they take positions 0…n-1.
        if (records.filter((r) => ids.includes(r.id)).length !== ids.length) throw new AppError(400, OPS_MESSAGES.orderMismatch);
        const position = new Map(ids.map((id, index) => [id, index]));
        return { records: records.map((r) => (position.has(r.id) ? { ...r, sort: position.get(r.id) } : r)), result: undefined };
      });
      await audit(operator, 'order', ids.join(','), { ids });
      return envelope({ list: await editableRecords(db, kind) });
    });
  }

  opsContentPublishRoutes(scope, { reviewRequired: options.reviewRequired });

  // Images for banners, icons and adverts. Multipart only in this nested scope.
  void scope.register(async (uploads) => {
    await uploads.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    opsRoute(uploads, 'createOpsUpload', async (request) => {
      const operator = requireOperator(request);
      if (!request.isMultipart()) throw new AppError(415, UPLOAD_MESSAGES.notMultipart);
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part) throw new AppError(400, UPLOAD_MESSAGES.noFile);
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        throw new AppError(
          code === 'FST_REQ_FILE_TOO_LARGE' ? 413 : 400,
          code === 'FST_REQ_FILE_TOO_LARGE' ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.malformed,
        );
      }
      if (bytes.length === 0) throw new AppError(400, UPLOAD_MESSAGES.empty);
      const type = sniffType(bytes);
      if (!type || !type.mime.startsWith('image/')) throw new AppError(415, CONTENT_MESSAGES.notImage);
      const url = await options.storage.put(`ops-${randomBytes(16).toString('hex')}.${type.extension}`, bytes, type.mime);
      await recordAudit(db, { operator, action: 'upload.create', target: url, detail: { type: type.mime, size: bytes.length } });
      return envelope({ url, type: type.mime, size: bytes.length });
    });
  });
}
