// CLI: `npm run lint:layouts [-- --root <dir>]` lints layouts/*.layout.json and each widget's examples
// (widgets/*/*.example.json and *.examples.json);
// with `--db` also every revision stored in the database (DATABASE_URL, or `--data-dir <dir>` for the
// embedded PGlite database).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { openDatabase, type OpenDatabaseOptions } from '../../server/src/db/database';
import { loadUpgradeContext } from '../../server/src/layout-lint/widget-upgrades';
import { checkStoredLayouts, type StoredLayoutCheck, type StoredLayoutProblem } from '../../server/src/modules/ops-layouts/stored-layout-problems';
import { findDatabase } from '../db-target/find-database';
import { lintLayoutDocument, type LintIssue } from '../../server/src/layout-lint/lint-layout';
import { defaultRoot } from '../../server/src/schemas/schema-store';
import { parse } from './read-json';
import { lintWidgetExamples } from './widget-examples';

export function lintLayoutFiles(root: string = defaultRoot): { files: number; issues: LintIssue[] } {
  const issues: LintIssue[] = [];
  let files = 0;
  const layoutsDir = path.join(root, 'layouts');
  const layouts = existsSync(layoutsDir)
    ? readdirSync(layoutsDir)
        .filter((f) => f.endsWith('.layout.json'))
        .sort()
    : [];
  for (const name of layouts) {
    const file = `layouts/${name}`;
    files++;
    const { value, issue } = parse(root, file);
    if (issue) {
      issues.push(issue);
      continue;
    }
    issues.push(...lintLayoutDocument(value, { file, root }));
    const id = (value as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && `${id}.layout.json` !== name) {
      issues.push({ file, path: '/id', kind: 'schema', message: `id "${id}" must match the file name (${id}.layout.json)` });
    }
  }
  const widgetsDir = path.join(root, 'widgets');
  const types = existsSync(widgetsDir) ? readdirSync(widgetsDir).sort() : [];
  for (const type of types) {
    const linted = lintWidgetExamples(root, type);
    files += linted.files;
    issues.push(...linted.issues);
  }
  return { files, issues };
}

/**
 * Lints every stored revision in the database (drafts, published layouts and history) against the
 * current widgets, after their declared migrations, as the app and rollback would load them.
 */
export async function lintStoredLayouts(target: OpenDatabaseOptions, root: string = defaultRoot): Promise<StoredLayoutCheck> {
  const database = await openDatabase(target);
  try {
    return await checkStoredLayouts(database.db, { upgrades: await loadUpgradeContext(root), root });
  } finally {
    await database.close();
  }
}

/** One line per problem: where (layout, revision, node, pointer), what, and the check that found it. */
export function formatStoredProblem(p: StoredLayoutProblem): string {
  return `db:${p.layout_id}@r${p.revision} (${p.state}) node ${p.node_id ?? '-'} ${p.path || '/'}  ${p.message}  [${p.kind}]`;
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { root: { type: 'string' }, db: { type: 'boolean', default: false }, 'data-dir': { type: 'string' } } });
  const root = values.root ? path.resolve(values.root) : defaultRoot;
  const { files, issues } = lintLayoutFiles(root);
  for (const i of issues) console.log(`${i.file ?? ''}:${i.path || '/'}  ${i.message}  [${i.kind}]`);
  let summary = `${files} file(s) linted, ${issues.length} issue(s)`;
  let failed = issues.length > 0;
  if (values.db) {
    // The embedded folder only when named: a default ./data would be created empty and pass silently.
    const target = findDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: values['data-dir'] });
    if (!target.found) {
      console.error(
        `lint:layouts --db: no database found (${target.reason}). Set DATABASE_URL, or pass --data-dir <the server's DATA_DIR> for the embedded database.`,
      );
      return 2;
    }
    const stored = await lintStoredLayouts(target.options, root);
    for (const p of stored.problems) console.log(formatStoredProblem(p));
    summary += `; ${stored.revisions} stored revision(s) in ${target.label} linted, ${stored.problems.length} issue(s)`;
    failed ||= stored.problems.length > 0;
  }
  if (failed) {
    console.error(summary);
    return 1;
  }
  console.log(summary);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
