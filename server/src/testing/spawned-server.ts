import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase } from './postgres-admin';

export interface SpawnedServer {
  baseUrl: string;
  /** What the process printed so far (for failure messages). */
  output(): string;
  /** SIGTERM, wait for the exit, then drop its database and data folder. */
  stop(): Promise<void>;
}

/** A free loopback port (taken and released). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A real server process (`entry`: server/src/main.ts or cluster.ts) on its own copy of the PostgreSQL test
 * template and its own DATA_DIR, with `env` on top; resolves once /healthz answers. Needs TEST_DATABASE_URL.
 */
export async function spawnServer(entry: string, env: Record<string, string>): Promise<SpawnedServer> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!serverUrl || !template) throw new Error('a spawned server needs TEST_DATABASE_URL');
  const name = `${inject('postgresPrefix')}proc_${randomBytes(3).toString('hex')}`;
  await createDatabase(serverUrl, name, template);
  const dataDir = mkdtempSync(join(tmpdir(), 'spawned-data-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(serverUrl, name),
      REDIS_URL: '',
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await dropDatabase(serverUrl, name).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready (exit ${child.exitCode}):\n${output.slice(-3000)}`);
    }
    if (
      (await fetch(`${baseUrl}/healthz`).then(
        (answer) => answer.status,
        () => 0,
      )) === 200
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, output: () => output, stop };
}
