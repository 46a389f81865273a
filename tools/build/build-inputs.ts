// What `npm run build` reads, and whether its output is older than any of it (`npm start` builds only then).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The client (vite build). */
export const CLIENT_OUT = 'dist';
/** The server bundle and the files it reads at run time; outside dist/, whose files are served to browsers. */
export const SERVER_OUT = 'dist-server';
/** Written last by a successful build: when it started. */
export const BUILD_INFO = path.join(SERVER_OUT, 'build-info.json');

/** Folders and files whose change makes a build stale (tests excepted: they are not in it). */
const INPUTS = [
  'src',
  'widgets',
  'contract',
  'schemas',
  'layouts',
  'server',
  'public',
  'tools/build',
  'tools/ops',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];
const NOT_INPUT = /\.test\.tsx?$|(^|\/)node_modules$/;

export interface BuildInfo {
  /** Epoch ms when the build began: a file changed after it may not be in the build. */
  startedAt: number;
}

/** Newest modification time under the inputs; folders count too (a deleted file changes its folder). */
export function newestInputMs(root: string = ROOT): number {
  let newest = 0;
  const visit = (rel: string): void => {
    if (NOT_INPUT.test(rel)) return;
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    const stat = statSync(abs);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of readdirSync(abs)) visit(`${rel}/${name}`);
  };
  for (const input of INPUTS) visit(input);
  return newest;
}

/** Why the build must run again, or null when dist/ and dist-server/ are newer than every input. */
export function staleReason(root: string = ROOT): string | null {
  if (!existsSync(path.join(root, CLIENT_OUT, 'index.html'))) return `${CLIENT_OUT}/index.html is missing`;
  const infoFile = path.join(root, BUILD_INFO);
  if (!existsSync(infoFile)) return `${BUILD_INFO} is missing`;
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as Partial<BuildInfo>;
  if (typeof info.startedAt !== 'number') return `${BUILD_INFO} is unreadable`;
  if (newestInputMs(root) > info.startedAt) return 'sources changed since the last build';
  return null;
}

/** Runs `npm run build` in `root` when staleReason says it must; the build's exit status (0 when none was needed). */
export function buildIfStale(root: string = ROOT): number {
  const reason = staleReason(root);
  if (!reason) return 0;
  console.log(`building ${root} (${reason}) …`);
  return spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1;
}
