import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { OpsItemKind } from '../../../contract/generated/schema-types';
import type { Database, Db } from '../db/database';
import { sanitizeRichHtml, setArticleMediaDir } from '../html/rich-html';
import { checkFields } from '../modules/ops-catalogue/item-fields';
import type { ItemKind } from '../modules/ops-catalogue/item-kind';
import { ITEM_KINDS } from '../modules/ops-catalogue/item-kinds';
import { publishItem, referenceProblems, saveItem } from '../modules/ops-catalogue/items.service';
import { libraryVideoAddress } from '../modules/ops-catalogue/library-media.repository';
import { PUBLISH_STATE } from '../shared/publish-state';
import { bothTestDatabases, openTestDatabase } from '../testing/test-database';

// Everything the demo seed puts in the content back office is something an operator can open, save and
// publish as it is, and publishing it changes nothing doctors see: the rows the app serves stay the same.

/** The tables the app serves catalogue items from, children included. */
const TABLES = [
  'articles',
  'medical_columns',
  'courses',
  'short_videos',
  'lives',
  'live_white_list',
  'questionnaires',
  'people',
  'downloads',
  'activities',
  'meetings',
  'topics',
  'topic_modules',
  'topic_banners',
  'topic_news',
  'topic_cooperates',
  'topic_experts',
  'topic_honours',
  'topic_study_groups',
  'topic_columns',
] as const;
/** Child rows a publish writes afresh (new ids and times, same content): compared without them. */
const REWRITTEN = new Set(['live_white_list', 'topic_banners', 'topic_news', 'topic_cooperates', 'topic_experts', 'topic_columns']);
/**
 * Not what doctors see of the item: when it was last written, and a column's "new content" time, which a
 * publish of one of its articles moves by design.
 */
const NOT_CONTENT = new Set(['updated_at', 'last_content_at']);

const operator = { id: null, name: '演示数据检查' };

/**
 * What the app serves, table by table: a video as the library file it plays (the seed names a clip, a
 * publish its library item), a body as the app sanitises it on read (our images with their sizes, which
 * the console's save writes into the body and the seed, sanitising before its files exist, leaves out).
 */
async function served(db: Db): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of TABLES) {
    const result = await db.execute(sql.raw(`SELECT * FROM ${table}`));
    const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const texts: string[] = [];
    for (const row of rows) {
      const kept = Object.entries(row).filter(
        ([column]) => !NOT_CONTENT.has(column) && !(REWRITTEN.has(table) && (column === 'id' || column === 'created_at')),
      );
      const values: Array<[string, unknown]> = [];
      for (const [column, value] of kept)
        values.push([
          column,
          column === 'video_id' && typeof value === 'string'
            ? await libraryVideoAddress(db, value)
            : typeof value === 'string' && value.includes('<img')
              ? sanitizeRichHtml(value)
              : value,
        ]);
      texts.push(JSON.stringify(values));
    }
    snapshot[table] = texts.sort();
  }
  return snapshot;
}

async function everyId(db: Db, kind: ItemKind): Promise<number[]> {
  const { rows } = await kind.list(db, { sort: 'updated' }, { page: 1, pageSize: 10_000 });
  return rows.map((row) => row.id);
}

describe.each(bothTestDatabases())('every seeded catalogue item in the back office on %s', (dbKind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(dbKind);
    // As in the console's process: bodies name our images with their sizes (buildApp sets this).
    setArticleMediaDir(join(inject('testDataDir'), 'media'));
  });
  afterAll(async () => {
    setArticleMediaDir(undefined);
    await database?.close();
  });

  it.each(Object.keys(ITEM_KINDS) as OpsItemKind[])(
    '%s: each one opens without a problem, saves unchanged and publishes without changing what doctors see',
    async (name) => {
      const db = database.db;
      const kind = ITEM_KINDS[name]!;
      const ids = await everyId(db, kind);
      expect(ids.length, `seeded ${name} items`).toBeGreaterThan(0);
      const before = await served(db);
      for (const id of ids) {
        const row = (await kind.read(db, id))!;
        expect(row.state, `${name} ${id}`).toBe(PUBLISH_STATE.published);
        const checked = checkFields(kind, row.fields);
        expect('problems' in checked ? checked.problems : [], `${name} ${id}`).toEqual([]);
        const fields = kind.normalise('fields' in checked ? checked.fields : row.fields);
        expect(await referenceProblems(db, kind, fields), `${name} ${id}`).toEqual([]);
        // Saved as it opened, it is what is published: no draft is left.
        const saved = await saveItem(db, kind, id, row.fields, operator);
        expect(saved.has_draft, `${name} ${id} saved unchanged`).toBe(false);
        // Published as an operator's edit would be (an unchanged save leaves nothing to publish).
        await publishItem(db, kind, id, operator, { fields });
        expect(kind.normalise((await kind.read(db, id))!.fields), `${name} ${id} after publishing`).toEqual(fields);
      }
      expect(await served(db)).toEqual(before);
    },
    240_000,
  );
});
