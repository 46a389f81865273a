import type { LayoutNode } from '../../../contract/generated/schema-types';
import { parseReference } from '../../../contract/bind/scope';

/** The data entries a node's bindings read, so `load-more` knows which paged lists to advance. */
export function boundDataEntries(node: LayoutNode): string[] {
  const names = new Set<string>();
  for (const value of Object.values(node.bind ?? {})) {
    if (typeof value !== 'string') continue;
    const parsed = parseReference(value);
    if (parsed?.root === 'data' && parsed.path[0]) names.add(parsed.path[0]);
  }
  return [...names];
}
