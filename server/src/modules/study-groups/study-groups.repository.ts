import { and, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { studyGroupMembers, studyGroupSettings, topicModules, topicStudyGroups, topics, users, type StudyGroupMemberState } from '../../db/schema/index';

export interface GroupFacts {
  id: number;
  title: string;
  leaderUserId: number | null;
  memberContent: string;
}

/** A group of a published topic, with its leader and members-only content (none set: no leader, empty). */
export async function findGroup(db: Db, id: number): Promise<GroupFacts | undefined> {
  const [row] = await db
    .select({
      id: topicStudyGroups.id,
      title: topicStudyGroups.title,
      leaderUserId: studyGroupSettings.leaderUserId,
      memberContent: studyGroupSettings.memberContent,
    })
    .from(topicStudyGroups)
    .innerJoin(topics, and(eq(topics.id, topicStudyGroups.topicId), eq(topics.publishState, 1)))
    .leftJoin(studyGroupSettings, eq(studyGroupSettings.groupId, topicStudyGroups.id))
    .where(eq(topicStudyGroups.id, id))
    .limit(1);
  return row ? { ...row, memberContent: row.memberContent ?? '' } : undefined;
}

/** A topic module (the study-group page's topic_subject_id) exists. */
export async function moduleExists(db: Db, moduleId: number): Promise<boolean> {
  const [row] = await db.select({ id: topicModules.id }).from(topicModules).where(eq(topicModules.id, moduleId)).limit(1);
  return row !== undefined;
}

export interface MyGroupRow {
  groupId: number;
  state: StudyGroupMemberState | null;
  leaderUserId: number | null;
  memberContent: string;
}

/** The doctor's standing in each group of a topic module (groups never applied to come back with state null). */
export async function myGroupsOfModule(db: Db, moduleId: number, userId: number): Promise<MyGroupRow[]> {
  const rows = await db
    .select({
      groupId: topicStudyGroups.id,
      state: studyGroupMembers.state,
      leaderUserId: studyGroupSettings.leaderUserId,
      memberContent: studyGroupSettings.memberContent,
    })
    .from(topicStudyGroups)
    .leftJoin(studyGroupMembers, and(eq(studyGroupMembers.groupId, topicStudyGroups.id), eq(studyGroupMembers.userId, userId)))
    .leftJoin(studyGroupSettings, eq(studyGroupSettings.groupId, topicStudyGroups.id))
    .where(eq(topicStudyGroups.moduleId, moduleId))
    .orderBy(topicStudyGroups.sort, topicStudyGroups.id);
  return rows.map((r) => ({ ...r, memberContent: r.memberContent ?? '' }));
}

export async function findMembership(db: Db, groupId: number, userId: number): Promise<{ id: number; state: StudyGroupMemberState } | undefined> {
  const [row] = await db
    .select({ id: studyGroupMembers.id, state: studyGroupMembers.state })
    .from(studyGroupMembers)
    .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Applies, or applies again after being declined. A pending or approved application stays as it is (a second
 * tap or a second phone changes nothing). Answers the state the doctor is in afterwards.
 */
export async function apply(db: Db, groupId: number, userId: number, note: string, at: Date): Promise<StudyGroupMemberState> {
  const [row] = await db
    .insert(studyGroupMembers)
    .values({ groupId, userId, note, createdAt: at })
    .onConflictDoUpdate({
      target: [studyGroupMembers.groupId, studyGroupMembers.userId],
      set: { state: 'pending', note, createdAt: at, decidedAt: null, decidedBy: null },
      setWhere: eq(studyGroupMembers.state, 'declined'),
    })
    .returning({ state: studyGroupMembers.state });
  if (row) return row.state;
  return (await findMembership(db, groupId, userId))?.state ?? 'pending';
}

export interface ApplicationRow {
  id: number;
  groupId: number;
  groupTitle: string;
  userId: number;
  userName: string;
  mobile: string;
  hospital: string;
  note: string;
  state: StudyGroupMemberState;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
}

const applicationColumns = {
  id: studyGroupMembers.id,
  groupId: studyGroupMembers.groupId,
  groupTitle: topicStudyGroups.title,
  userId: studyGroupMembers.userId,
  userName: users.name,
  mobile: users.mobile,
  hospital: sql<string>`coalesce(${users.companyName}, '')`,
  note: studyGroupMembers.note,
  state: studyGroupMembers.state,
  createdAt: studyGroupMembers.createdAt,
  decidedAt: studyGroupMembers.decidedAt,
  decidedBy: studyGroupMembers.decidedBy,
};

export async function findApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select(applicationColumns)
    .from(studyGroupMembers)
    .innerJoin(topicStudyGroups, eq(topicStudyGroups.id, studyGroupMembers.groupId))
    .innerJoin(users, eq(users.id, studyGroupMembers.userId))
    .where(eq(studyGroupMembers.id, id))
    .limit(1);
  return row;
}

/** Applications, newest first; `state` 'all' lists every state. */
export async function pageApplications(
  db: Db,
  filter: { state: StudyGroupMemberState | 'all'; groupId?: number },
  page: number,
  pageSize: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const parts: SQL[] = [];
  if (filter.state !== 'all') parts.push(eq(studyGroupMembers.state, filter.state));
  if (filter.groupId !== undefined) parts.push(eq(studyGroupMembers.groupId, filter.groupId));
  const where = parts.length ? and(...parts) : undefined;
  const rows = await db
    .select(applicationColumns)
    .from(studyGroupMembers)
    .innerJoin(topicStudyGroups, eq(topicStudyGroups.id, studyGroupMembers.groupId))
    .innerJoin(users, eq(users.id, studyGroupMembers.userId))
    .where(where)
    .orderBy(desc(studyGroupMembers.createdAt), desc(studyGroupMembers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(studyGroupMembers).where(where);
  return { rows, total };
}

/** How many waiting applications a leader sees on the phone at once (oldest first; the console lists them all). */
export const LEADER_PENDING_LIMIT = 50;

/**
 * The applications waiting in these groups, oldest first (the one waiting longest is decided first), at most
 * LEADER_PENDING_LIMIT per group: a crowded group does not push another's out of the answer.
 */
export async function pendingApplicationsOf(db: Db, groupIds: readonly number[]): Promise<ApplicationRow[]> {
  if (groupIds.length === 0) return [];
  const ranked = db
    .select({
      id: studyGroupMembers.id,
      place: sql<number>`row_number() over (partition by ${studyGroupMembers.groupId} order by ${studyGroupMembers.createdAt}, ${studyGroupMembers.id})`.as(
        'place',
      ),
    })
    .from(studyGroupMembers)
    .where(and(inArray(studyGroupMembers.groupId, [...groupIds]), eq(studyGroupMembers.state, 'pending')))
    .as('ranked');
  return db
    .select(applicationColumns)
    .from(studyGroupMembers)
    .innerJoin(ranked, and(eq(ranked.id, studyGroupMembers.id), lte(ranked.place, LEADER_PENDING_LIMIT)))
    .innerJoin(topicStudyGroups, eq(topicStudyGroups.id, studyGroupMembers.groupId))
    .innerJoin(users, eq(users.id, studyGroupMembers.userId))
    .orderBy(studyGroupMembers.createdAt, studyGroupMembers.id);
}

/** Moves a pending application to its decision; false when it was no longer pending (someone decided first). */
export async function decide(db: Db, id: number, state: 'approved' | 'declined', decidedBy: string, at: Date): Promise<boolean> {
  const moved = await db
    .update(studyGroupMembers)
    .set({ state, decidedAt: at, decidedBy })
    .where(and(eq(studyGroupMembers.id, id), inArray(studyGroupMembers.state, ['pending'])))
    .returning({ id: studyGroupMembers.id });
  return moved.length > 0;
}

export interface GroupSettingsRow {
  id: number;
  title: string;
  topicTitle: string;
  leaderName: string | null;
  leaderMobile: string | null;
  memberContent: string | null;
  members: number;
  pending: number;
}

/** Every study group with its leader, members-only content and counts, for the console. */
export async function listGroupSettings(db: Db, id?: number): Promise<GroupSettingsRow[]> {
  const counted = (state: StudyGroupMemberState) =>
    sql<number>`(select count(*)::int from ${studyGroupMembers} m where m.group_id = ${topicStudyGroups.id} and m.state = ${state})`;
  return db
    .select({
      id: topicStudyGroups.id,
      title: topicStudyGroups.title,
      topicTitle: topics.title,
      leaderName: users.name,
      leaderMobile: users.mobile,
      memberContent: studyGroupSettings.memberContent,
      members: counted('approved'),
      pending: counted('pending'),
    })
    .from(topicStudyGroups)
    .innerJoin(topics, eq(topics.id, topicStudyGroups.topicId))
    .leftJoin(studyGroupSettings, eq(studyGroupSettings.groupId, topicStudyGroups.id))
    .leftJoin(users, eq(users.id, studyGroupSettings.leaderUserId))
    .where(id === undefined ? undefined : eq(topicStudyGroups.id, id))
    .orderBy(topicStudyGroups.topicId, topicStudyGroups.sort, topicStudyGroups.id);
}

export async function findUserIdByMobile(db: Db, mobile: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row?.id;
}

export async function saveGroupSettings(db: Db, groupId: number, leaderUserId: number | null, memberContent: string): Promise<void> {
  await db
    .insert(studyGroupSettings)
    .values({ groupId, leaderUserId, memberContent })
    .onConflictDoUpdate({ target: studyGroupSettings.groupId, set: { leaderUserId, memberContent } });
}
