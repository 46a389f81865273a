import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local-storage';

describe('LocalFileStorage.delete', () => {
  let root = '';
  let storage: LocalFileStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'local-storage-'));
    storage = new LocalFileStorage(join(root, 'media', 'uploads'), '/media/uploads');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('removes a file by its public URL or bare name; a missing file is false', async () => {
    const url = await storage.put('0a1b2c3d.png', Buffer.from('png'));
    expect(url).toBe('/media/uploads/0a1b2c3d.png');
    const file = join(root, 'media', 'uploads', '0a1b2c3d.png');
    expect(existsSync(file)).toBe(true);
    expect(await storage.delete(url)).toBe(true);
    expect(existsSync(file)).toBe(false);
    expect(await storage.delete(url)).toBe(false);
    await storage.put('0a1b2c3e.pdf', Buffer.from('%PDF'));
    expect(await storage.delete('0a1b2c3e.pdf')).toBe(true);
  });

  it('keeps a content-addressed file that is already there, and tells the free space of its disk', async () => {
    const name = `img-${'cd'.repeat(16)}.png`;
    const first = await storage.putContentAddressed(name, Buffer.from('png bytes'));
    expect(await storage.putContentAddressed(name, Buffer.from('png bytes'))).toBe(first);
    // A plain put() of a taken name is still refused: only content-named files may be written twice.
    await expect(storage.put(name, Buffer.from('other'))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await storage.freeBytes()).toBeGreaterThan(0);
  });

  it('refuses anything that would leave the upload folder', async () => {
    const outside = join(root, 'media', 'keep.txt');
    const secret = join(root, 'secret.txt');
    await mkdir(join(root, 'media', 'uploads', 'sub'), { recursive: true });
    const nested = join(root, 'media', 'uploads', 'sub', 'a.png');
    await Promise.all([writeFile(outside, 'keep'), writeFile(secret, 'keep'), writeFile(nested, 'keep')]);
    for (const name of [
      '/media/uploads/../keep.txt',
      '../keep.txt',
      '../../secret.txt',
      '/media/uploads/..%2Fkeep.txt',
      '/media/uploads/sub/a.png',
      'sub/a.png',
      '/media/keep.txt',
      outside,
      '..',
      '.',
      '',
      'a\\..\\keep.txt',
      'a.png\u0000',
    ]) {
      expect(await storage.delete(name), JSON.stringify(name)).toBe(false);
    }
    expect([outside, secret, nested].every((f) => existsSync(f))).toBe(true);
  });
});
