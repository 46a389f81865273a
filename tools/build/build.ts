// `npm run build`: the client (vite → dist/) and the server (esbuild → dist-server/), so production starts
// with `node dist-server/main.js` on production dependencies only: no TypeScript compiled at run time.
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { FIRST_SCREEN_RENDERER_FILE } from '../../contract/boot/first-screen-renderer';
import { BUILD_INFO, ROOT, SERVER_OUT, type BuildInfo } from './build-inputs';

/** Entry points, by output name: the server, the cluster primary, the poster, PDF and workbook threads, and the operator commands. */
export const SERVER_ENTRIES: Record<string, string> = {
  main: 'server/src/main.ts',
  // main.js starts tracing, then imports ./serve.js: a bundle of its own, so that http, pg and ioredis load
  // only after the instrumentations hook them.
  serve: 'server/src/serve.ts',
  cluster: 'server/src/cluster.ts',
  // `npm run worker`: media jobs only, beside API processes started with MEDIA_WORKER=separate.
  worker: 'server/src/worker.ts',
  // Loaded by the poster pool as ./poster-worker.js next to the module that starts it (main.js).
  'poster-worker': 'server/src/modules/share/poster-worker.ts',
  // Loaded the same way by the media library's PDF reader as ./pdf-worker.js.
  'pdf-worker': 'server/src/modules/ops-media/pdf-worker.ts',
  // And by the catalogue import's workbook reader as ./workbook-worker.js.
  'workbook-worker': 'server/src/modules/ops-catalogue/workbook-worker.ts',
  seed: 'server/src/seed/run-seed.ts',
  'create-operator': 'tools/ops/create-operator.ts',
  // `node dist-server/backup.js backup|restore …`: `npm run backup` runs through tsx, which the image leaves out.
  backup: 'tools/ops/backup.ts',
};

/**
 * What the server reads at run time, repository-relative; copied into dist-server/ with the same layout,
 * where server/src/app-root.ts finds them (it looks for the migrations journal).
 */
export const RUNTIME_FILES: Array<{ from: string; only?: RegExp }> = [
  { from: 'server/drizzle' },
  { from: 'server/src/seed/assets' },
  { from: 'layouts', only: /\.json$/ },
  { from: 'schemas', only: /\.json$/ },
  { from: 'widgets', only: /^[^/]+\/[^/]+\.schema\.json$/ },
  { from: 'contract/generated/widget-manifest.json' },
];

/** Bundles the entries; returns the packages they import (left outside the bundle). */
async function buildServer(out: string): Promise<string[]> {
  const result = await esbuild({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    // node_modules stay outside the bundle: native addons (PGlite's WASM, canvas, jieba, resvg) and pg's
    // optional parts load as installed, and `npm ci --omit=dev` decides what is there.
    packages: 'external',
    // One file per entry: each is a process or a thread of its own, and ./poster-worker.js sits next to main.js.
    splitting: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  const imported = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) if (external && !specifier.startsWith('node:')) imported.add(specifier);
  }
  return [...imported].sort();
}

/**
 * tsx forgives what Node's own ESM loader refuses (a subpath without its extension, a folder import); the
 * bundle runs on the latter. Resolving every imported specifier from dist-server/ with plain node fails
 * the build here rather than the first production start.
 */
function checkNodeResolves(out: string, specifiers: string[]): void {
  const script = [
    "import { statSync } from 'node:fs';",
    "import { fileURLToPath } from 'node:url';",
    `for (const s of ${JSON.stringify(specifiers)}) {`,
    '  try {',
    '    const url = import.meta.resolve(s);',
    "    if (url.startsWith('file:') && !statSync(fileURLToPath(url), { throwIfNoEntry: false })?.isFile()) console.log(`${s}: no file at ${url}`);",
    "  } catch (error) { console.log(`${s}: ${String(error.message).split('\\n')[0]}`); }",
    '}',
  ].join('\n');
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: out, encoding: 'utf8', env: { PATH: process.env.PATH } });
  const failures = `${run.stdout}${run.stderr}`.trim();
  if (run.status !== 0 || failures)
    throw new Error(`the server bundle imports what Node cannot resolve (import the file, e.g. pkg/sub/index.js):\n${failures}`);
}

/** The app's renderer of the first screen's sections, run by the server (server/src/html/first-screen-renderer.ts). */
export const FIRST_SCREEN_SSR_ENTRY = 'src/app/first-screen-ssr.tsx';

/**
 * The first-screen renderer as one self-contained file in dist-server/: the widgets, the runtime's node
 * renderer and React's server renderer bundled in (nothing to resolve from node_modules, whatever the
 * production install leaves out), the widgets' lazily loaded code inlined, their CSS left to the client build.
 */
async function buildFirstScreenRenderer(out: string): Promise<void> {
  await viteBuild({
    root: ROOT,
    logLevel: 'warn',
    // React's production build: the server's NODE_ENV is not the bundle's business.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: FIRST_SCREEN_SSR_ENTRY,
      outDir: out,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: false,
      target: 'node20',
      // One file on purpose (read once at the server's start, never sent to a browser).
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: { output: { entryFileNames: FIRST_SCREEN_RENDERER_FILE, codeSplitting: false } },
    },
  });
}

function copyRuntimeFiles(out: string): number {
  let count = 0;
  for (const { from, only } of RUNTIME_FILES) {
    const source = path.join(ROOT, from);
    cpSync(source, path.join(out, from), {
      recursive: true,
      filter: (file) => {
        if (statSync(file).isDirectory()) return true;
        const keep = !only || only.test(path.relative(source, file).split(path.sep).join('/'));
        if (keep) count += 1;
        return keep;
      },
    });
  }
  return count;
}

/** Folders the filters left empty (widgets/<type>/ of widgets without a schema) are not part of the build. */
function removeEmptyFolders(dir: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && removeEmptyFolders(path.join(dir, entry.name))) rmSync(path.join(dir, entry.name), { recursive: true });
    else empty = false;
  }
  return empty;
}

async function main(): Promise<void> {
  const info: BuildInfo = { startedAt: Date.now() };
  const out = path.join(ROOT, SERVER_OUT);
  rmSync(out, { recursive: true, force: true });
  await viteBuild({ root: ROOT, logLevel: 'warn' });
  const clientMs = Date.now() - info.startedAt;
  checkNodeResolves(out, await buildServer(out));
  await buildFirstScreenRenderer(out);
  const files = copyRuntimeFiles(out);
  removeEmptyFolders(out);
  // The bundle is ESM whatever package.json sits around it.
  writeFileSync(path.join(out, 'package.json'), `${JSON.stringify({ type: 'module', private: true }, null, 2)}\n`);
  mkdirSync(path.dirname(path.join(ROOT, BUILD_INFO)), { recursive: true });
  writeFileSync(path.join(ROOT, BUILD_INFO), `${JSON.stringify(info, null, 2)}\n`);
  const total = Date.now() - info.startedAt;
  console.log(
    `built: client in ${(clientMs / 1000).toFixed(1)} s (dist/), server in ${((total - clientMs) / 1000).toFixed(1)} s (${SERVER_OUT}/, ${files} run-time files)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
