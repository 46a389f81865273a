// `npm run layouts:migrate -- [--dry-run] [--no-db] [--no-files]`: upgrades every stored layout to the
// current widget versions — the files in layouts/ and every layout in the database the server uses
// (DATABASE_URL, else the PGlite folder in DATA_DIR, default ./data; stop the server first for PGlite). Without
// either database it refuses to run (--no-db upgrades the files only).
// Each changed document's diff is printed; --dry-run prints and writes nothing. See widget-migrations.ts
// for how a widget declares its migrations.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { createTwoFilesPatch } from 'diff';
import { openDatabase, type Db } from '../../server/src/db/database';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { layouts } from '../../server/src/db/schema/index';
import { clientProblems } from '../../server/src/modules/ops-layouts/layout-problems';
import { publishLayoutRevision, saveLayoutDraft } from '../../server/src/modules/ops-layouts/layout-writes';
import { findRevision } from '../../server/src/modules/ops-layouts/ops-layouts.repository';
import { findEditableLayout } from '../../server/src/modules/ops-layouts/ops-layouts.service';
import { CACHE_CHANNELS, createCacheBus } from '../../server/src/providers/cache-bus';
import { findDatabase } from '../db-target/find-database';
import { lintLayoutDocument } from '../../server/src/layout-lint/lint-layout';
import { defaultRoot, type WidgetManifest } from '../../server/src/schemas/schema-store';
import { upgradeDocument, type UpgradeContext } from '../../server/src/layout-lint/upgrade-document';
import { loadUpgradeContext } from '../../server/src/layout-lint/widget-upgrades';

export { loadUpgradeContext };

export const MIGRATION_AUTHOR = 'layouts:migrate';
/** The tool in the audit log: no operator account, named after the command. */
const MIGRATION_WRITER = { id: null, name: MIGRATION_AUTHOR };
const MIGRATION_NOTE = '组件版本迁移';

export interface MigrateRun {
  root: string;
  dryRun: boolean;
  log: (line: string) => void;
}

export interface MigrateSummary {
  changed: string[];
  /** Documents left alone: the upgraded version fails lint, or an operator saved the layout meanwhile. */
  failed: string[];
}

const pretty = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

/** Upgrades one document, prints its diff, and answers the new document when it should be written. */
function upgradeAndReport(run: MigrateRun, ctx: UpgradeContext, label: string, layoutId: string, document: unknown, summary: MigrateSummary): unknown {
  const { document: upgraded, changes } = upgradeDocument(document, ctx);
  if (changes.length === 0) return undefined;
  run.log(`${label}: ${changes.join('; ')}`);
  run.log(createTwoFilesPatch(label, `${label} (migrated)`, pretty(document), pretty(upgraded)));
  const issues = lintLayoutDocument(upgraded, { root: run.root, file: layoutId });
  if (issues.length > 0) {
    run.log(`${label}: NOT migrated — the result fails lint:\n${issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}`);
    summary.failed.push(label);
    return undefined;
  }
  summary.changed.push(label);
  return upgraded;
}

export async function migrateLayoutFiles(run: MigrateRun, ctx: UpgradeContext, summary: MigrateSummary): Promise<void> {
  const dir = path.join(run.root, 'layouts');
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.layout.json'))
    .sort()) {
    const file = path.join(dir, name);
    const document = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const upgraded = upgradeAndReport(run, ctx, `layouts/${name}`, name.slice(0, -'.layout.json'.length), document, summary);
    if (upgraded !== undefined && !run.dryRun) writeFileSync(file, pretty(upgraded));
  }
}

/**
 * Upgrades every layout in the database. The published revision becomes a new published revision
 * (when the deployed client knows the new versions; otherwise a draft), and a pending draft is
 * upgraded on top of it, so drafts stay drafts. History is kept: nothing is rewritten in place.
 * The tool writes like an operator would (the same repository calls, with the same concurrency check),
 * and each write is in the audit log under MIGRATION_AUTHOR; a layout an operator saves meanwhile is
 * left alone and reported, to be migrated on the next run.
 */
export async function migrateStoredLayouts(
  db: Db,
  run: MigrateRun & { clientManifest: WidgetManifest },
  ctx: UpgradeContext,
  summary: MigrateSummary,
): Promise<void> {
  const ids = (await db.select({ id: layouts.id }).from(layouts).orderBy(layouts.id)).map((r) => r.id);
  for (const id of ids) {
    const layout = await findEditableLayout(db, id);
    if (!layout) continue;
    const published = layout.published_revision;
    const plan: { document: unknown; publish: boolean }[] = [];
    if (published !== null) {
      const original = (await findRevision(db, id, published))?.document;
      const upgraded = upgradeAndReport(run, ctx, `db:${id}@r${published}`, id, original, summary);
      if (upgraded !== undefined) {
        const clientKnows = clientProblems(upgraded, run.clientManifest).length === 0;
        if (!clientKnows) run.log(`db:${id}: the deployed client does not know the new widget versions yet; the upgrade is saved as a draft`);
        plan.push({ document: upgraded, publish: clientKnows });
      }
    }
    if (layout.has_draft) {
      const upgraded = upgradeAndReport(run, ctx, `db:${id}@r${layout.revision} (draft)`, id, layout.document, summary);
      if (upgraded !== undefined) plan.push({ document: upgraded, publish: false });
      // The published revision moved on: the draft must stay the newest revision even if unchanged.
      else if (plan.length > 0) plan.push({ document: layout.document, publish: false });
    }
    if (run.dryRun) continue;
    let base = layout.revision;
    for (const step of plan) {
      const saved = await saveLayoutDraft(db, MIGRATION_WRITER, { id, document: step.document, baseRevision: base, note: MIGRATION_NOTE });
      const done =
        'conflict' in saved
          ? undefined
          : step.publish
            ? await publishLayoutRevision(db, MIGRATION_WRITER, { id, revision: saved.revision, note: MIGRATION_NOTE })
            : saved;
      if ('conflict' in saved || !done || 'conflict' in done) {
        run.log(`db:${id}: an operator saved it during the migration; its remaining steps were skipped — run the migration again`);
        summary.failed.push(`db:${id}`);
        break;
      }
      base = saved.revision;
    }
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { 'dry-run': { type: 'boolean', default: false }, 'no-db': { type: 'boolean', default: false }, 'no-files': { type: 'boolean', default: false } },
  });
  const run: MigrateRun = { root: defaultRoot, dryRun: values['dry-run'] ?? false, log: (line) => console.log(line) };
  const target = values['no-db'] ? undefined : findDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR?.trim() || './data' });
  if (target && !target.found) {
    // Refused before anything is read or written: a dry run here would report "would migrate 0" about a database nobody uses.
    console.error(
      `layouts:migrate: no database found (${target.reason}). Set DATABASE_URL, or DATA_DIR to the server's data folder, or pass --no-db to upgrade only layouts/.`,
    );
    process.exitCode = 1;
    return;
  }
  const ctx = await loadUpgradeContext(run.root);
  if (ctx.targets.size === 0) console.log('No widget declares migrations (widgets/<type>/<type>.migrations.ts); layouts are checked for schemaVersion only.');
  const summary: MigrateSummary = { changed: [], failed: [] };
  if (!values['no-files']) await migrateLayoutFiles(run, ctx, summary);
  if (target?.found) {
    const database = await openDatabase(target.options);
    try {
      await migrateDatabase(database);
      const clientManifest = JSON.parse(readFileSync(path.join(run.root, 'contract/generated/widget-manifest.json'), 'utf8')) as WidgetManifest;
      await migrateStoredLayouts(database.db, { ...run, clientManifest }, ctx, summary);
    } finally {
      await database.close();
    }
    if (!run.dryRun && summary.changed.some((label) => label.startsWith('db:')) && process.env.REDIS_URL) {
      // Running API processes drop their cached layouts at once (their TTL would catch up within seconds anyway).
      const bus = createCacheBus(process.env.REDIS_URL);
      await bus.publish(CACHE_CHANNELS.layouts);
      await bus.close();
    }
  }
  const verb = run.dryRun ? 'would migrate' : 'migrated';
  console.log(`${verb} ${summary.changed.length} document(s)${summary.failed.length ? `; ${summary.failed.length} left alone (see above)` : ''}.`);
  if (summary.failed.length > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
