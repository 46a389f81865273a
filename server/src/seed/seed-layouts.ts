import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { layoutRevisions, layouts } from '../db/schema/index';

export const defaultLayoutsDir = fileURLToPath(new URL('../../../layouts', import.meta.url));

/** Quoted strong ETag of a layout document, ready for the ETag header. */
export function layoutEtag(document: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(document)).digest('base64url').slice(0, 27)}"`;
}

export interface LayoutSeedRows {
  layouts: Array<typeof layouts.$inferInsert>;
  layoutRevisions: Array<typeof layoutRevisions.$inferInsert>;
}

/** Every layouts/<id>.layout.json as revision 1, published. A missing or empty folder gives no rows. */
export function readLayoutFiles(dir: string = defaultLayoutsDir, now: Date = new Date()): LayoutSeedRows {
  const rows: LayoutSeedRows = { layouts: [], layoutRevisions: [] };
  if (!existsSync(dir)) return rows;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.layout.json')).sort()) {
    const id = file.slice(0, -'.layout.json'.length);
    let document: unknown;
    try {
      document = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`layouts/${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
    rows.layouts.push({ id, currentRevision: 1, publishedRevision: 1, updatedAt: now, updatedBy: 'seed' });
    rows.layoutRevisions.push({ layoutId: id, revision: 1, document, etag: layoutEtag(document), createdAt: now, createdBy: 'seed' });
  }
  return rows;
}
