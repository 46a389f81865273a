import { closeSync, fsyncSync, mkdirSync, openSync, statfsSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** A start-up refusal about DATA_DIR: serve.ts prints its message alone (no stack). */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/** Free space PGlite needs to start safely (WAL segments, checkpoints); DATA_DIR_MIN_FREE_MB (config.ts) overrides. */
export const DEFAULT_MIN_FREE_MB = 64;

const reasons: Record<string, string> = {
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is exhausted',
};

/**
 * Checked before PGlite touches the folder: a read-only or (nearly) full data folder makes PGlite fail
 * half-way through start-up ("PGlite failed to initialize properly") and can leave the database unable
 * to open again even after space is freed — so refuse first, with a message that says what to fix.
 */
export function checkDataDir(dataDir: string, minFreeMb = DEFAULT_MIN_FREE_MB): void {
  const probe = join(dataDir, `.write-probe-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    const fd = openSync(probe, 'w');
    try {
      writeSync(fd, Buffer.alloc(4096));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new DataDirError(
      `数据目录不可写 / data folder ${dataDir} is not writable: ${reasons[code] ?? (error as Error).message} (${code || 'error'}). ` +
        'Point DATA_DIR at a writable folder with free space, or set DATABASE_URL.',
    );
  } finally {
    try {
      unlinkSync(probe);
    } catch {
      // never created
    }
  }
  const stats = statfsSync(dataDir);
  const freeMb = (Number(stats.bavail) * Number(stats.bsize)) / (1024 * 1024);
  if (freeMb < minFreeMb) {
    throw new DataDirError(
      `数据目录空间不足 / data folder ${dataDir} has ${freeMb.toFixed(1)} MB free; at least ${minFreeMb} MB are needed to start safely. ` +
        'Free some space (the database was not opened, nothing was changed).',
    );
  }
}
