import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataDirError } from './data-dir-check';

export interface DataDirLock {
  path: string;
  release(): void;
}

// Two processes on one PGlite folder corrupt it, so the folder gets an exclusive lock file holding the pid.
export function acquireDataDirLock(lockPath: string): DataDirLock {
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return makeLock(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolderPid(lockPath);
      if (holder !== null && isProcessAlive(holder)) {
        throw new DataDirError(
          `数据目录已被另一个进程占用 / data folder ${dirname(lockPath)} is in use by process ${holder} (lock file ${lockPath})`,
        );
      }
      // Stale lock (its process died without releasing it): take it over.
      try {
        unlinkSync(lockPath);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new Error(`could not take the data folder lock ${lockPath}`);
}

function makeLock(lockPath: string): DataDirLock {
  let released = false;
  // A crash that still runs 'exit' handlers should not leave the lock behind; a hard kill leaves a stale one.
  const onExit = () => release();
  function release() {
    if (released) return;
    released = true;
    process.off('exit', onExit);
    try {
      if (readHolderPid(lockPath) === process.pid) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  }
  process.on('exit', onExit);
  return { path: lockPath, release };
}

function readHolderPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
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
