import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appPath } from '../app-root';
import type { Db } from '../db/database';
import { layoutRevisions, layouts } from '../db/schema/index';
import { layoutEtag } from '../modules/layouts/layouts.repository';

export const defaultLayoutsDir = appPath('layouts');

/** The author of layouts installed from layouts/ (the product's defaults, not an operator's edit). */
export const LAYOUT_FILES_AUTHOR = 'seed';

interface LayoutSeedRows {
  layouts: Array<typeof layouts.$inferInsert>;
  layoutRevisions: Array<typeof layoutRevisions.$inferInsert>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Every layouts/<id>.layout.json as revision 1, published. A missing or empty folder gives no rows. */
function readLayoutFiles(dir: string = defaultLayoutsDir, now: Date = new Date()): LayoutSeedRows {
  const rows: LayoutSeedRows = { layouts: [], layoutRevisions: [] };
  if (!existsSync(dir)) return rows;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.layout.json'))
    .sort()) {
    const id = file.slice(0, -'.layout.json'.length);
    let document: unknown;
    try {
      document = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`layouts/${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
    rows.layouts.push({ id, currentRevision: 1, publishedRevision: 1, updatedAt: now, updatedBy: LAYOUT_FILES_AUTHOR });
    rows.layoutRevisions.push({ layoutId: id, revision: 1, document, etag: layoutEtag(1, document), createdAt: now, createdBy: LAYOUT_FILES_AUTHOR });
  }
  return rows;
}

/**
 * Stores each route's default layout from layouts/ that the store does not have yet (revision 1,
 * published). These are product configuration, not demo content: without them every screen is a 404,
 * so every database gets them, production included. A layout already stored (perhaps edited by an
 * operator since) is left as it is. Answers the ids added. Run it in a transaction (both tables or neither).
 */
export async function installLayoutFiles(db: Db | Tx, options: { layoutsDir?: string; now?: Date } = {}): Promise<string[]> {
  const files = readLayoutFiles(options.layoutsDir, options.now ?? new Date());
  const known = new Set((await db.select({ id: layouts.id }).from(layouts)).map((r) => r.id));
  const missing = files.layouts.filter((l) => !known.has(l.id));
  if (missing.length === 0) return [];
  const ids = new Set(missing.map((l) => l.id));
  await db.insert(layouts).values(missing);
  await db.insert(layoutRevisions).values(files.layoutRevisions.filter((r) => ids.has(r.layoutId)));
  return missing.map((l) => l.id);
}
