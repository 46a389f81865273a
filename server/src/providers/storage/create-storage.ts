import { join } from 'node:path';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage, s3ConfigFromEnv } from './s3-storage';

/**
 * Upload storage chosen by STORAGE: `local` (default) keeps files in DATA_DIR/media/uploads, served at
 * /media/uploads — shared by API processes on one machine only; `s3` puts them in an S3-compatible bucket.
 */
export function createFileStorage(env: NodeJS.ProcessEnv, dataDir: string): FileStorage {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? new S3FileStorage(s3) : new LocalFileStorage(join(dataDir, 'media', 'uploads'), '/media/uploads');
}
