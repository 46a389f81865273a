// The image's runtime stage, done on this machine: a folder with package.json, package-lock.json and .npmrc,
// `npm ci --omit=dev` in it, then the build (dist/, dist-server/) copied in — and nothing else of the repository.
// The server processes it starts get a clean environment (no VITEST, no tsx), like a container's.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, until } from '../../server/src/testing/private-redis';
import { watchProcess, type WatchedProcess } from '../faults/support';
import { testRunMarker } from '../../server/src/testing/test-run-marker';

export const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
/** What the Dockerfile's runtime stage copies from the build stage, besides node_modules. */
export const BUILD_OUTPUT = ['dist', 'dist-server'];
const MANIFESTS = ['package.json', 'package-lock.json', '.npmrc'];

/** Makes the runtime folder; fails when the build is missing or `npm ci --omit=dev` does. */
export function prepareRuntime(): string {
  for (const dir of BUILD_OUTPUT) {
    if (!existsSync(join(ROOT, dir))) throw new Error(`${dir}/ is missing: run \`npm run build\` first (npm test does)`);
  }
  const app = mkdtempSync(join(tmpdir(), 'byh-runtime-'));
  for (const file of MANIFESTS) if (existsSync(join(ROOT, file))) cpSync(join(ROOT, file), join(app, file));
  // --prefer-offline: the packages are normally in npm's cache already (the full install put them there).
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app, encoding: 'utf8' });
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.stdout}\n${install.stderr}`);
  for (const dir of BUILD_OUTPUT) cpSync(join(ROOT, dir), join(app, dir), { recursive: true });
  return app;
}

export interface RuntimeProcess extends WatchedProcess {
  url: string;
  child: ChildProcess;
}

/** Secrets a production start needs; the values only have to be stable within the test. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'deploy-check-auth-secret',
  CONTENT_PASS_SECRET: 'deploy-check-content-pass',
  LIVE_CALLBACK_SECRET: 'deploy-check-live-callback',
  WATCH_PASSWORD_SECRET: 'deploy-check-watch-password-secret',
};

/** Runs `command args` in the runtime folder with only PATH, HOME and `env`; PORT is added. */
export async function startRuntime(app: string, command: string, args: string[], env: Record<string, string>): Promise<RuntimeProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(command, args, {
    cwd: app,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...testRunMarker(), LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { url: `http://127.0.0.1:${port}`, child, ...watchProcess(child) };
}

/** Runs `node args` in the runtime folder to its end (the operator commands), with the same clean environment. */
export function runTool(app: string, args: string[], env: Record<string, string>): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, args, {
    cwd: app,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...testRunMarker(), ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}${run.error ? String(run.error) : ''}` };
}

/** Waits for GET /healthz → 200; the time it took, or an error with the process's output. */
export async function waitHealthy(server: RuntimeProcess, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let ended = false;
  void server.exited.then(() => (ended = true));
  await until(async () => ended || (await fetch(`${server.url}/healthz`)).status === 200, { timeoutMs, what: `/healthz within ${timeoutMs} ms` }).catch(
    async (error: Error) => {
      // Not ready in time: stopped, so its lock on the data folder does not fail the tests after this one too.
      await server.kill9();
      throw new Error(`${error.message}\n--- output ---\n${server.output().slice(-4000)}`);
    },
  );
  if (ended) throw new Error(`the server exited before it was ready:\n${server.output().slice(-4000)}`);
  return Date.now() - started;
}

/** Whether anything still accepts connections at the server's address. */
export async function accepting(server: RuntimeProcess): Promise<boolean> {
  try {
    await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Pids of live processes whose command line contains `needle` (the cluster's workers). */
export function processesMatching(needle: string): number[] {
  const list = spawnSync('pgrep', ['-f', needle], { encoding: 'utf8' });
  return list.stdout
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => pid !== process.pid);
}
