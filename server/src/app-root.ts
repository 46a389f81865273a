import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding the files the server reads at run time (migrations, default layouts, JSON Schemas,
 * widget schemas and manifest, seed assets), laid out as in the repository. Run from source it is the
 * repository; run from the build it is the server bundle's folder (dist-server/), into which
 * `npm run build` copies those files (tools/build/build-server.ts). Found by walking up from this module
 * to the first folder with the migrations journal, so the answer does not depend on where a bundler put
 * this code.
 */
export const APP_ROOT_MARKER = join('server', 'drizzle', 'meta', '_journal.json');

export function findAppRoot(startDir: string): string {
  for (let dir = resolve(startDir); ; dir = dirname(dir)) {
    if (existsSync(join(dir, APP_ROOT_MARKER))) return dir;
    if (dirname(dir) === dir) throw new Error(`no ${APP_ROOT_MARKER} above ${startDir}: the server's files are missing`);
  }
}

export const appRoot = findAppRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the app root, given repository-relative segments. */
export function appPath(...segments: string[]): string {
  return join(appRoot, ...segments);
}
