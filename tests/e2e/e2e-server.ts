import { inject } from 'vitest';
import type { E2eOperatorTokens } from './ops-operators';

/** A real server the e2e files run against (tests/e2e/global-setup.ts starts one per worker). */
export interface E2eServer {
  baseUrl: string;
  /** LIVE_CALLBACK_SECRET of the server (signs stream callbacks). */
  callbackSecret: string;
  /** A signed-in console session per e2e operator (see tests/e2e/ops-console-session.ts). */
  operatorTokens: E2eOperatorTokens;
  /** The server's Prometheus endpoint (METRICS_PORT, docs/observability.md). */
  metricsUrl: string;
  /** The worker's own running Chromium (tests/e2e/phone-browser.ts `launchBrowser` connects to it). */
  browserEndpoint: string;
}

/**
 * This worker's server. Vitest numbers the workers running at one time 1…maxWorkers (VITEST_POOL_ID), and
 * a number is never held by two workers at once, so each server has one file at a time.
 */
function serverOfThisWorker(): E2eServer {
  const servers = inject('e2eServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(Number.isInteger(worker) && worker > 0 ? worker - 1 : 0) % servers.length];
  if (!server) throw new Error('no e2e server: the e2e global setup did not run');
  return server;
}

let picked: E2eServer | undefined;
const picks = () => (picked ??= serverOfThisWorker());

/**
 * This worker's server, looked up on first use: the global setup imports modules that import this one, and
 * only a test worker can `inject`.
 */
export const e2eServer: E2eServer = {
  get baseUrl() {
    return picks().baseUrl;
  },
  get callbackSecret() {
    return picks().callbackSecret;
  },
  get operatorTokens() {
    return picks().operatorTokens;
  },
  get metricsUrl() {
    return picks().metricsUrl;
  },
  get browserEndpoint() {
    return picks().browserEndpoint;
  },
};
