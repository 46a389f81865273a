import type { Db } from '../../db/database';
import { documentLinks } from '../../layout-lint/document-links';
import { describePointer } from '../../layout-lint/issue-subject';
import { loadSchemaStore } from '../../schemas/schema-store';
import { linkedItemProblems, type LinkedItem } from '../link-check';
import { nodeIdAt, type LayoutProblem } from './layout-problems';

/**
 * What the lint cannot know without the database: a literal link to a detail screen (资讯详情 12) whose
 * item is missing or not published. One query per content kind, however many links the document has.
 */
export async function layoutItemProblems(db: Db, doc: unknown, root?: string): Promise<LayoutProblem[]> {
  const links: Array<LinkedItem<string>> = [];
  for (const { pointer, check } of documentLinks(doc)) {
    if (check.ok && check.link.kind === 'app' && check.link.item) links.push({ at: pointer, item: check.link.item });
  }
  if (links.length === 0) return [];
  const store = loadSchemaStore(root);
  return (await linkedItemProblems(db, links)).map(({ at, reason }) => ({
    path: at,
    node_id: nodeIdAt(doc, at),
    kind: 'link-item',
    message: `${describePointer(store, doc, at)}：${reason}`,
    reason,
  }));
}
