import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { OpsOrder } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { AppError, envelope } from '../../plugins/envelope';
import { schemaId } from '../../plugins/schemas';
import type { FileStorage } from '../../providers/storage/file-storage';
import { sniffType } from '../uploads/sniff-type';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../uploads/uploads.routes';
import { recordAudit } from './ops-audit.repository';
import { OPS_MESSAGES, requireOperator } from './ops-auth';
import { CONTENT_KINDS, type ContentKind } from './ops-content-kinds';
import { countKindRows, deleteKindRow, findKindRow, insertKindRow, listKindRows, orderKindRows, updateKindRow } from './ops-content.repository';
import { opsListOf, opsResponse } from './ops-responses';

type Row = Record<string, unknown>;

export const CONTENT_MESSAGES = {
  notOrdered: '该类内容按时间生效，不支持手动排序',
  notImage: '仅支持 PNG、JPEG、GIF、WebP 图片',
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };

/** The kind's records as the console gets them: API fields, with their children. */
async function listKind(db: Db, kind: ContentKind): Promise<Row[]> {
  const rows = await listKindRows(db, kind);
  const list = rows.map(kind.toApi);
  if (kind.children) {
    const children = await kind.children.load(
      db,
      rows.map((r) => Number(r.id)),
    );
    for (const item of list) item.items = children.get(Number(item.id)) ?? [];
  }
  return list;
}

async function findOne(db: Db, kind: ContentKind, id: number): Promise<Row | undefined> {
  const row = await findKindRow(db, kind, id);
  if (!row) return undefined;
  const item = kind.toApi(row);
  if (kind.children) item.items = (await kind.children.load(db, [id])).get(id) ?? [];
  return item;
}

function checkInput(kind: ContentKind, input: Row): void {
  const problem = kind.check?.(input);
  if (problem) throw new AppError(400, problem);
}

export interface OpsContentOptions {
  storage: FileStorage;
}

/**
 * Home content CRUD and ordering in the operator console. Every change drops the home payload cache in every API
 * process (app.invalidateHome → cache bus), so the app shows it on its next load.
 */
export function opsContentRoutes(scope: FastifyInstance, options: OpsContentOptions): void {
  const db = scope.db;

  for (const kind of CONTENT_KINDS) {
    const base = `/content/${kind.name}`;
    const body = { $ref: schemaId(`schemas/ops/${kind.schemaFile}.json`) };
    const one = opsResponse(kind.answerFile);
    const list = opsResponse(opsListOf(kind.answerFile));
    const changed = async (operator: { id: number; name: string }, action: string, id: number | string, detail?: Row) => {
      scope.invalidateHome();
      await recordAudit(db, { operator, action: `content.${action}`, target: `${kind.name}:${id}`, detail });
    };

    scope.get(base, { schema: { response: list } }, async (request) => {
      requireOperator(request);
      return envelope({ list: await listKind(db, kind) });
    });

    scope.post<{ Body: Row }>(base, { schema: { body, response: one } }, async (request) => {
      const operator = requireOperator(request);
      checkInput(kind, request.body);
      const id = await insertKindRow(db, kind, kind.toColumns(request.body), kind.children?.toRows(request.body));
      const item = await findOne(db, kind, id);
      await changed(operator, 'create', id, item);
      return envelope(item);
    });

    scope.put<{ Params: { id: number }; Body: Row }>(`${base}/:id`, { schema: { params: idParams, body, response: one } }, async (request) => {
      const operator = requireOperator(request);
      const { id } = request.params;
      checkInput(kind, request.body);
      const before = await findOne(db, kind, id);
      if (!before) throw new AppError(404, OPS_MESSAGES.contentNotFound);
      await updateKindRow(db, kind, id, kind.toColumns(request.body), kind.children?.toRows(request.body));
      const after = await findOne(db, kind, id);
      await changed(operator, 'update', id, { before, after });
      return envelope(after);
    });

    scope.delete<{ Params: { id: number } }>(`${base}/:id`, { schema: { params: idParams, response: opsResponse('ops-content-deleted') } }, async (request) => {
      const operator = requireOperator(request);
      const { id } = request.params;
      const before = await findOne(db, kind, id);
      if (!before) throw new AppError(404, OPS_MESSAGES.contentNotFound);
      await deleteKindRow(db, kind, id);
      await changed(operator, 'delete', id, { before });
      return envelope({ id });
    });

    scope.post<{ Body: OpsOrder }>(`${base}/order`, { schema: { body: { $ref: schemaId('schemas/ops/ops-order.json') }, response: list } }, async (request) => {
      const operator = requireOperator(request);
      const { sort } = kind;
      if (!sort) throw new AppError(400, CONTENT_MESSAGES.notOrdered);
      const { ids } = request.body;
      // The ids may be a subset (e.g. the banners of one channel).
      if ((await countKindRows(db, kind, ids)) !== ids.length) throw new AppError(400, OPS_MESSAGES.orderMismatch);
      await orderKindRows(db, { ...kind, sort }, ids);
      await changed(operator, 'order', ids.join(','), { ids });
      return envelope({ list: await listKind(db, kind) });
    });
  }

  // Images for banners, icons and adverts. Multipart only in this nested scope.
  void scope.register(async (uploads) => {
    await uploads.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    uploads.post('/uploads', { schema: { response: opsResponse('ops-upload') } }, async (request) => {
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
