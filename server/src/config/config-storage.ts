import type { Text } from './config-read';
import type { S3StorageConfig } from '../providers/storage/s3-storage';

/** Where user uploads go: DATA_DIR/media/uploads (one machine) or an S3-compatible bucket. */
export type StorageConfig = { kind: 'local' } | { kind: 's3'; s3: S3StorageConfig };

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const OPTIONAL = ['S3_REGION', 'S3_PREFIX', 'S3_PUBLIC_URL', 'S3_PATH_STYLE'] as const;

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * STORAGE=local (default) or s3 with S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
 * (S3_REGION, S3_PREFIX, S3_PUBLIC_URL, S3_PATH_STYLE optional). S3 settings without STORAGE=s3 are refused:
 * uploads silently landing on one machine's disk instead of the bucket is found out too late.
 */
export function readStorageConfig(text: Text, problems: string[]): StorageConfig {
  const kind = (text('STORAGE') ?? 'local').toLowerCase();
  if (kind !== 'local' && kind !== 's3') {
    problems.push(`STORAGE must be local or s3 (got "${kind}")`);
    return { kind: 'local' };
  }
  if (kind === 'local') {
    const stray = [...REQUIRED, ...OPTIONAL].filter((name) => text(name) !== undefined);
    if (stray.length > 0) problems.push(`${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but STORAGE is not s3`);
    return { kind: 'local' };
  }

  const before = problems.length;
  const missing = REQUIRED.filter((name) => text(name) === undefined);
  if (missing.length > 0) problems.push(`STORAGE=s3 needs ${missing.join(', ')}`);
  const endpoint = text('S3_ENDPOINT');
  if (endpoint !== undefined && !isHttpUrl(endpoint)) problems.push(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  const bucket = text('S3_BUCKET');
  // The bucket becomes a path segment or a host label: a slash or a space would address another resource.
  if (bucket !== undefined && !/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(bucket)) problems.push(`S3_BUCKET must be a bucket name (got "${bucket}")`);
  const pathStyleRaw = (text('S3_PATH_STYLE') ?? 'true').toLowerCase();
  if (pathStyleRaw !== 'true' && pathStyleRaw !== 'false') problems.push(`S3_PATH_STYLE must be true or false (got "${pathStyleRaw}")`);
  const publicUrl = text('S3_PUBLIC_URL')?.replace(/\/+$/, '');
  if (publicUrl !== undefined && !isHttpUrl(publicUrl)) problems.push(`S3_PUBLIC_URL must be an http(s) URL (got "${publicUrl}")`);

  const accessKeyId = text('S3_ACCESS_KEY_ID');
  const secretAccessKey = text('S3_SECRET_ACCESS_KEY');
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey || problems.length > before) return { kind: 'local' };

  const pathStyle = pathStyleRaw !== 'false';
  const base = endpoint.replace(/\/+$/, '');
  const bucketUrl = pathStyle ? `${base}/${bucket}` : base.replace('://', `://${bucket}.`);
  const prefix = (text('S3_PREFIX') ?? 'uploads/').replace(/^\/+/, '');
  return {
    kind: 's3',
    s3: {
      endpoint,
      region: text('S3_REGION') ?? 'us-east-1',
      bucket,
      accessKeyId,
      secretAccessKey,
      prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
      publicUrl: publicUrl ?? bucketUrl,
      pathStyle,
    },
  };
}
