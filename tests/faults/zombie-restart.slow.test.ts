// The embedded server killed with kill -9 under a parent that does not reap it (a container's pid 1
// without an init), then restarted at once on the same data folder: the killed process is a zombie that
// still answers kill(pid, 0), and the restart must treat its lock as stale every time (10 of 10).
// `npm run test:faults` (slow: eleven embedded starts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { hasExited } from '../../server/src/db/data-dir-lock';
import { apiEnv, freePort, ROOT, until, watchProcess } from './support';

const CYCLES = 10;
const work = mkdtempSync(join(tmpdir(), 'byh-faults-zombie-'));
const parents: ChildProcess[] = [];

afterAll(() => {
  for (const parent of parents) parent.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

/** Starts the server as the child of `sleep`, which never reaps it; resolves with the server's pid once it serves. */
async function startUnderNonReapingParent(dataDir: string, port: number): Promise<{ pid: number; output: () => string }> {
  const parent = spawn('sh', ['-c', `${JSON.stringify(process.execPath)} --import tsx server/src/main.ts & echo "server pid $!"; exec sleep 3600`], {
    cwd: ROOT,
    env: apiEnv({ DATA_DIR: dataDir, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  parents.push(parent);
  const { output } = watchProcess(parent);
  const pid = await until(() => Number(/server pid (\d+)/.exec(output())?.[1]) || undefined, { timeoutMs: 10_000, what: 'the server pid' });
  await until(
    async () => {
      if (/数据目录已被另一个进程占用/.test(output())) throw new Error(`refused to start:\n${output().slice(-2000)}`);
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200;
    },
    { timeoutMs: 180_000, what: `the server on ${port}` },
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n--- output ---\n${output().slice(-3000)}`);
  });
  return { pid, output };
}

it(`restarts at once after kill -9 while the killed server is still a zombie, ${CYCLES} of ${CYCLES}`, async () => {
  const dataDir = join(work, 'data');
  const port = await freePort();
  let running = await startUnderNonReapingParent(dataDir, port);
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    process.kill(running.pid, 'SIGKILL');
    await until(() => hasExited(running.pid), { timeoutMs: 5_000, what: `server ${running.pid} to end` });
    expect(() => process.kill(running.pid, 0), 'the killed server is a zombie, not gone').not.toThrow();
    running = await startUnderNonReapingParent(dataDir, port);
    expect(running.output()).not.toMatch(/数据目录已被另一个进程占用/);
  }
  process.kill(running.pid, 'SIGKILL');
}, 900_000);
