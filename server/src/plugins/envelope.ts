import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredCoding } from './content-coding';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';

/**
 * The response envelope `{ code, message, data }` (code 0 = success) and the mapping of every error to
 * an envelope with a clear message. A client's mistake is always a 4xx; 500 is kept for real bugs.
 */
export const MESSAGES = {
  ok: 'success',
  notFound: '内容不存在',
  noRoute: '接口不存在',
  badRequest: '参数错误',
  invalidJson: '请求体不是有效的 JSON',
  emptyJson: '请求体为空',
  bodyTooLarge: '请求体过大',
  unsupportedMediaType: '不支持的请求内容类型',
  internal: '服务器内部错误，请稍后重试',
} as const;

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data?: T;
}

export function envelope<T>(data: T): Envelope<T> {
  return { code: 0, message: MESSAGES.ok, data };
}

const serializedMark = Symbol('serializedEnvelope');

/** Below this size compressing costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * An envelope already turned into JSON, for hot payloads cached as text (home, layouts). Compressed
 * forms are made once per cached value, on first demand, so a cache hit never compresses.
 */
export interface SerializedEnvelope {
  readonly [serializedMark]: true;
  readonly body: string;
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

export function serializeEnvelope(data: unknown): SerializedEnvelope {
  const body = JSON.stringify(envelope(data));
  const cache: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    [serializedMark]: true,
    body,
    encoded(encoding) {
      cache[encoding] ??= encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
      return cache[encoding];
    },
  };
}

export function isSerializedEnvelope(value: unknown): value is SerializedEnvelope {
  return typeof value === 'object' && value !== null && serializedMark in value;
}

function encodingFor(request: FastifyRequest, payload: SerializedEnvelope): 'br' | 'gzip' | undefined {
  if (payload.body.length < COMPRESS_MIN_BYTES) return undefined;
  return preferredCoding(request.headers['accept-encoding']);
}

/** The ETag of the representation this request gets: the stored one plus the coding, if any. */
export function representationEtag(request: FastifyRequest, payload: SerializedEnvelope, etag: string): string {
  const encoding = encodingFor(request, payload);
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/**
 * Sends a cached envelope, compressed when the client accepts it and the body is worth it. A strong
 * `etag` gets the coding appended ("r2-abc-gzip"): each coding is a different representation.
 */
export function sendSerialized(request: FastifyRequest, reply: FastifyReply, payload: SerializedEnvelope, etag?: string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(request, payload);
  if (payload.body.length >= COMPRESS_MIN_BYTES) reply.header('vary', 'accept-encoding');
  if (etag) reply.header('etag', representationEtag(request, payload, etag));
  if (!encoding) return reply.send(payload.body);
  return reply.header('content-encoding', encoding).send(payload.encoded(encoding));
}

/** If-None-Match (weak comparison, any coding of the representation) against a stored strong ETag. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag
      .trim()
      .replace(/^W\//, '')
      .replace(/-(br|gzip)"$/, '"');
    return candidate === '*' || candidate === etag;
  });
}

/** A refusal the client should see as is: HTTP status, envelope code and message (and optional data). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number = statusCode,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFoundError = (): AppError => new AppError(404, MESSAGES.notFound);

/**
 * An expected refusal answered with HTTP 200 and `code` ≠ 0: the client's request layer shows only
 * 200 answers' messages and turns any other status into a generic 未知错误！ toast.
 */
export const refuseWith = (code: number, message: string): AppError => new AppError(200, message, code);

export interface AjvIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** One ajv issue → "参数错误: page 不能大于 100000" naming the field. */
export function describeValidationIssue(issue: AjvIssue, context?: string): string {
  const { params } = issue;
  let field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (issue.keyword === 'required') field = [field, params.missingProperty].filter(Boolean).join('.');
  if (issue.keyword === 'additionalProperties') field = [field, params.additionalProperty].filter(Boolean).join('.');
  if (!field) field = context ?? 'body';
  return `${MESSAGES.badRequest}: ${field} ${validationReason(issue)}`;
}

/** Why a value failed its schema, in Chinese (with the JSON type named for developers). */
export function validationReason(issue: AjvIssue): string {
  const { params } = issue;
  const reasons: Record<string, () => string> = {
    type: () =>
      `应为${({ integer: '整数', number: '数字', string: '字符串', boolean: '布尔值', object: '对象', array: '数组' } as Record<string, string>)[String(params.type)] ?? String(params.type)} (must be ${String(params.type)})`,
    minimum: () => `不能小于 ${String(params.limit)}`,
    maximum: () => `不能大于 ${String(params.limit)}`,
    exclusiveMinimum: () => `必须大于 ${String(params.limit)}`,
    exclusiveMaximum: () => `必须小于 ${String(params.limit)}`,
    minLength: () => (params.limit === 1 ? '不能为空' : `长度不能少于 ${String(params.limit)}`),
    maxLength: () => `长度不能超过 ${String(params.limit)}`,
    enum: () => `取值应为 ${(params.allowedValues as unknown[]).join('/')}`,
    required: () => '不能为空',
    additionalProperties: () => '是不支持的参数',
    pattern: () => '格式错误',
    format: () => (params.format === 'email' ? '应为一个有效的邮箱地址（只能填写一个）' : `格式应为 ${String(params.format)}`),
  };
  return reasons[issue.keyword]?.() ?? issue.message ?? '无效';
}

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
};

/** Maps thrown errors to envelopes. Registered first so every route and parser goes through it. */
export function registerErrorMapping(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: Envelope = { code: error.code, message: error.message };
      if (error.data !== undefined) body.data = error.data;
      // A 200 refusal has no success data, so the route's 200 schema (data required) does not apply.
      if (error.statusCode === 200) reply.serializer(JSON.stringify);
      return reply.status(error.statusCode).send(body);
    }
    if (error.validation) {
      const message = describeValidationIssue(error.validation[0] as AjvIssue, error.validationContext);
      return reply.status(400).send({ code: 400, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Parser errors (bad JSON, too large, wrong content type) are the client's; no stack in the log.
      request.log.info({ code: error.code, status }, 'client error: %s', error.message);
      const message = clientErrorMessages[error.code] ?? `请求错误: ${error.message}`;
      return reply.status(status).send({ code: status, message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ code: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: MESSAGES.internal });
  });
}
