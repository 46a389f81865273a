import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createE2eOperators, type E2eOperatorTokens } from './ops-operators';
import { freePort, startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** LIVE_CALLBACK_SECRET of the server under test (signs stream callbacks). */
    e2eCallbackSecret: string;
    /** A signed-in console session per e2e operator (see tests/e2e/ops-console-session.ts). */
    e2eOperatorTokens: E2eOperatorTokens;
    /** The server's Prometheus endpoint (METRICS_PORT, docs/observability.md). */
    e2eMetricsUrl: string;
  }
}

const CALLBACK_SECRET = 'e2e-live-callback-secret';

/** Starts the real server (built client + API + a fresh embedded database) once for all e2e tests. */
export default async function setup(project: TestProject) {
  // CLIENT_DIR lets one checkout test a build kept elsewhere (`vite build --outDir …`) while dist/ is rebuilt.
  const clientDir = process.env.CLIENT_DIR ?? 'dist';
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`${clientDir}/ is missing: run \`npm run build\` first (npm test does)`);
  // The operator console's publisher and editor exist before the server starts.
  let tokens: E2eOperatorTokens | undefined;
  const metricsPort = await freePort();
  const server = await startServer({ LIVE_CALLBACK_SECRET: CALLBACK_SECRET, METRICS_PORT: String(metricsPort) }, async (dataDir) => {
    tokens = await createE2eOperators(dataDir);
  });
  if (!tokens) throw new Error('the e2e operators were not created');
  project.provide('e2eOperatorTokens', tokens);
  const { baseUrl } = server;
  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eCallbackSecret', CALLBACK_SECRET);
  project.provide('e2eMetricsUrl', `http://127.0.0.1:${metricsPort}/metrics`);
  return server.stop;
}
