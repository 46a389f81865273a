// json-schema-to-typescript, tamed: compile a synthetic root that references many schema files, then
// split the output into top-level declarations so each type is declared in exactly one generated file
// (others import it).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import ts from 'typescript';

export const ROOT_TITLE = 'GenRootDoNotUse';

export interface Declaration {
  name: string;
  /** Declaration text, including its leading doc comment. */
  text: string;
  /** Names of types it references. */
  refs: string[];
}

type Schema = Record<string, unknown>;

/** "get-home" / "getHome" → "GetHome": the names of generated types. */
export function pascal(name: string): string {
  return name.replace(/(^|[-_])([a-z0-9])/g, (_, __, c: string) => c.toUpperCase()).replace(/^[a-z]/, (c) => c.toUpperCase());
}

/** The types `decls` use that another generated file (declaring `available`) must supply. */
export function importsFrom(decls: Declaration[], available: ReadonlySet<string>): string[] {
  const own = new Set(decls.map((d) => d.name));
  return [...new Set(decls.flatMap((d) => d.refs))].filter((r) => available.has(r) && !own.has(r)).sort();
}

const TYPE_KEYWORDS = ['type', '$ref', 'enum', 'const', 'oneOf', 'anyOf', 'allOf', 'items', 'properties', 'tsType'];

/**
 * In-memory adjustments so the generated types read well; the schema files stay as they are:
 * - a `$ref` with sibling keywords (a description) would become a duplicate type `Foo1`;
 * - a schema without any type keyword means "anything" (`unknown`, not an object);
 * - an object schema without `properties` is a free-form record, not `{}`.
 */
export function prepareForTs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prepareForTs);
  if (node === null || typeof node !== 'object') return node;
  const s = node as Schema;
  if (typeof s.$ref === 'string') return { $ref: s.$ref };
  const out: Schema = {};
  for (const [k, v] of Object.entries(s)) {
    // Keyword maps hold schemas keyed by user names; everything else recurses as a schema or value.
    out[k] =
      ['properties', 'definitions', 'patternProperties'].includes(k) && v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v as Schema).map(([pk, pv]) => [pk, prepareForTs(pv)]))
        : ['enum', 'const', 'examples', 'default', 'required'].includes(k)
          ? v
          : prepareForTs(v);
  }
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('object') && !('properties' in out) && !('additionalProperties' in out)) {
    out.additionalProperties = true;
  }
  return out;
}

/** Marks typeless property schemas as `unknown` (only where a schema is expected). */
function markUnknown(node: unknown): unknown {
  if (Array.isArray(node) || node === null || typeof node !== 'object') return node;
  const s = node as Schema;
  const props = s.properties as Record<string, Schema> | undefined;
  if (props) {
    for (const [k, v] of Object.entries(props)) {
      if (v && typeof v === 'object' && !TYPE_KEYWORDS.some((kw) => kw in v)) props[k] = { ...v, tsType: 'unknown' };
      else markUnknown(v);
    }
  }
  for (const k of ['items', 'additionalProperties', 'not']) if (s[k]) markUnknown(s[k]);
  for (const k of ['oneOf', 'anyOf', 'allOf']) if (Array.isArray(s[k])) (s[k] as unknown[]).forEach(markUnknown);
  return s;
}

export function prepareSchema(schema: unknown): Schema {
  return markUnknown(prepareForTs(schema)) as Schema;
}

export function splitDeclarations(source: string): Declaration[] {
  const sf = ts.createSourceFile('gen.ts', source, ts.ScriptTarget.Latest, true);
  const out: Declaration[] = [];
  for (const stmt of sf.statements) {
    if (!ts.isInterfaceDeclaration(stmt) && !ts.isTypeAliasDeclaration(stmt) && !ts.isEnumDeclaration(stmt)) continue;
    const refs = new Set<string>();
    const visit = (n: ts.Node): void => {
      if (ts.isTypeReferenceNode(n) && ts.isIdentifier(n.typeName)) refs.add(n.typeName.text);
      ts.forEachChild(n, visit);
    };
    visit(stmt);
    out.push({
      name: stmt.name.text,
      text: source.slice(stmt.getFullStart(), stmt.getEnd()).trim(),
      refs: [...refs].sort(),
    });
  }
  return out;
}

/**
 * Compiles `root` (refs relative to `cwd`) and returns its declarations, without the synthetic root
 * and without any whose name is in `exclude` (declared in another generated file).
 */
export async function compileDeclarations(root: Schema, cwd: string, exclude: ReadonlySet<string> = new Set()): Promise<Declaration[]> {
  const source = await compile(prepareSchema(root) as JSONSchema, ROOT_TITLE, {
    cwd,
    bannerComment: '',
    declareExternallyReferenced: true,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: false,
    strictIndexSignatures: false,
    format: true,
    $refOptions: {
      resolve: {
        file: {
          order: 1,
          canRead: true,
          read: (file: { url: string }) => {
            const p = file.url.startsWith('file:') ? fileURLToPath(file.url) : file.url;
            return JSON.stringify(prepareSchema(JSON.parse(readFileSync(p, 'utf8'))));
          },
        },
      },
    },
  });
  return splitDeclarations(source).filter((d) => d.name !== ROOT_TITLE && !exclude.has(d.name));
}
