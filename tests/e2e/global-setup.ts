import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createE2eOperators } from './ops-operators';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** LIVE_CALLBACK_SECRET of the server under test (signs stream callbacks). */
    e2eCallbackSecret: string;
  }
}

const CALLBACK_SECRET = 'e2e-live-callback-secret';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

/** Starts the real server (built client + API + a fresh embedded database) once for all e2e tests. */
export default async function setup(project: TestProject) {
  // CLIENT_DIR lets one checkout test a build kept elsewhere (`vite build --outDir …`) while dist/ is rebuilt.
  const clientDir = process.env.CLIENT_DIR ?? 'dist';
  if (!existsSync(join(clientDir, 'index.html'))) throw new Error(`${clientDir}/ is missing: run \`npm run build\` first (npm test does)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // The operator console's publisher and editor exist before the server starts.
  await createE2eOperators(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    // DEV_TOOLS: the tests read login codes from the SMS inbox (the browser and the tests are loopback clients).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', DEV_TOOLS: '1', LIVE_CALLBACK_SECRET: CALLBACK_SECRET, SMS_SENDS_PER_IP_HOUR: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.slice(-4000)}`, { cause: error });
  }
  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eCallbackSecret', CALLBACK_SECRET);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(undefined);
      }, 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
