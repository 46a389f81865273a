import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createE2eOperators } from './ops-operators';
import { startServer } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** LIVE_CALLBACK_SECRET of the server under test (signs stream callbacks). */
    e2eCallbackSecret: string;
  }
}

const CALLBACK_SECRET = 'e2e-live-callback-secret';

/** Starts the real server (built client + API + a fresh embedded database) once for all e2e tests. */
export default async function setup(project: TestProject) {
  // CLIENT_DIR lets one checkout test a build kept elsewhere (`vite build --outDir …`) while dist/ is rebuilt.
  const clientDir = process.env.CLIENT_DIR ?? 'dist';
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`${clientDir}/ is missing: run \`npm run build\` first (npm test does)`);
  // The operator console's publisher and editor exist before the server starts.
  const server = await startServer({ LIVE_CALLBACK_SECRET: CALLBACK_SECRET }, createE2eOperators);
  const { baseUrl } = server;
  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eCallbackSecret', CALLBACK_SECRET);
  return server.stop;
}
