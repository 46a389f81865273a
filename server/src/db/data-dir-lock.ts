import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataDirError } from './data-dir-check';

export interface DataDirLock {
  path: string;
  release(): void;
}

/**
 * Who holds the lock. A pid alone is reused after a crash and a reboot or container restart (the new server is
 * often pid 1 again), so the start time of the process and the boot it ran in are kept too. Both are null where
 * /proc is missing (non-Linux) or in lock files written before they were recorded: then only the pid counts.
 */
export interface LockHolder {
  pid: number;
  /** Field 22 of /proc/<pid>/stat: clock ticks after boot at which the process started. */
  startTime: number | null;
  /** /proc/sys/kernel/random/boot_id: changes on every boot. */
  bootId: string | null;
}

// Two processes on one PGlite folder corrupt it, so the folder gets an exclusive lock file naming its holder.
export function acquireDataDirLock(lockPath: string): DataDirLock {
  mkdirSync(dirname(lockPath), { recursive: true });
  const self = currentProcessHolder();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      try {
        writeSync(fd, formatHolder(self));
      } finally {
        closeSync(fd);
      }
      return makeLock(lockPath, self);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder !== null && isHolderRunning(holder, self)) {
        throw new DataDirError(`数据目录已被另一个进程占用 / data folder ${dirname(lockPath)} is in use by process ${holder.pid} (lock file ${lockPath})`);
      }
      // Stale lock (its process died, or the pid now belongs to another process): take it over.
      try {
        unlinkSync(lockPath);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new Error(`could not take the data folder lock ${lockPath}`);
}

function makeLock(lockPath: string, self: LockHolder): DataDirLock {
  let released = false;
  // A crash that still runs 'exit' handlers should not leave the lock behind; a hard kill leaves a stale one.
  const onExit = () => release();
  function release() {
    if (released) return;
    released = true;
    process.off('exit', onExit);
    try {
      if (sameHolder(readHolder(lockPath), self)) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  }
  process.on('exit', onExit);
  return { path: lockPath, release };
}

export function currentProcessHolder(): LockHolder {
  return { pid: process.pid, startTime: readStartTime(process.pid), bootId: readBootId() };
}

export function formatHolder(holder: LockHolder): string {
  return `${JSON.stringify(holder)}\n`;
}

/** Reads both formats: the JSON holder, and the bare pid that older versions wrote. */
export function readHolder(lockPath: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8').trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) {
    const pid = Number.parseInt(text, 10);
    return isPid(pid) ? { pid, startTime: null, bootId: null } : null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<Record<keyof LockHolder, unknown>>;
    if (!isPid(parsed.pid)) return null;
    return {
      pid: parsed.pid,
      startTime: typeof parsed.startTime === 'number' && Number.isInteger(parsed.startTime) ? parsed.startTime : null,
      bootId: typeof parsed.bootId === 'string' && parsed.bootId !== '' ? parsed.bootId : null,
    };
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock is still running. When in doubt (facts missing), assume it is. */
function isHolderRunning(holder: LockHolder, self: LockHolder): boolean {
  if (!isProcessAlive(holder.pid)) return false;
  // A killed process whose parent has not reaped it yet (a container's pid 1 without an init, a slow
  // supervisor) still answers kill(pid, 0), but holds no file and runs nothing: its lock is stale.
  if (hasExited(holder.pid)) return false;
  // Our own pid with other facts (or in the old pid-only format, which this version never writes) is an earlier
  // process that had the same pid, e.g. pid 1 in a restarted container.
  if (holder.pid === self.pid) return sameHolder(holder, self);
  // A pid from an earlier boot names some unrelated process now.
  if (holder.bootId !== null && self.bootId !== null && holder.bootId !== self.bootId) return false;
  if (holder.startTime === null) return true; // pid-only lock: the pid is all there is to go on
  const now = readStartTime(holder.pid);
  // Unreadable stat: it may have just exited; otherwise keep the lock rather than risk two writers.
  return now === null ? isProcessAlive(holder.pid) : now === holder.startTime;
}

function sameHolder(a: LockHolder | null, b: LockHolder): boolean {
  return a !== null && a.pid === b.pid && a.startTime === b.startTime && a.bootId === b.bootId;
}

function isPid(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Fields 3 onwards of /proc/<pid>/stat, or null where /proc is unavailable or the process is gone. */
function readStatFields(pid: number): string[] | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Field 2 (the command name) is in parentheses and may hold spaces or ')', so count fields after the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** Start time of a process in clock ticks after boot, or null where /proc is unavailable or the process is gone. */
export function readStartTime(pid: number): number | null {
  // fields[0] is field 3 (state), so field 22 (starttime) is fields[19].
  const startTime = Number(readStatFields(pid)?.[19]);
  return Number.isSafeInteger(startTime) && startTime >= 0 ? startTime : null;
}

/** True for a zombie (Z: ended, not yet reaped by its parent) or a dead process (X); false where /proc is missing. */
export function hasExited(pid: number): boolean {
  const state = readStatFields(pid)?.[0];
  return state === 'Z' || state === 'X';
}

function readBootId(): string | null {
  try {
    const id = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return id === '' ? null : id;
  } catch {
    return null;
  }
}
