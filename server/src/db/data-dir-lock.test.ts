import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirError } from './data-dir-check';
import { acquireDataDirLock, currentProcessHolder, formatHolder, hasExited, readHolder, readStartTime } from './data-dir-lock';

const tmpDirs: string[] = [];
const lockFileInTmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'boyihui-lock-test-'));
  tmpDirs.push(dir);
  return join(dir, 'pglite.lock');
};
afterAll(() => tmpDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Starts a separate node process that takes the lock and keeps it until killed. */
async function holdLockInChild(lockFile: string): Promise<ChildProcess> {
  const script = `
    import { acquireDataDirLock } from ${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).pathname)};
    acquireDataDirLock(process.argv[1]);
    process.stdout.write('locked\\n');
    setInterval(() => {}, 60_000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script, lockFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(chunk.toString()).toBe('locked\n');
  return child;
}

// Skipped only off Linux: without /proc the lock falls back to the pid alone (nothing new to test there).
const hasProc = existsSync('/proc/self/stat') && existsSync('/proc/sys/kernel/random/boot_id');

describe.skipIf(!hasProc)('data-folder lock after a pid is reused', () => {
  const self = currentProcessHolder();
  // The test runner's parent: alive, and certainly not a process holding the data folder.
  const otherLivePid = process.ppid;

  it('records pid, process start time and boot id', () => {
    const lockFile = lockFileInTmp();
    const lock = acquireDataDirLock(lockFile);
    try {
      expect(readHolder(lockFile)).toEqual({ pid: process.pid, startTime: readStartTime(process.pid), bootId: self.bootId });
      expect(self.startTime).toEqual(expect.any(Number));
    } finally {
      lock.release();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock whose pid now belongs to a live process that started at another time', () => {
    const lockFile = lockFileInTmp();
    const parentStart = readStartTime(otherLivePid)!;
    writeFileSync(lockFile, formatHolder({ pid: otherLivePid, startTime: parentStart + 12_345, bootId: self.bootId }));
    const lock = acquireDataDirLock(lockFile);
    expect(readHolder(lockFile)?.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock written during another boot, even when pid and start time match a live process', () => {
    const lockFile = lockFileInTmp();
    writeFileSync(lockFile, formatHolder({ pid: otherLivePid, startTime: readStartTime(otherLivePid), bootId: 'another-boot' }));
    const lock = acquireDataDirLock(lockFile);
    expect(readHolder(lockFile)?.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an old pid-only lock naming this very pid (a restarted container where the server is pid 1 again)', () => {
    const lockFile = lockFileInTmp();
    writeFileSync(lockFile, String(process.pid));
    const lock = acquireDataDirLock(lockFile);
    expect(readHolder(lockFile)).toEqual(self);
    lock.release();
  });

  it('still honours an old pid-only lock naming another live process', () => {
    const lockFile = lockFileInTmp();
    writeFileSync(lockFile, String(otherLivePid));
    expect(() => acquireDataDirLock(lockFile)).toThrow(`is in use by process ${otherLivePid}`);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(otherLivePid));
  });

  it('refuses while another live process holds the lock, and takes it over once that process is killed', async () => {
    const lockFile = lockFileInTmp();
    const child = await holdLockInChild(lockFile);
    expect(readHolder(lockFile)).toEqual({ pid: child.pid, startTime: readStartTime(child.pid!), bootId: self.bootId });

    let refusal: unknown;
    try {
      acquireDataDirLock(lockFile);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirError);
    expect((refusal as Error).message).toBe(
      `数据目录已被另一个进程占用 / data folder ${join(lockFile, '..')} is in use by process ${child.pid} (lock file ${lockFile})`,
    );

    child.kill('SIGKILL'); // no exit handlers run: the lock stays behind, stale
    await once(child, 'exit');
    expect(readHolder(lockFile)?.pid).toBe(child.pid);
    const lock = acquireDataDirLock(lockFile);
    expect(readHolder(lockFile)).toEqual(self);
    lock.release();
  }, 30_000);

  it('takes over a lock whose holder was killed but not reaped by its parent (a zombie holds no folder)', async () => {
    const lockFile = lockFileInTmp();
    // The lock holder's parent becomes `sleep` (exec), which never waits for its children: like a container's
    // pid 1 without an init, the killed holder stays a zombie.
    const script = `
      import { acquireDataDirLock } from ${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).pathname)};
      acquireDataDirLock(process.argv[1]);
      process.stdout.write('locked\\n');
      setInterval(() => {}, 60_000);
    `;
    const holderCommand = [process.execPath, '--import', 'tsx', '--input-type=module', '--eval', script, lockFile].map(shellQuote).join(' ');
    const parent = spawn('sh', ['-c', `${holderCommand} & echo "pid $!"; exec sleep 60`], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(parent);
    let output = '';
    parent.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 20_000 }).toMatch(/pid (\d+)\n[^]*locked\n/);
    const holderPid = Number(/pid (\d+)/.exec(output)![1]);
    expect(readHolder(lockFile)?.pid).toBe(holderPid);

    process.kill(holderPid, 'SIGKILL');
    await expect.poll(() => hasExited(holderPid), { timeout: 5_000 }).toBe(true);
    // Still there for kill(pid, 0): only its state tells that it has ended.
    expect(() => process.kill(holderPid, 0)).not.toThrow();
    const lock = acquireDataDirLock(lockFile);
    expect(readHolder(lockFile)).toEqual(self);
    lock.release();
  }, 30_000);
});

function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}
