import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Mainland mobile numbers: 11 digits starting 13–19. Logged as 138****5678. */
const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** Query parameters that carry credentials (access_token=…, token=…, code=…). */
const SECRET_PARAM = /([?&](?:[A-Za-z_]*token|code|password|openid|union_id|unionid|uuid)=)[^&#]*/gi;

export function maskSensitive(text: string): string {
  return text.replace(PHONE, '$1****$2').replace(SECRET_PARAM, '$1***');
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
 * Pino options for Fastify: credentials in headers are redacted and phone numbers and tokens in URLs
 * masked, so a log file never holds them in clear.
 */
export function loggerOptions(options: LoggerOptions): FastifyServerOptions['logger'] {
  return {
    level: options.level ?? 'info',
    ...(options.stream ? { stream: options.stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-token"]',
        'req.headers["x-layout-admin-token"]',
        'req.headers["x-content-pass"]',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    serializers: {
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
