import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { staleReason } from '../../tools/build/build-inputs';
import { createE2eOperators, type E2eOperatorTokens } from './ops-operators';
import { startChromium } from './phone-browser';
import { freePort, seedDataFolder, startServer, type ServerProcess } from './server-process';
import type { E2eServer } from './e2e-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per e2e worker (tests/e2e/e2e-server.ts picks this worker's). */
    e2eServers: E2eServer[];
    /** A data folder with the demo content seeded: `startServer(…, { seededFrom })` starts on a copy of it. */
    e2eSeededDataDir: string;
  }
}

const CALLBACK_SECRET = 'e2e-live-callback-secret';

/** Starts one real server (built client + API + a fresh embedded database) and its operators. */
async function startE2eServer(seededFrom: string, browserEndpoint: string): Promise<{ server: ServerProcess; described: E2eServer }> {
  // The operator console's publisher and editor exist before the server starts.
  let tokens: E2eOperatorTokens | undefined;
  const metricsPort = await freePort();
  const server = await startServer(
    { LIVE_CALLBACK_SECRET: CALLBACK_SECRET, METRICS_PORT: String(metricsPort) },
    async (dataDir) => {
      tokens = await createE2eOperators(dataDir);
    },
    { seededFrom },
  );
  if (!tokens) {
    await server.stop();
    throw new Error('the e2e operators were not created');
  }
  return {
    server,
    described: {
      baseUrl: server.baseUrl,
      callbackSecret: CALLBACK_SECRET,
      operatorTokens: tokens,
      metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
      browserEndpoint,
    },
  };
}

/**
 * Starts a server for each e2e worker, once for the run: a worker runs its files one after another against
 * its own server, so files on different workers never see each other's sign-ins, layouts or SMS windows.
 */
export default async function setup(project: TestProject) {
  // CLIENT_DIR lets one checkout test a client built elsewhere (`vite build --outDir …`); the server is always
  // this checkout's build.
  const clientDir = process.env.CLIENT_DIR ?? 'dist';
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`${clientDir}/ is missing: run \`npm run build\` first (npm test does)`);
  // The servers run the built bundle (server-process.ts): one older than the sources would test old code.
  const stale = staleReason();
  if (stale) throw new Error(`the build is out of date (${stale}): run \`npm run build\` first (npm test does)`);
  const workers = Math.max(1, project.config.maxWorkers);
  const seeded = await seedDataFolder();
  // A Chromium per worker, kept running for the whole run: each file connects to its worker's.
  const browsers = await Promise.all(Array.from({ length: workers }, () => startChromium()));
  const started = await Promise.allSettled(browsers.map((browser) => startE2eServer(seeded, browser.wsEndpoint())));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all([...servers.map(({ server }) => server.stop()), ...browsers.map((browser) => browser.close())]);
    rmSync(seeded, { recursive: true, force: true });
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide('e2eSeededDataDir', seeded);
  project.provide(
    'e2eServers',
    servers.map(({ described }) => described),
  );
  return stopAll;
}
