import type { LayoutDocument } from '../../../contract/generated/schema-types';

// Value references are picked, not typed: a root chosen from what the document actually has (its data
// entries, the route, app state) plus an optional path below it.

export interface SourceRoot {
  value: string;
  label: string;
}

export function sourceRoots(doc: LayoutDocument, extra: SourceRoot[] = []): SourceRoot[] {
  const data = Object.keys(doc.data ?? {}).map((name) => ({ value: `$data.${name}`, label: `数据 ${name}` }));
  return [
    ...data,
    { value: '$route.params', label: '路由参数' },
    { value: '$route.query', label: '查询参数' },
    { value: '$state', label: '应用状态' },
    ...extra,
  ];
}

/** Splits "$data.home.banners" into the longest matching root and the rest ("banners"). */
export function splitReference(reference: string, roots: SourceRoot[]): { root: string; path: string } {
  const match = roots
    .map((root) => root.value)
    .filter((root) => reference === root || reference.startsWith(`${root}.`))
    .sort((a, b) => b.length - a.length)[0];
  if (!match) return { root: '', path: reference };
  return { root: match, path: reference.slice(match.length + 1) };
}

export function joinReference(root: string, path: string): string {
  const clean = path.trim().replace(/^\.+|\.+$/g, '');
  return clean ? `${root}.${clean}` : root;
}

/** A typed-in argument value: numbers and booleans as such, references and words as strings. */
export function parseLiteral(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (trimmed !== '' && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return text;
}
