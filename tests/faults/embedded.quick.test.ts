// The embedded default (PGlite in DATA_DIR), with the real production entry (server/src/main.ts):
// a second process on the same data folder is refused; a read-only or full data folder gives a clear
// error at start and changes nothing; after a kill -9 and with space back, the database opens intact.
// Runs in CI (`npm test`, vitest project faults): one real first start (~15 s) and a few refused ones.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEnv, startApi, type ApiProcess } from './support';

const work = mkdtempSync(join(tmpdir(), 'byh-faults-embedded-'));
const dataDir = join(work, 'data');
const mounts: string[] = [];

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Mounting needs root with CAP_SYS_ADMIN (CI containers here have it); otherwise those cases are skipped. */
function tryMount(args: string[], target: string): boolean {
  mkdirSync(target, { recursive: true });
  if (!run('mount', [...args, target])) return false;
  mounts.push(target);
  return true;
}

/** sha256 of every file under the PGlite folder, by relative path (the lock file left out). */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile())
        out[rel] = createHash('sha256')
          .update(readFileSync(join(dir, rel)))
          .digest('hex');
    }
  };
  walk('pglite');
  return out;
}

/** Runs the entry on `dir` and expects it to refuse: exit code 1 and `message` in its output, quickly. */
async function expectRefusedStart(dir: string, message: RegExp): Promise<string> {
  const api = await startApi(apiEnv({ DATA_DIR: dir }), { waitReady: false });
  const timer = setTimeout(() => void api.kill9(), 30_000);
  const { code } = await api.exited;
  clearTimeout(timer);
  expect(api.output()).toMatch(message);
  expect(code).toBe(1);
  // A clear message, not a stack trace.
  expect(api.output()).not.toMatch(/\n\s+at /);
  return api.output();
}

let first: ApiProcess | undefined;

beforeAll(async () => {
  first = await startApi(apiEnv({ DATA_DIR: dataDir }), { timeoutMs: 110_000 });
}, 120_000);

afterAll(async () => {
  await first?.kill9();
  for (const target of mounts.reverse()) run('umount', ['-l', target]);
  rmSync(work, { recursive: true, force: true });
});

describe('embedded PGlite data folder', () => {
  it('refuses a second process on the same data folder, and the first keeps serving', async () => {
    await expectRefusedStart(dataDir, /数据目录已被另一个进程占用 \/ data folder .* is in use by process \d+/);
    const home = await fetch(`${first!.url}/course/api/home`);
    expect(home.status).toBe(200);
  });

  it('refuses a read-only data folder with a clear error and leaves it unchanged', async (context) => {
    await first!.kill9(); // a crash: leaves a stale lock behind, like a power cut would
    const before = fingerprint(dataDir);
    const readOnly = join(work, 'read-only');
    if (!tryMount(['--bind', dataDir], readOnly) || !run('mount', ['-o', 'remount,bind,ro', readOnly])) {
      context.skip('mount is not permitted here (needs root with CAP_SYS_ADMIN): read-only case not run');
    }
    await expectRefusedStart(readOnly, /数据目录不可写 \/ data folder .* is not writable: the file system is read-only \(EROFS\)/);
    expect(fingerprint(dataDir)).toEqual(before);
  });

  it('refuses a full data folder with a clear error, then opens intact once space is freed', async (context) => {
    const full = join(work, 'full');
    const usedMb = Math.ceil(Number(spawnSync('du', ['-sm', dataDir], { encoding: 'utf8' }).stdout.split('\t')[0]));
    if (!tryMount(['-t', 'tmpfs', '-o', `size=${usedMb + 80}m`, 'tmpfs'], full)) {
      context.skip('mount is not permitted here (needs root with CAP_SYS_ADMIN): full-disk case not run');
    }
    cpSync(dataDir, full, { recursive: true });
    const before = fingerprint(full);
    const stats = statfsSync(full);
    const freeBytes = Number(stats.bavail) * Number(stats.bsize);
    // Leave 2 MB: enough for the lock file and a probe, far below what PGlite needs to start safely.
    writeFileSync(join(full, 'filler'), Buffer.alloc(Math.max(0, freeBytes - 2 * 1024 * 1024)));
    await expectRefusedStart(full, /数据目录空间不足 \/ data folder .* has [\d.]+ MB free; at least \d+ MB are needed/);
    expect(fingerprint(full)).toEqual(before);

    rmSync(join(full, 'filler'));
    expect(statSync(join(full, 'pglite.lock')).isFile()).toBe(true); // the crashed process's stale lock
    const again = await startApi(apiEnv({ DATA_DIR: full }), { timeoutMs: 60_000 });
    try {
      const home = (await (await fetch(`${again.url}/course/api/home`)).json()) as { code: number; data: { banners: unknown[] } };
      expect(home.code).toBe(0);
      expect(home.data.banners.length).toBeGreaterThan(0);
    } finally {
      await again.stop();
    }
  });
});
