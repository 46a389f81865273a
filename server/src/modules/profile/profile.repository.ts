import { and, asc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { departments, footprints, hospitals, identities, majors, regions, schools, tags, users } from '../../db/schema/index';

export interface TreeNode {
  id: number;
  name: string;
  parent_id: number | null;
  children?: TreeNode[];
}

interface FlatRow {
  id: number;
  name: string;
  parentId: number | null;
}

/** Flat rows (already in display order) → a tree; leaves carry no children array. */
export function toTree(rows: readonly FlatRow[]): TreeNode[] {
  const nodes = new Map<number, TreeNode>();
  for (const row of rows) nodes.set(row.id, { id: row.id, name: row.name, parent_id: row.parentId });
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export async function identityTree(db: Db): Promise<TreeNode[]> {
  return toTree(
    await db
      .select({ id: identities.id, name: identities.name, parentId: identities.parentId })
      .from(identities)
      .orderBy(asc(identities.sort), asc(identities.id)),
  );
}

/** Sub-type → parent (1, 6, 7 → 4) as strings, for the rule engine's fromWire. */
export async function identityParents(db: Db): Promise<Record<string, string>> {
  const rows = await db.select({ id: identities.id, parentId: identities.parentId }).from(identities);
  return Object.fromEntries(rows.filter((r) => r.parentId !== null).map((r) => [String(r.id), String(r.parentId)]));
}

export async function tagTree(db: Db, type: string): Promise<TreeNode[]> {
  return toTree(
    await db.select({ id: tags.id, name: tags.name, parentId: tags.parentId }).from(tags).where(eq(tags.type, type)).orderBy(asc(tags.sort), asc(tags.id)),
  );
}

/** Names of tags of one type by id, in the order given; unknown ids (or another type's) are missing. */
export async function tagNames(db: Db, type: string, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(and(eq(tags.type, type), inArray(tags.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

let regionCache: TreeNode[] | undefined;
/** The city tree (~3,600 rows) never changes after the seed: built once per process. */
export async function regionTree(db: Db): Promise<TreeNode[]> {
  regionCache ??= toTree(
    await db
      .select({ id: regions.id, name: regions.name, parentId: regions.parentId })
      .from(regions)
      .orderBy(asc(regions.level), asc(regions.sort), asc(regions.id)),
  );
  return regionCache;
}

export async function findRegions(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(regions)
    .where(inArray(regions.id, [...ids]));
}

export async function majorTree(db: Db): Promise<TreeNode[]> {
  return toTree(await db.select({ id: majors.id, name: majors.name, parentId: majors.parentId }).from(majors).orderBy(asc(majors.sort), asc(majors.id)));
}

export async function findHospital(db: Db, id: number) {
  const [row] = await db.select().from(hospitals).where(eq(hospitals.id, id)).limit(1);
  return row;
}

/** A hospital's own departments, else the generic tree (hospital_id null). */
export async function officeTree(db: Db, hospitalId: number): Promise<TreeNode[]> {
  const columns = { id: departments.id, name: departments.name, parentId: departments.parentId };
  const own = await db.select(columns).from(departments).where(eq(departments.hospitalId, hospitalId)).orderBy(asc(departments.sort), asc(departments.id));
  if (own.length) return toTree(own);
  return toTree(await db.select(columns).from(departments).where(isNull(departments.hospitalId)).orderBy(asc(departments.sort), asc(departments.id)));
}

export async function findOffice(db: Db, id: number) {
  const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  return row;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const LIST_LIMIT = 50;

export async function searchHospitals(db: Db, query: { name?: string; municipalityId?: number; cityId?: number; provinceId?: number; userMobile?: string }) {
  const where: SQL[] = [];
  if (query.name) where.push(ilike(hospitals.name, `%${escapeLike(query.name)}%`));
  // Search within the chosen area: the narrowest level given.
  if (query.municipalityId) where.push(eq(hospitals.municipalityId, query.municipalityId));
  else if (query.cityId) where.push(eq(hospitals.cityId, query.cityId));
  else if (query.provinceId) where.push(eq(hospitals.provinceId, query.provinceId));
  return db
    .select()
    .from(hospitals)
    .where(and(...where))
    .orderBy(asc(hospitals.id))
    .limit(LIST_LIMIT);
}

export async function findHospitalByName(db: Db, name: string, cityId: number) {
  const [row] = await db
    .select({ id: hospitals.id })
    .from(hospitals)
    .where(and(eq(hospitals.name, name), eq(hospitals.cityId, cityId)))
    .limit(1);
  return row;
}

export async function insertHospital(db: Db, row: typeof hospitals.$inferInsert) {
  const [created] = await db.insert(hospitals).values(row).returning();
  return created;
}

export async function searchSchools(db: Db, query: { name?: string; provinceId?: number }) {
  const where: SQL[] = [];
  if (query.name) where.push(ilike(schools.name, `%${escapeLike(query.name)}%`));
  if (query.provinceId) where.push(eq(schools.provinceId, query.provinceId));
  return db
    .select()
    .from(schools)
    .where(and(...where))
    .orderBy(asc(schools.sort), asc(schools.id))
    .limit(LIST_LIMIT);
}

export async function findSchool(db: Db, id: number) {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).limit(1);
  return row;
}

export async function findMajor(db: Db, id: number) {
  const [row] = await db.select().from(majors).where(eq(majors.id, id)).limit(1);
  return row;
}

/** The id of a tag of `type` named `name` (a leaf first): how a name kept without its id is matched again. */
export async function findTagIdByName(db: Db, type: string, name: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: tags.id, parentId: tags.parentId })
    .from(tags)
    .where(and(eq(tags.type, type), eq(tags.name, name)))
    .orderBy(asc(tags.id));
  return (rows.find((r) => r.parentId !== null) ?? rows[0])?.id;
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function findIdentity(db: Db, id: number) {
  const [row] = await db.select().from(identities).where(eq(identities.id, id)).limit(1);
  return row;
}

/** A refused profile save leaves a failed-submit footprint (type 18, page add-info, the message as note). */
export const FAILED_PROFILE_FOOTPRINT = { type: 18, pageType: 'add-info' } as const;
export async function recordFailedProfileSubmit(db: Db, userId: number, message: string) {
  await db.insert(footprints).values({
    userId,
    type: FAILED_PROFILE_FOOTPRINT.type,
    pageType: FAILED_PROFILE_FOOTPRINT.pageType,
    note: message.slice(0, 500),
    title: '完善信息提交失败',
  });
}
