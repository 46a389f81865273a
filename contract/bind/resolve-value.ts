import type { BindingScope } from './scope';
import { parseReference } from './scope';

/** Walks a path; `length` on arrays/strings gives their length; missing steps give undefined. */
export function readPath(root: unknown, path: readonly string[]): unknown {
  let current: unknown = root;
  for (const segment of path) {
    if (current === null || current === undefined) return undefined;
    if (segment === 'length' && (Array.isArray(current) || typeof current === 'string')) {
      current = current.length;
      continue;
    }
    if (typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

export function resolveReference(reference: string, scope: BindingScope): unknown {
  const parsed = parseReference(reference);
  if (!parsed) return reference;
  return readPath(scope[parsed.root], parsed.path);
}

/** Resolves a ValueSource: reference strings are looked up, objects and arrays member by member. */
export function resolveValue(value: unknown, scope: BindingScope): unknown {
  if (typeof value === 'string') return value.startsWith('$') ? resolveReference(value, scope) : value;
  if (Array.isArray(value)) return value.map((member) => resolveValue(member, scope));
  if (value && typeof value === 'object') {
    const resolved: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) resolved[key] = resolveValue(member, scope);
    return resolved;
  }
  return value;
}

export function resolveRecord(record: Record<string, unknown> | undefined, scope: BindingScope): Record<string, unknown> {
  return record ? (resolveValue(record, scope) as Record<string, unknown>) : {};
}
