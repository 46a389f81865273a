import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import type { LayoutProblem } from '../api/ops-types';

/**
 * Which node a validation problem belongs to: the server's node_id when given, else the deepest node
 * on its JSON path (/body/3/children/0/props/title → that child). Problems outside any node (data
 * entries, the document's own fields) are filed under null.
 */
export function nodeIdOfProblem(doc: LayoutDocument, problem: LayoutProblem): string | null {
  if (problem.node_id) return problem.node_id;
  const segments = problem.path
    .replace(/^[#$]?\/?/, '')
    .split(/[/.[\]]+/)
    .filter(Boolean);
  let list: LayoutNode[] | undefined;
  let found: string | null = null;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    if (list === undefined && (segment === 'body' || segment === 'overlays') && i === 0) {
      list = segment === 'body' ? doc.body : doc.overlays;
      continue;
    }
    if (list && /^\d+$/.test(segment)) {
      const node: LayoutNode | undefined = list[Number(segment)];
      if (!node) break;
      found = node.id;
      if (segments[i + 1] !== 'children') break;
      list = node.children;
      i += 1;
      continue;
    }
    break;
  }
  return found;
}

export function problemsByNode(doc: LayoutDocument, problems: LayoutProblem[]): Map<string | null, LayoutProblem[]> {
  const result = new Map<string | null, LayoutProblem[]>();
  for (const problem of problems) {
    const key = nodeIdOfProblem(doc, problem);
    result.set(key, [...(result.get(key) ?? []), problem]);
  }
  return result;
}
