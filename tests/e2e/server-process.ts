import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One real server process for browser tests: the built client, the API and a fresh embedded database
// in a folder of its own. The e2e global setup starts one per worker; a test file that needs other
// settings (e.g. CODE_LENGTH) starts its own beside it.

export interface ServerProcess {
  baseUrl: string;
  dataDir: string;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its data folder (unless kept). */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

/**
 * The server as production runs it: the bundle `npm run build` writes (the e2e global setup refuses a build
 * older than the sources). Run from source through tsx, every start spent seconds of CPU compiling it.
 */
const BUILT_SERVER = join('dist-server', 'main.js');

/**
 * Starts the built server (dist-server/main.js) on a free loopback port with its own DATA_DIR (prepared by `prepare`
 * before the server starts) and `env` on top of the test settings; resolves once /healthz answers.
 */
export async function startServer(
  env: Record<string, string>,
  prepare?: (dataDir: string) => Promise<unknown>,
  options: { seededFrom?: string; keepDataDir?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  // A copy of a data folder the demo content was seeded into starts in seconds; seeding takes ~15 s of CPU.
  if (options.seededFrom) cpSync(options.seededFrom, dataDir, { recursive: true });
  await prepare?.(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, [BUILT_SERVER], {
    // DEV_TOOLS: the tests read login codes from the SMS inbox (the browser and the tests are loopback clients).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      DEV_TOOLS: '1',
      SMS_SENDS_PER_IP_HOUR: '1000',
      // Every e2e file signs its own numbers in from this one address (the limit has its own server tests).
      LOGIN_CHECKS_PER_IP_10MIN: '1000',
      // Video uploads are transcoded as in `npm start` (off by default under NODE_ENV=test).
      MEDIA_WORKER: 'in-process',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
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
    }
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.slice(-4000)}`, { cause: error });
  }
  return { baseUrl, dataDir, stop };
}

/**
 * A data folder with the demo content seeded, for `startServer(…, { seededFrom })`: made by starting a
 * server on it once, so it holds exactly what a server's own first start would seed. Remove it when done.
 */
export async function seedDataFolder(): Promise<string> {
  const seeding = await startServer({}, undefined, { keepDataDir: true });
  await seeding.stop();
  return seeding.dataDir;
}
