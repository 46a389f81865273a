// Precompiled validators for the client: ajv standalone code (no eval / new Function, so CSP-safe),
// bundled once with esbuild so ajv's small runtime helpers are inlined and no `require(` is left.
import { build } from 'esbuild';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import { ACTION_FILE, createAjv, defaultRoot, idOf, type SchemaFile, type WidgetSchemaFile } from '../../server/src/schemas/schema-store';

// ajv's standalone entry is CommonJS (`exports.default`); normalise the interop shape.
const standaloneCode = ((standaloneCodeModule as unknown as { default?: unknown }).default ?? standaloneCodeModule) as typeof standaloneCodeModule;

export const GENERATED_HEADER = '// generated — do not edit; run npm run gen:types';

const VIRTUAL = 'gen-types:standalone';

async function bundleStandalone(standalone: string, entryLines: string[]): Promise<string> {
  const result = await build({
    stdin: {
      contents: [`import * as v from ${JSON.stringify(VIRTUAL)};`, ...entryLines].join('\n'),
      resolveDir: defaultRoot,
      loader: 'js',
      sourcefile: 'validators-entry.js',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2017',
    minifySyntax: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    plugins: [
      {
        name: 'standalone',
        setup(b) {
          b.onResolve({ filter: /^gen-types:standalone$/ }, () => ({ path: VIRTUAL, namespace: 'standalone' }));
          b.onLoad({ filter: /.*/, namespace: 'standalone' }, () => ({
            contents: standalone,
            loader: 'js',
            resolveDir: defaultRoot,
          }));
        },
      },
    ],
  });
  const code = result.outputFiles[0].text;
  // A real call, not ajv's own metadata string ('require("ajv/dist/runtime/ucs2length").default', kept
  // inside the inlined helper as documentation when a schema uses maxLength/minLength).
  const call = /(^|[^\w$.'"])require\(/m.exec(code);
  if (call) throw new Error(`validators still contain require( after bundling: …${code.slice(Math.max(0, call.index - 120), call.index + 80)}…`);
  return `${GENERATED_HEADER}\n${code}`;
}

/** Per-widget props validators: one module per widget type, named after it. */
export const WIDGET_VALIDATORS_DIR = 'widget-validators';

/**
 * validators.js: documents and actions, on every app start. Props validators: one module per widget
 * (widget-validators/<type>.js), loaded by name only where static props are checked at run time — the
 * operator preview — because the server's lint already checks them before any layout is stored, and the
 * doctors' initial bundle stays small. Each widget's module is compiled by a fresh ajv instance, so its
 * text depends on its own schema and what that references, never on which other widgets exist: adding a
 * widget adds one file and rewrites none.
 */
export async function buildValidatorsJs(files: {
  schemaFiles: SchemaFile[];
  widgets: WidgetSchemaFile[];
}): Promise<{ documents: string; widgetProps: Map<string, string> }> {
  // Same options as the props validators (widget schemas are added but never compiled here).
  const documentsAjv = createAjv({ code: true, relaxWidgetRequired: true, allErrors: false, files });
  const documents = await bundleStandalone(
    standaloneCode(documentsAjv, { validateLayoutDocument: idOf('schemas/layout/layout-document.json'), validateAction: idOf(ACTION_FILE) }),
    ['export const validateLayoutDocument = v.validateLayoutDocument;', 'export const validateAction = v.validateAction;'],
  );
  const widgetProps = new Map<string, string>();
  for (const w of files.widgets) {
    // Props validators ignore top-level `required`: the runtime validates merged static + bound props,
    // and bound data is legitimately absent while it loads.
    const ajv = createAjv({ code: true, relaxWidgetRequired: true, allErrors: false, files });
    widgetProps.set(w.type, await bundleStandalone(standaloneCode(ajv, { validateProps: w.id }), ['export const validateProps = v.validateProps;']));
  }
  return { documents, widgetProps };
}

export function validatorsDts(): string {
  return `${GENERATED_HEADER}
import type { Action, LayoutDocument } from './schema-types';

export interface ValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface ValidateFn<T = unknown> {
  (data: unknown): data is T;
  errors?: ValidationError[] | null;
}

export declare const validateLayoutDocument: ValidateFn<LayoutDocument>;
export declare const validateAction: ValidateFn<Action>;
`;
}
