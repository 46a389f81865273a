import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_INFO, staleReason } from './build-inputs';

// `npm start` builds only when this says so: never on a fresh build, always after a source changed.
describe('staleReason', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A tree with one source file written at `sourceAt` and, unless `built` is false, a build started at `builtAt`. */
  function tree({ sourceAt, builtAt, built = true }: { sourceAt: number; builtAt: number; built?: boolean }): string {
    const root = mkdtempSync(join(tmpdir(), 'byh-build-inputs-'));
    roots.push(root);
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'main.tsx'), 'export {};\n');
    utimesSync(join(root, 'src', 'main.tsx'), sourceAt / 1000, sourceAt / 1000);
    utimesSync(join(root, 'src'), sourceAt / 1000, sourceAt / 1000);
    if (built) {
      mkdirSync(join(root, 'dist'));
      writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html>');
      mkdirSync(join(root, 'dist-server'));
      writeFileSync(join(root, BUILD_INFO), JSON.stringify({ startedAt: builtAt }));
    }
    return root;
  }

  it('asks for a build when there is none', () => {
    expect(staleReason(tree({ sourceAt: 1_000_000, builtAt: 0, built: false }))).toMatch(/missing/);
  });

  it('keeps a build made after the last change', () => {
    expect(staleReason(tree({ sourceAt: 1_000_000, builtAt: 2_000_000 }))).toBeNull();
  });

  it('builds again after a source file changed, and after a test-only change does not', () => {
    const root = tree({ sourceAt: 1_000_000, builtAt: 2_000_000 });
    writeFileSync(join(root, 'src', 'main.test.tsx'), 'export {};\n');
    utimesSync(join(root, 'src'), 1_000_000 / 1000, 1_000_000 / 1000);
    expect(staleReason(root)).toBeNull();
    utimesSync(join(root, 'src', 'main.tsx'), 3_000_000 / 1000, 3_000_000 / 1000);
    expect(staleReason(root)).toMatch(/changed/);
  });
});
