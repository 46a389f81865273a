import type { Db } from '../../db/database';
import { lintLayoutDocument } from '../../layout-lint/lint-layout';
import { upgradeDocument, type UpgradeContext } from '../../layout-lint/upgrade-document';
import { defaultRoot } from '../../schemas/schema-store';
import { layoutItemProblems } from './layout-link-items';
import { nodeIdAt } from './layout-problems';
import { everyLayoutRevision } from './stored-layouts.repository';

/** Which of a layout's revisions this is: what doctors see, the pending draft, or an older one (rollback target). */
export type RevisionState = 'published' | 'draft' | 'history';

/** A stored revision that does not pass lint against the current widgets, at the node it is about. */
export interface StoredLayoutProblem {
  layout_id: string;
  revision: number;
  state: RevisionState;
  node_id: string | null;
  /** JSON pointer into the revision (after the widgets' migrations), e.g. /body/2/props/perPage */
  path: string;
  kind: string;
  message: string;
}

export interface StoredLayoutCheck {
  revisions: number;
  problems: StoredLayoutProblem[];
}

function stateOf(revision: number, row: { currentRevision: number; publishedRevision: number | null }): RevisionState {
  if (revision === row.publishedRevision) return 'published';
  return revision === row.currentRevision ? 'draft' : 'history';
}

/**
 * Lints every stored revision as the app would load it: the widgets' declared migrations first (the app
 * and rollback apply them), then the same checks as `npm run lint:layouts`. A widget change without a
 * migration that breaks stored props shows up here, revision by revision, before doctors lose the props.
 */
export async function checkStoredLayouts(db: Db, options: { upgrades: UpgradeContext; root?: string }): Promise<StoredLayoutCheck> {
  const rows = await everyLayoutRevision(db);
  const problems: StoredLayoutProblem[] = [];
  for (const row of rows) {
    const at = { layout_id: row.layoutId, revision: row.revision, state: stateOf(row.revision, row) };
    let document: unknown;
    try {
      document = upgradeDocument(row.document, options.upgrades).document;
    } catch (error) {
      // A document newer than this code (schemaVersion) or a migration that throws.
      problems.push({ ...at, node_id: null, path: '', kind: 'schema', message: error instanceof Error ? error.message : String(error) });
      continue;
    }
    for (const issue of lintLayoutDocument(document, { file: `layouts/${row.layoutId}`, root: options.root ?? defaultRoot })) {
      problems.push({ ...at, node_id: nodeIdAt(document, issue.path), path: issue.path, kind: issue.kind, message: issue.message });
    }
    // What doctors see or will see links only to published content; an old revision is checked when it is rolled back to.
    if (at.state !== 'history') {
      for (const p of await layoutItemProblems(db, document, options.root))
        problems.push({ ...at, node_id: p.node_id, path: p.path, kind: p.kind, message: p.message });
    }
  }
  return { revisions: rows.length, problems };
}
