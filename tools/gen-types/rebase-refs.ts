import path from 'node:path';
import type { JsonSchema } from '../../server/src/schemas/schema-store';

/**
 * Rewrites relative `$ref`s written against `fromFile` so they resolve from the folder `toDir` (both
 * repo-relative): endpoints from several catalogue files are compiled under one synthetic root.
 */
export function rebaseRefs(node: unknown, fromFile: string, toDir: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rebaseRefs(n, fromFile, toDir));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node as JsonSchema)) {
    if (k === '$ref' && typeof v === 'string' && !v.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(v)) {
      const [file, fragment] = v.split('#', 2);
      const target = path.posix.join(path.posix.dirname(fromFile), file);
      const rel = path.posix.relative(toDir, target);
      out[k] = `${rel.startsWith('.') ? rel : `./${rel}`}${fragment !== undefined ? `#${fragment}` : ''}`;
    } else {
      out[k] = rebaseRefs(v, fromFile, toDir);
    }
  }
  return out;
}
