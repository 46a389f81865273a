import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A stand-in for the built client (`dist/`): its page and two hashed files, for tests of how they are served. */
export function makeBuiltClient(): { clientDir: string; remove(): void } {
  const clientDir = mkdtempSync(join(tmpdir(), 'boyihui-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>博医荟</title><div id="root"></div>');
  writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(clientDir, 'assets', 'font-abc123.woff2'), 'wOF2');
  return { clientDir, remove: () => rmSync(clientDir, { recursive: true, force: true }) };
}
