import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ABANDONED_AFTER_MS, removeAbandonedTranscodes, TRANSCODE_DIR_PREFIX } from './abandoned-transcodes';

describe('removeAbandonedTranscodes', () => {
  const parents: string[] = [];
  afterEach(() => {
    for (const parent of parents.splice(0)) rmSync(parent, { recursive: true, force: true });
  });

  /** A stand-in temp directory holding `name`, last written `ageMs` ago (a folder with a segment, or a file). */
  function entry(parent: string, name: string, ageMs: number, kind: 'folder' | 'file' = 'folder'): void {
    const path = join(parent, name);
    if (kind === 'folder') {
      mkdirSync(path);
      writeFileSync(join(path, 'segment-00000.ts'), 'segment');
    } else writeFileSync(path, 'not a folder');
    const at = (Date.now() - ageMs) / 1000;
    utimesSync(path, at, at);
  }

  it("removes a killed worker's old transcode folder, and nothing that is live, young or not its own", async () => {
    const parent = mkdtempSync(join(tmpdir(), 'byh-abandoned-'));
    parents.push(parent);
    entry(parent, `${TRANSCODE_DIR_PREFIX}killed`, ABANDONED_AFTER_MS + 60_000);
    entry(parent, `${TRANSCODE_DIR_PREFIX}working`, 5_000);
    entry(parent, 'someone-elses-folder', ABANDONED_AFTER_MS * 4);
    entry(parent, `${TRANSCODE_DIR_PREFIX}a-file`, ABANDONED_AFTER_MS * 4, 'file');

    expect(await removeAbandonedTranscodes({ dir: parent })).toBe(1);
    expect(readdirSync(parent).sort()).toEqual([`${TRANSCODE_DIR_PREFIX}a-file`, `${TRANSCODE_DIR_PREFIX}working`, 'someone-elses-folder']);
  });

  it('answers 0 for a directory that is not there', async () => {
    expect(await removeAbandonedTranscodes({ dir: join(tmpdir(), 'byh-no-such-directory') })).toBe(0);
  });
});
