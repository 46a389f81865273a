// Front-end budgets: the gzipped JS and CSS each route group loads before its first render, checked
// against tools/budgets/budgets.json. Initial = the entry chunk of index.html with its static imports
// and CSS, plus the lazy chunks the group's first render needs (the widgets its layouts name, or other
// lazy modules such as the operator console), each with its static imports. Dynamic imports inside
// those chunks (the HLS engine, the share-poster QR code) load later and are not counted.
//
// `npm run check:budgets` (after `npm run build`); BUDGETS_DIST=/some/dist checks another build.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { overlaysByOpening } from '../../contract/layout/widget-types';

export interface BudgetGroup {
  description: string;
  /** Layout ids (layouts/<id>.layout.json) whose widgets render first. */
  layouts: string[];
  /** Other lazy modules the first render needs, as Vite manifest keys (source paths). */
  modules?: string[];
  /** Gzipped budgets in KB. */
  jsKb: number;
  cssKb: number;
}

export interface BudgetsConfig {
  groups: Record<string, BudgetGroup>;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface GroupFigure {
  name: string;
  jsGzip: number;
  cssGzip: number;
  jsBudget: number;
  cssBudget: number;
  files: string[];
  /** Layouts or modules named in the config that this build does not have (reported, not counted). */
  missing: string[];
  ok: boolean;
}

const here = fileURLToPath(new URL('.', import.meta.url));
export const ROOT = resolve(here, '..', '..');

export function loadBudgets(path = join(here, 'budgets.json')): BudgetsConfig {
  return JSON.parse(readFileSync(path, 'utf8')) as BudgetsConfig;
}

export function distDir(): string {
  return resolve(ROOT, process.env.BUDGETS_DIST ?? 'dist');
}

/**
 * Every widget name a layout document's first render uses (nodes, children, slots, the overlays that can
 * show as the screen opens: any `widget` string). Overlays only an action opens load after the first render.
 */
export function layoutWidgets(document: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (part: unknown) => {
    if (Array.isArray(part)) for (const item of part) walk(item);
    else if (part && typeof part === 'object')
      for (const [key, value] of Object.entries(part)) {
        if (key === 'widget' && typeof value === 'string') found.add(value);
        else walk(value);
      }
  };
  const { overlays, ...rest } = document && typeof document === 'object' ? (document as Record<string, unknown>) : { overlays: undefined };
  walk(rest);
  walk(overlaysByOpening(overlays).atOpen);
  return found;
}

function gzipSize(dist: string, file: string, cache: Map<string, number>): number {
  let size = cache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    cache.set(file, size);
  }
  return size;
}

/** Files of a manifest chunk and its static imports (recursively), JS and CSS. */
function closure(manifest: Manifest, key: string, files: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, seen);
}

export function measureGroups(config: BudgetsConfig = loadBudgets(), dist = distDir()): GroupFigure[] {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing: build with build.manifest (vite.config.ts) first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the Vite manifest');
  const sizes = new Map<string, number>();
  return Object.entries(config.groups).map(([name, group]) => {
    const files = new Set<string>();
    const missing: string[] = [];
    closure(manifest, entryKey, files);
    const modules = [...(group.modules ?? [])];
    for (const layout of group.layouts) {
      const path = join(ROOT, 'layouts', `${layout}.layout.json`);
      if (!existsSync(path)) {
        missing.push(`layouts/${layout}.layout.json`);
        continue;
      }
      for (const widget of layoutWidgets(JSON.parse(readFileSync(path, 'utf8')))) {
        const key = Object.keys(manifest).find((k) => k.startsWith(`widgets/${widget}/`) && manifest[k].isDynamicEntry);
        // No chunk of its own: the widget is in the entry (already counted) or unknown (lint's job).
        if (key) modules.push(key);
      }
    }
    for (const module of modules) {
      if (!manifest[module]) missing.push(module);
      else closure(manifest, module, files);
    }
    const list = [...files].sort();
    const jsGzip = list.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(dist, f, sizes), 0);
    const cssGzip = list.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipSize(dist, f, sizes), 0);
    const jsBudget = group.jsKb * 1024;
    const cssBudget = group.cssKb * 1024;
    return { name, jsGzip, cssGzip, jsBudget, cssBudget, files: list, missing, ok: jsGzip <= jsBudget && cssGzip <= cssBudget };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatFigures(figures: GroupFigure[]): string {
  const lines = ['Initial JS / CSS per route group (gzipped) against tools/budgets/budgets.json'];
  for (const f of figures) {
    const js = `JS ${kb(f.jsGzip).padStart(9)} / ${kb(f.jsBudget)}`;
    const css = `CSS ${kb(f.cssGzip).padStart(8)} / ${kb(f.cssBudget)}`;
    lines.push(
      `  ${f.name.padEnd(10)} ${js}   ${css}   ${f.ok ? 'ok' : 'OVER BUDGET'}${f.missing.length ? `   (not in this build: ${f.missing.join(', ')})` : ''}`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const figures = measureGroups();
  console.log(formatFigures(figures));
  if (figures.some((f) => !f.ok)) process.exitCode = 1;
}
