import { resolve } from 'node:path';

/** Typed server configuration, read once from the environment at start-up. */
export interface AppConfig {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  HOST: string;
  /** postgres://… switches from the embedded PGlite to a real PostgreSQL. */
  DATABASE_URL?: string;
  REDIS_URL?: string;
  /** PGlite data folder and generated media (DATA_DIR/media, served at /media). */
  DATA_DIR: string;
  /** Header x-layout-admin-token must equal this to publish a layout; null turns layout writes off. */
  LAYOUT_ADMIN_TOKEN: string | null;
  MEETING_EXTERNAL_URL?: string;
  LOG_LEVEL: string;
  /** Built client (vite build output), served with an SPA fallback when it exists. */
  clientDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEV_LAYOUT_TOKEN = 'dev-layout-token';
const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

/** Reads and checks the environment; every problem is listed in one ConfigError so a bad deploy fails at once. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const nodeEnvRaw = text('NODE_ENV') ?? 'development';
  const NODE_ENV = (NODE_ENVS as readonly string[]).includes(nodeEnvRaw)
    ? (nodeEnvRaw as AppConfig['NODE_ENV'])
    : (problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnvRaw}")`), 'development');

  const portRaw = text('PORT') ?? '8080';
  const PORT = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || PORT < 1 || PORT > 65535) {
    problems.push(`PORT must be an integer between 1 and 65535 (got "${portRaw}")`);
  }

  const DATABASE_URL = text('DATABASE_URL');
  if (DATABASE_URL && !/^postgres(ql)?:\/\//.test(DATABASE_URL)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for the embedded PGlite)');
  }
  const REDIS_URL = text('REDIS_URL');
  if (REDIS_URL && !/^rediss?:\/\//.test(REDIS_URL)) {
    problems.push('REDIS_URL must start with redis:// or rediss://');
  }
  const MEETING_EXTERNAL_URL = text('MEETING_EXTERNAL_URL');
  if (MEETING_EXTERNAL_URL && !/^https?:\/\//.test(MEETING_EXTERNAL_URL)) {
    problems.push('MEETING_EXTERNAL_URL must be an http(s) URL');
  }

  const LOG_LEVEL = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(LOG_LEVEL)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  // In production a guessable default token would let anyone publish layouts, so no token means no writes.
  const tokenRaw = text('LAYOUT_ADMIN_TOKEN');
  const LAYOUT_ADMIN_TOKEN = tokenRaw ?? (NODE_ENV === 'production' ? null : DEV_LAYOUT_TOKEN);

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    NODE_ENV,
    PORT,
    HOST: text('HOST') ?? '0.0.0.0',
    DATABASE_URL,
    REDIS_URL,
    DATA_DIR: resolve(text('DATA_DIR') ?? './data'),
    LAYOUT_ADMIN_TOKEN,
    MEETING_EXTERNAL_URL,
    LOG_LEVEL,
    clientDir: resolve(text('CLIENT_DIR') ?? './dist'),
  };
}
