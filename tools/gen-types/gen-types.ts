// `npm run gen:types [-- --check] [-- --root <dir>]`: schemas/ and widgets/*/<type>.schema.json →
// contract/generated/. With --check nothing is written; it exits 1 when a generated file is stale.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CATALOGUE_DIR,
  defaultRoot,
  isAnyCatalogueFile,
  readEndpoints,
  readSchemaFiles,
  readWidgetSchemaFiles,
  type EndpointInfo,
  type JsonSchema,
  type SchemaFile,
  type WidgetSchemaFile,
} from '../../server/src/schemas/schema-store';
import { catalogueApiFiles } from './endpoint-types';
import { rebaseRefs } from './rebase-refs';
export { rebaseRefs };
import { enumConstantsTs } from './enum-constants';
import { compileDeclarations, importsFrom, pascal, type Declaration } from './ts-declarations';
import { opsEndpointFiles } from './ops-endpoint-types';
import { buildValidatorsJs, GENERATED_HEADER, validatorsDts, WIDGET_VALIDATORS_DIR } from './validators';

export const GENERATED_DIR = 'contract/generated';

function tsFile(decls: Declaration[], imports: Map<string, string[]>): string {
  const parts = [GENERATED_HEADER];
  const importLines = [...imports].filter(([, names]) => names.length > 0).map(([from, names]) => `import type { ${names.join(', ')} } from '${from}';`);
  if (importLines.length) parts.push(importLines.join('\n'));
  parts.push(...decls.map((d) => d.text));
  return `${parts.join('\n\n')}\n`;
}

function endpointList(files: SchemaFile[]): EndpointInfo[] {
  return [...readEndpoints(files).values()].map((e) => ({
    ...e,
    args: rebaseRefs(e.args, e.file, CATALOGUE_DIR) as JsonSchema,
    response: rebaseRefs(e.response, e.file, CATALOGUE_DIR) as JsonSchema,
  }));
}

async function schemaTypes(root: string, files: SchemaFile[]): Promise<Declaration[]> {
  const properties: Record<string, unknown> = {};
  for (const f of files) {
    if (isAnyCatalogueFile(f.file)) continue; // data, not a schema; endpoints.ts and ops-endpoints.ts cover it
    properties[f.file] = { $ref: f.file.replace(/^schemas\//, '') };
  }
  return compileDeclarations({ type: 'object', properties }, path.join(root, 'schemas'));
}

async function endpointsTs(root: string, files: SchemaFile[], shared: ReadonlySet<string>): Promise<string> {
  const endpoints = endpointList(files);
  const names = endpoints.map((e) => e.name);
  const map = (title: string, pick: (e: EndpointInfo) => JsonSchema) => ({
    title,
    type: 'object',
    required: names,
    additionalProperties: false,
    properties: Object.fromEntries(endpoints.map((e) => [e.name, pick(e)])),
  });
  const rootSchema = {
    type: 'object',
    properties: {
      args: map('EndpointArgs', (e) => ({ ...e.args, title: `${pascal(e.name)}Args` })),
      results: map('EndpointResults', (e) => (typeof e.response.$ref === 'string' ? e.response : { ...e.response, title: `${pascal(e.name)}Result` })),
    },
  };
  const decls = await compileDeclarations(rootSchema, path.join(root, CATALOGUE_DIR), shared);
  const catalogue = endpoints
    .map((e) => `  ${e.name}: { method: ${JSON.stringify(e.method)}, path: ${JSON.stringify(e.path)}, paged: ${e.paged} },`)
    .join('\n');
  const paged = endpoints.filter((e) => e.paged).map((e) => `'${e.name}'`);
  const head = tsFile([], new Map([['./schema-types', importsFrom(decls, shared)]]));
  return `${head}
export const endpointCatalogue = {
${catalogue}
} as const;

export type EndpointName = keyof typeof endpointCatalogue;

/** Endpoints bound as infinite lists (\`paged: true\` in the catalogue). */
export type PagedEndpointName = ${paged.length ? paged.join(' | ') : 'never'};

${decls.map((d) => d.text).join('\n\n')}
`;
}

async function widgetPropsTs(w: WidgetSchemaFile, root: string, shared: ReadonlySet<string>): Promise<string> {
  const file = path.basename(w.file);
  const decls = await compileDeclarations({ type: 'object', properties: { props: { $ref: `./${file}` } } }, path.join(root, path.dirname(w.file)), shared);
  return tsFile(decls, new Map([['../schema-types', importsFrom(decls, shared)]]));
}

/** Every generated file (repo-relative path → content), computed in memory. */
export async function generateAll(root: string = defaultRoot): Promise<Map<string, string>> {
  const files = { schemaFiles: readSchemaFiles(root), widgets: readWidgetSchemaFiles(root) };
  const out = new Map<string, string>();
  const shared = await schemaTypes(root, files.schemaFiles);
  const sharedNames = new Set(shared.map((d) => d.name));
  out.set(`${GENERATED_DIR}/schema-types.ts`, tsFile(shared, new Map()));
  out.set(`${GENERATED_DIR}/enums.ts`, enumConstantsTs(files.schemaFiles));
  out.set(`${GENERATED_DIR}/endpoints.ts`, await endpointsTs(root, files.schemaFiles, sharedNames));
  for (const [file, content] of catalogueApiFiles(endpointList(files.schemaFiles))) out.set(file, content);
  for (const [file, content] of await opsEndpointFiles(root, files.schemaFiles, sharedNames)) out.set(file, content);
  const manifest: Record<string, { version: number; events: string[] }> = {};
  for (const w of files.widgets) {
    out.set(`${GENERATED_DIR}/widgets/${w.type}.props.ts`, await widgetPropsTs(w, root, sharedNames));
    manifest[w.type] = { version: w.version, events: w.events };
  }
  out.set(`${GENERATED_DIR}/widget-manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  const validators = await buildValidatorsJs(files);
  out.set(`${GENERATED_DIR}/validators.js`, validators.documents);
  out.set(`${GENERATED_DIR}/validators.d.ts`, validatorsDts());
  for (const [type, code] of validators.widgetProps) out.set(`${GENERATED_DIR}/${WIDGET_VALIDATORS_DIR}/${type}.js`, code);
  return out;
}

/** Per-widget files on disk (props types, props validators) that no widget generates any more. */
function orphans(root: string, generated: Map<string, string>): string[] {
  return [
    ['widgets', '.props.ts'],
    [WIDGET_VALIDATORS_DIR, '.js'],
  ].flatMap(([folder, suffix]) => {
    const dir = path.join(root, GENERATED_DIR, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith(suffix))
      .map((f) => `${GENERATED_DIR}/${folder}/${f}`)
      .filter((f) => !generated.has(f));
  });
}

/** Paths (repo-relative) that differ from what gen-types would write, or should not exist. */
export async function staleFiles(root: string = defaultRoot): Promise<string[]> {
  const generated = await generateAll(root);
  const stale: string[] = [];
  for (const [file, content] of generated) {
    const abs = path.join(root, file);
    if (!existsSync(abs) || readFileSync(abs, 'utf8') !== content) stale.push(file);
  }
  return [...stale, ...orphans(root, generated)].sort();
}

export async function writeGenerated(root: string = defaultRoot): Promise<string[]> {
  const generated = await generateAll(root);
  const changed: string[] = [];
  for (const [file, content] of generated) {
    const abs = path.join(root, file);
    if (existsSync(abs) && readFileSync(abs, 'utf8') === content) continue;
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
    changed.push(file);
  }
  for (const file of orphans(root, generated)) {
    rmSync(path.join(root, file));
    changed.push(file);
  }
  return changed;
}

async function main(argv: string[]): Promise<number> {
  const rootFlag = argv.indexOf('--root');
  const root = rootFlag >= 0 && argv[rootFlag + 1] ? path.resolve(argv[rootFlag + 1]) : defaultRoot;
  if (argv.includes('--check')) {
    const stale = await staleFiles(root);
    if (stale.length === 0) {
      console.log('contract/generated is up to date');
      return 0;
    }
    console.error(`stale generated files:\n${stale.map((f) => `  ${f}`).join('\n')}\nrun: npm run gen:types`);
    return 1;
  }
  const changed = await writeGenerated(root);
  console.log(changed.length ? `updated:\n${changed.map((f) => `  ${f}`).join('\n')}` : 'contract/generated is up to date');
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
