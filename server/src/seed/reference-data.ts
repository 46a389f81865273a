import { count } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { departments, hospitals, identities, majors, pointRules, regions, schools, tags } from '../db/schema/index';
import { buildProfileReference } from './build-profile-reference';

// Rows every installation needs, with or without the demo content: the profile form's choices (identities,
// China's divisions, hospitals, departments, schools, majors, tag trees) and the points rules. Without
// them a doctor on a new production database could not complete a profile — so could not be certified,
// sign up for a meeting or earn points. They are not demo content, so they are installed on every start
// where missing; the demo seed writes the same rows.

/** docs/product-rules.md#users-and-roles; identity ids equal the enumeration. Other (4) is the parent of 1, 6, 7. */
export const IDENTITIES: Array<typeof identities.$inferInsert> = [
  { id: 3, name: '医务工作者', parentId: null, sort: 1 },
  { id: 5, name: '医药企业相关人员', parentId: null, sort: 2 },
  { id: 8, name: '医学生', parentId: null, sort: 3 },
  { id: 4, name: '其他', parentId: null, sort: 4 },
  { id: 1, name: '患者', parentId: 4, sort: 1 },
  { id: 6, name: '患者组织', parentId: 4, sort: 2 },
  { id: 7, name: '媒体', parentId: 4, sort: 3 },
];

export const POINT_RULES: Array<typeof pointRules.$inferInsert> = [
  { id: 1, key: 'register', name: '注册认证', description: '完成注册并认证，一次性奖励', value: 50, dailyLimit: null, sort: 1 },
  { id: 2, key: 'view', name: '观看学习', description: '每观看一个课程或直播，每日上限 10 次', value: 5, dailyLimit: 10, sort: 2 },
  { id: 3, key: 'comment', name: '发表评论', description: '每发表一条评论，每日上限 5 次', value: 2, dailyLimit: 5, sort: 3 },
  { id: 4, key: 'share', name: '分享内容', description: '每分享一次，每日上限 5 次', value: 3, dailyLimit: 5, sort: 4 },
];

type ProfileReference = ReturnType<typeof buildProfileReference>;

interface ReferenceTable {
  table: PgTable;
  rows(reference: () => ProfileReference): readonly object[];
}

const REFERENCE_TABLES: ReferenceTable[] = [
  { table: identities, rows: () => IDENTITIES },
  { table: regions, rows: (reference) => reference().regions },
  { table: hospitals, rows: (reference) => reference().hospitals },
  { table: departments, rows: (reference) => reference().departments },
  { table: schools, rows: (reference) => reference().schools },
  { table: majors, rows: (reference) => reference().majors },
  { table: tags, rows: (reference) => reference().tags },
  { table: pointRules, rows: () => POINT_RULES },
];

const CHUNK = 400;

/**
 * Fills each reference table that is still empty (a table an operator or an import already filled is
 * left alone) and returns the names of those it filled. Processes starting together may both get here:
 * the rows have fixed ids and conflicting inserts are skipped, so the loser changes nothing.
 */
export async function installReferenceData(db: Db): Promise<string[]> {
  const filled: string[] = [];
  // Built only when a table is empty: most starts find every table filled and build nothing.
  let built: ProfileReference | undefined;
  const reference = () => (built ??= buildProfileReference());
  for (const { table, rows: rowsOf } of REFERENCE_TABLES) {
    const [{ n }] = await db.select({ n: count() }).from(table);
    if (n > 0) continue;
    const rows = rowsOf(reference);
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += CHUNK) {
        // The generic PgTable loses drizzle's per-table value typing; each rows list was typed for its table above.
        await tx
          .insert(table)
          .values(rows.slice(i, i + CHUNK) as never)
          .onConflictDoNothing();
      }
    });
    filled.push(getTableConfig(table).name);
  }
  return filled;
}
