// Schemas whose `enum` names its values (`x-enum-names`) become a constant object beside the generated union
// type, so code writes `OriginType.course` instead of a bare 1 and the names live in the schema.
import type { SchemaFile } from '../../server/src/schemas/schema-store';
import { GENERATED_HEADER } from './validators';

interface NamedEnum {
  file: string;
  typeName: string;
  constName: string;
  description: string | undefined;
  entries: [string, string | number][];
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function namedEnum(file: SchemaFile): NamedEnum | null {
  const { schema } = file;
  const names = schema['x-enum-names'];
  if (names === undefined) return null;
  const values = schema.enum;
  const title = schema.title;
  const fail = (why: string) => new Error(`${file.file}: x-enum-names ${why}`);
  if (!Array.isArray(values)) throw fail('needs an enum beside it');
  if (!Array.isArray(names) || names.length !== values.length) throw fail('must name every enum value, in order');
  if (typeof title !== 'string' || !title.endsWith('Code')) throw fail('needs a title ending in "Code" (the union type); the constant drops the suffix');
  const entries = names.map((name, i): [string, string | number] => {
    const value: unknown = values[i];
    if (typeof name !== 'string' || !IDENTIFIER.test(name)) throw fail(`has a name that is not an identifier: ${JSON.stringify(name)}`);
    if (typeof value !== 'number' && typeof value !== 'string') throw fail(`can only name numbers and strings, not ${JSON.stringify(value)}`);
    return [name, value];
  });
  if (new Set(names).size !== names.length) throw fail('repeats a name');
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  return { file: file.file, typeName: title, constName: title.slice(0, -'Code'.length), description, entries };
}

/** contract/generated/enums.ts: one `as const` object per named enum, checked against its generated union type. */
export function enumConstantsTs(files: readonly SchemaFile[]): string {
  const enums = files
    .map(namedEnum)
    .filter((e): e is NamedEnum => e !== null)
    .sort((a, b) => a.constName.localeCompare(b.constName));
  const parts = [GENERATED_HEADER];
  if (enums.length) parts.push(`import type { ${enums.map((e) => e.typeName).join(', ')} } from './schema-types';`);
  for (const e of enums) {
    const doc = e.description ? `/** ${e.description.replace(/\*\//g, '*\\/')} (${e.file}) */\n` : `/** ${e.file} */\n`;
    const body = e.entries.map(([name, value]) => `  ${name}: ${JSON.stringify(value)},`).join('\n');
    parts.push(`${doc}export const ${e.constName} = {\n${body}\n} as const satisfies Record<string, ${e.typeName}>;`);
  }
  return `${parts.join('\n\n')}\n`;
}
