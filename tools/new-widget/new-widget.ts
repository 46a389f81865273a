// `npm run new-widget -- <kebab-name> [--root <dir>]`: scaffolds widgets/<name>/, registers it in
// widgets/index.ts and regenerates contract/generated so the new props type exists at once.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeGenerated } from '../gen-types/gen-types';
import { clearSchemaStoreCache, defaultRoot } from '../../server/src/schemas/schema-store';
import { componentTsx, EMPTY_INDEX, exampleJson, examplesJson, indexTs, schemaJson, testTsx, widgetNames, type WidgetNames } from './templates';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export class ScaffoldError extends Error {}

/** Adds the import and the list entry to widgets/index.ts (creating it when missing). */
export function registerInIndex(source: string, n: WidgetNames): string {
  const lines = source.split('\n');
  const importLine = `import { ${n.camel} } from './${n.type}';`;
  if (!lines.includes(importLine)) {
    const widgetImports = lines.map((l, i) => ({ l, i, from: /^import \{[^}]*\} from '\.\/([^']+)';$/.exec(l)?.[1] })).filter((x) => x.from !== undefined);
    const after = widgetImports.find((x) => x.from! > n.type);
    const lastImport = lines.reduce((acc, l, i) => (l.startsWith('import ') ? i : acc), -1);
    const at = after ? after.i : widgetImports.length ? widgetImports[widgetImports.length - 1].i + 1 : lastImport + 1;
    lines.splice(at, 0, importLine);
    if (lastImport < 0) lines.splice(at + 1, 0, '');
  }
  const open = lines.findIndex((l) => /export const widgetDefinitions\b.*\[\s*$/.test(l));
  if (open < 0) throw new ScaffoldError('widgets/index.ts: cannot find "export const widgetDefinitions = [" to add the widget to');
  const close = lines.findIndex((l, i) => i > open && /^\s*\]/.test(l));
  if (close < 0) throw new ScaffoldError('widgets/index.ts: cannot find the end of the widgetDefinitions list');
  const entries = lines.slice(open + 1, close);
  if (!entries.some((l) => l.trim().replace(/,$/, '') === n.camel)) {
    const before = entries.findIndex((l) => /^\s*[A-Za-z_$][\w$]*,?\s*$/.test(l) && l.trim().replace(/,$/, '') > n.camel);
    lines.splice(before >= 0 ? open + 1 + before : close, 0, `  ${n.camel},`);
  }
  return lines.join('\n');
}

export interface ScaffoldOptions {
  root?: string;
  /** Regenerate contract/generated afterwards (default true). */
  generate?: boolean;
}

/** Creates widgets/<type>/ and registers it; returns the repo-relative files written. */
export async function scaffoldWidget(type: string, opts: ScaffoldOptions = {}): Promise<string[]> {
  const root = opts.root ?? defaultRoot;
  if (!KEBAB.test(type)) {
    throw new ScaffoldError(`"${type}" is not a kebab-case widget name (e.g. live-card: lower case letters, digits, single dashes)`);
  }
  const dir = path.join(root, 'widgets', type);
  if (existsSync(dir)) throw new ScaffoldError(`widgets/${type} already exists; pick another name`);
  const n = widgetNames(type);
  const files: Record<string, string> = {
    [`${type}.tsx`]: componentTsx(n),
    [`${type}.schema.json`]: schemaJson(n),
    'index.ts': indexTs(n),
    [`${type}.test.tsx`]: testTsx(n),
    [`${type}.example.json`]: exampleJson(n),
    [`${type}.examples.json`]: examplesJson(n),
  };
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  const indexFile = path.join(root, 'widgets', 'index.ts');
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : EMPTY_INDEX;
  writeFileSync(indexFile, registerInIndex(index, n));
  const written = [...Object.keys(files).map((f) => `widgets/${type}/${f}`), 'widgets/index.ts'];
  if (opts.generate !== false) {
    written.push(...(await writeGenerated(root)));
    clearSchemaStoreCache(); // the new widget must be known to lint in this process too
  }
  return written;
}

async function main(argv: string[]): Promise<number> {
  const rootFlag = argv.indexOf('--root');
  const root = rootFlag >= 0 && argv[rootFlag + 1] ? path.resolve(argv[rootFlag + 1]) : defaultRoot;
  const names = argv.filter((a, i) => !a.startsWith('--') && !(rootFlag >= 0 && i === rootFlag + 1));
  if (names.length !== 1) {
    console.error('usage: npm run new-widget -- <kebab-case-name>');
    return 1;
  }
  try {
    const written = await scaffoldWidget(names[0], { root });
    console.log(`created:\n${written.map((f) => `  ${f}`).join('\n')}`);
    console.log(`next: describe the props in widgets/${names[0]}/${names[0]}.schema.json, then npm run gen:types`);
    return 0;
  } catch (err) {
    if (err instanceof ScaffoldError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
