import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const s3 = { STORAGE: 's3', S3_ENDPOINT: 'https://s3.example.test', S3_BUCKET: 'byh-media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

describe('STORAGE / S3_* configuration', () => {
  it('keeps uploads in the local folder by default', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE: 'local' }).storage).toEqual({ kind: 'local' });
  });

  it('reads an S3-compatible bucket with its defaults', () => {
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'https://s3.example.test',
        region: 'us-east-1',
        bucket: 'byh-media',
        accessKeyId: 'k',
        secretAccessKey: 's',
        prefix: 'uploads/',
        publicUrl: 'https://s3.example.test/byh-media',
        pathStyle: true,
      },
    });
    const hosted = loadConfig({
      ...s3,
      STORAGE: 'S3',
      S3_PATH_STYLE: 'false',
      S3_PREFIX: '/media',
      S3_PUBLIC_URL: 'https://cdn.example.test/',
      S3_REGION: 'cn-test-1',
    }).storage;
    expect(hosted).toMatchObject({ kind: 's3', s3: { pathStyle: false, prefix: 'media/', publicUrl: 'https://cdn.example.test', region: 'cn-test-1' } });
    expect(loadConfig({ ...s3, S3_PATH_STYLE: 'false' }).storage).toMatchObject({ s3: { publicUrl: 'https://byh-media.s3.example.test' } });
  });

  it('refuses half-set or wrong S3 settings at start, naming each', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' })).toThrow('STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.test', S3_BUCKET: 'b' })).toThrow('S3_ENDPOINT, S3_BUCKET are set but STORAGE is not s3');
    expect(() => loadConfig({ STORAGE: 'local', S3_PUBLIC_URL: 'https://cdn.example.test' })).toThrow('S3_PUBLIC_URL is set but STORAGE is not s3');
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow('STORAGE must be local or s3 (got "ftp")');
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 's3.example.test' })).toThrow('S3_ENDPOINT must be an http(s) URL');
    expect(() => loadConfig({ ...s3, S3_PATH_STYLE: 'yes' })).toThrow('S3_PATH_STYLE must be true or false');
    expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: 'cdn.example.test' })).toThrow('S3_PUBLIC_URL must be an http(s) URL');
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'a/b' })).toThrow('S3_BUCKET must be a bucket name');
  });
});
