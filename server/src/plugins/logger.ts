import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Mainland mobile numbers: 11 digits starting 13–19. Logged as 138****5678. */
const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** Query parameters that carry credentials (access_token=…, token=…, code=…). */
const SECRET_PARAM = /([?&](?:[A-Za-z_]*token|code|password|openid|union_id|unionid|uuid)=)[^&#]*/gi;

export function maskSensitive(text: string): string {
  return text.replace(PHONE, '$1****$2').replace(SECRET_PARAM, '$1***');
}

/** Error fields that say what went wrong without carrying data: codes, and where in the schema. */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'errno', 'syscall', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;
/** How deep causes (and AggregateError members) are followed. */
const MAX_CAUSE_DEPTH = 4;

export interface RedactedError {
  type: string;
  message: string;
  /** Frames only, under the redacted message; empty when the error had none. */
  stack: string;
  /** The SQL text of a failed statement, with its $n placeholders and never their values. */
  query?: string;
  cause?: RedactedError;
  errors?: RedactedError[];
  [field: string]: unknown;
}

/**
 * A failed statement's message without what the statement carried: drizzle appends "params: …" to its
 * message, and PostgreSQL quotes the rejected input in "invalid input syntax for type …: "…"".
 */
function redactedMessage(message: string): string {
  return maskSensitive(message.replace(/\nparams: [\s\S]*$/, '').replace(/(invalid input (?:syntax|value) for [^:]*: )[\s\S]*$/, '$1[redacted]'));
}

/**
 * The `err` serializer of every log line (Fastify's own error logging included): type, message, stack,
 * codes, SQL text and causes, but never a failed statement's parameters (drizzle's and PGlite's `params`),
 * PostgreSQL's `detail` ("Key (mobile)=(…)") or `where`, or any other field an error happens to carry.
 */
export function redactError(value: unknown, depth = 0): RedactedError {
  if (!(value instanceof Error)) return { type: typeof value, message: redactedMessage(String(value)), stack: '' };
  const message = redactedMessage(value.message);
  const out: RedactedError = { type: value.constructor.name || value.name, message, stack: '' };
  // Rebuilt from the frames alone: the stack's first lines repeat the unredacted message.
  if (typeof value.stack === 'string') {
    const frames = value.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${value.name}: ${message}`, ...frames].join('\n');
  }
  const fields = value as unknown as Record<string, unknown>;
  for (const field of SAFE_ERROR_FIELDS) {
    const fieldValue = fields[field];
    if (typeof fieldValue === 'string' || typeof fieldValue === 'number') out[field] = fieldValue;
  }
  if (typeof fields.query === 'string') out.query = fields.query;
  if (depth < MAX_CAUSE_DEPTH) {
    if (value.cause !== undefined) out.cause = redactError(value.cause, depth + 1);
    if (value instanceof AggregateError) out.errors = value.errors.slice(0, 10).map((member) => redactError(member, depth + 1));
  }
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  headers: Record<string, unknown>;
}

export interface LoggerOptions {
  level?: string;
  /** Where log lines go (tests capture them); stdout when absent. */
  stream?: DestinationStream;
}

/**
 * Pino options for Fastify: credentials in headers are redacted, phone numbers and tokens in URLs
 * masked and errors logged without the data their statements carried, so a log file never holds them in clear.
 */
export function loggerOptions(options: LoggerOptions): FastifyServerOptions['logger'] {
  return {
    level: options.level ?? 'info',
    ...(options.stream ? { stream: options.stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-token"]',
        // Retired (layouts are written through the operator API now), but old scripts may still send their token.
        'req.headers["x-layout-admin-token"]',
        'req.headers["x-content-pass"]',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    hooks: {
      // log.error(error) makes the error's own message the line's msg: the redacted one instead.
      logMethod(args, method) {
        const [first, ...rest] = args;
        if (first instanceof Error && rest.length === 0) return method.apply(this, [first, redactedMessage(first.message)]);
        return method.apply(this, args);
      },
    },
    serializers: {
      err: (error: unknown) => redactError(error),
      error: (error: unknown) => redactError(error),
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: maskSensitive(request.url),
          hostname: request.hostname,
          remoteAddress: request.ip,
          headers: request.headers,
        };
      },
    },
  };
}
