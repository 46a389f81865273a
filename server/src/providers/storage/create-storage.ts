import { join } from 'node:path';
import type { StorageConfig } from '../../config/config-storage';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-storage';
import { S3FileStorage } from './s3-storage';

/**
 * Upload storage chosen by STORAGE (config-storage.ts): `local` keeps files in DATA_DIR/media/uploads, served at
 * /media/uploads — shared by API processes on one machine only; `s3` puts them in an S3-compatible bucket.
 */
export function createFileStorage(storage: StorageConfig, dataDir: string): FileStorage {
  return storage.kind === 's3' ? new S3FileStorage(storage.s3) : new LocalFileStorage(join(dataDir, 'media', 'uploads'), '/media/uploads');
}
