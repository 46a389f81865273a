import pg from 'pg';
import type { NodeEnv, Text } from './config-read';
import { isLoopbackAddress } from '../plugins/loopback-only';

/** Keys that are random per process when unset: fine for one process, wrong for a deployment. */
export const PRODUCTION_SECRETS = ['AUTH_SECRET', 'CONTENT_PASS_SECRET', 'LIVE_CALLBACK_SECRET'] as const;

/** The part of the app config (config.ts) that the development-tool checks read. */
export interface DevToolsSettings {
  NODE_ENV: NodeEnv;
  DEV_TOOLS: boolean;
  /** Settings an older deployment may still set, which this version ignores (named in a start-up warning). */
  retiredSettings: Array<{ name: string; instead: string }>;
  generatedSecrets: string[];
}

/**
 * Where pg would connect for `url` (its own parser: ?host=, an empty host falling back to PGHOST, then
 * localhost). A client that is never connected opens nothing.
 */
function databaseHost(url: string): string {
  return new pg.Client({ connectionString: url }).host;
}

/** A Unix socket path, localhost or a loopback address: the database is on this machine. */
export function isLocalDatabaseUrl(url: string): boolean {
  const host = databaseHost(url);
  return host.startsWith('/') || host === 'localhost' || isLoopbackAddress(host);
}

/**
 * DEV_TOOLS=1 turns on the development conveniences (the SMS inbox, the seed's example image host) for
 * loopback clients. The inbox hands out login codes, so they are refused wherever the server is plainly
 * not a developer's own: production, or a database on another machine.
 */
export function readDevTools(text: Text, nodeEnv: NodeEnv, databaseUrl: string | undefined, problems: string[]): boolean {
  const raw = text('DEV_TOOLS') ?? '0';
  if (raw !== '0' && raw !== '1') {
    problems.push(`DEV_TOOLS must be 1 (on) or 0 (off) (got "${raw}")`);
    return false;
  }
  if (raw === '0') return false;
  if (nodeEnv === 'production') problems.push('DEV_TOOLS=1 is refused with NODE_ENV=production (it hands out login codes)');
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) && !isLocalDatabaseUrl(databaseUrl)) {
    problems.push(
      'DEV_TOOLS=1 needs a database on this machine (DATABASE_URL host localhost, 127.x, ::1 or a socket path); unset DEV_TOOLS for a shared database',
    );
  }
  return true;
}

/**
 * Whether the development tools may be registered. loadConfig already refuses DEV_TOOLS=1 in production;
 * this holds for a config assembled another way too (tests override fields).
 */
export function devToolsActive(config: Pick<DevToolsSettings, 'DEV_TOOLS' | 'NODE_ENV'>): boolean {
  return config.DEV_TOOLS && config.NODE_ENV !== 'production';
}

/** What a start should say once: missing production secrets, development tools being on, retired settings. */
export function startupWarnings(config: DevToolsSettings): string[] {
  const warnings: string[] = [];
  if (config.generatedSecrets.length > 0) {
    warnings.push(
      `warning: ${config.generatedSecrets.join(', ')} not set: this process uses random keys, so login codes in flight, ` +
        'watch-password passes and stream-callback signatures end with the process and do not work across processes. ' +
        'Set them (the same values in every process) for production.',
    );
  }
  if (config.DEV_TOOLS) {
    warnings.push('warning: DEV_TOOLS=1: development tools answer loopback clients only (SMS inbox GET /dev/api/sms/latest). Never set it on a shared server.');
  }
  for (const { name, instead } of config.retiredSettings) warnings.push(`warning: ${name} is set but ignored: ${instead}.`);
  return warnings;
}

/** A single process or the cluster primary prints the warnings; cluster workers (BYH_WORKER) do not repeat them. */
export function printStartupWarnings(config: DevToolsSettings, env: Record<string, string | undefined>, write: (line: string) => void): void {
  if (env.BYH_WORKER) return;
  for (const warning of startupWarnings(config)) write(warning);
}
