import { asc, eq, sql } from 'drizzle-orm';
import type { AudienceRule } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { audiences, users } from '../../db/schema/index';

export type AudienceRow = typeof audiences.$inferSelect;

export interface AudienceValues {
  key: string;
  name: string;
  description: string;
  rule: AudienceRule;
}

export async function listAudienceRows(db: Db): Promise<AudienceRow[]> {
  return db.select().from(audiences).orderBy(asc(audiences.id));
}

export async function findAudienceRow(db: Db, id: number): Promise<AudienceRow | undefined> {
  const [row] = await db.select().from(audiences).where(eq(audiences.id, id)).limit(1);
  return row;
}

/** Undefined when the key is taken (the unique index decides, so two operators cannot both create it). */
export async function insertAudience(db: Db, values: AudienceValues, operator: string): Promise<AudienceRow | undefined> {
  const [row] = await db
    .insert(audiences)
    .values({ ...values, updatedBy: operator })
    .onConflictDoNothing({ target: audiences.key })
    .returning();
  return row;
}

/** The key is the audience's name in layouts and home items, so it is never changed here. */
export async function updateAudience(db: Db, id: number, values: Omit<AudienceValues, 'key'>, operator: string): Promise<AudienceRow | undefined> {
  const [row] = await db
    .update(audiences)
    .set({ ...values, updatedBy: operator, updatedAt: new Date(), version: sql`${audiences.version} + 1` })
    .where(eq(audiences.id, id))
    .returning();
  return row;
}

export async function deleteAudience(db: Db, id: number): Promise<AudienceRow | undefined> {
  const [row] = await db.delete(audiences).where(eq(audiences.id, id)).returning();
  return row;
}

/** The profile fields audience rules read: one primary-key lookup. */
export async function findViewerProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      identityId: users.identityId,
      otherIdentityType: users.otherIdentityType,
      isComplete: users.isComplete,
      provinceId: users.provinceId,
      provinceName: users.provinceName,
      cityId: users.cityId,
      cityName: users.cityName,
      hospitalLevelName: users.hospitalLevelName,
      officeId: users.officeId,
      officeName: users.officeName,
      majorId: users.majorId,
      majorName: users.majorName,
      positionId: users.positionId,
      positionName: users.positionName,
      tags: users.tags,
      interested: users.interested,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type ViewerProfileRow = NonNullable<Awaited<ReturnType<typeof findViewerProfile>>>;
