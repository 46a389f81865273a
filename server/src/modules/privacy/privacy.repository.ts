import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  appointments,
  browsingRecords,
  commentLikes,
  comments,
  consents,
  downloadEmailRequests,
  exposureRecords,
  favourites,
  follows,
  footprints,
  likes,
  liveChatMessages,
  liveManagers,
  meetingApplications,
  passwordAttempts,
  passwordAuths,
  pointsLedger,
  questionnaireAnswers,
  searchHistories,
  sessions,
  shareRecords,
  studyProgress,
  userUploads,
  users,
} from '../../db/schema';

/** The name comments and chat messages of a deleted account show (spec wording of the product). */
export const DELETED_USER_NAME = '已注销用户';

type Row = Record<string, unknown>;

/** A table with a user_id column, for the generic per-user reads and deletes below. */
type UserTable = PgTable & { userId: PgColumn };

/**
 * Sections of the export: what the user did in the product, each the stored rows as they are.
 * Security logs that only protect the account (password attempts) and derived analytics are left out.
 */
const EXPORTED: Record<string, UserTable> = {
  history: footprints,
  favourites,
  likes,
  comment_likes: commentLikes,
  follows,
  bookings: appointments,
  meeting_applications: meetingApplications,
  study_progress: studyProgress,
  points: pointsLedger,
  comments,
  live_chat_messages: liveChatMessages,
  questionnaire_answers: questionnaireAnswers,
  search_history: searchHistories,
  download_email_requests: downloadEmailRequests,
  share_records: shareRecords,
  uploads: userUploads,
  consents,
};

/** Rows deleted with the account. Comments and chat messages are kept (anonymised through the user row). */
const DELETED: UserTable[] = [
  footprints,
  favourites,
  likes,
  commentLikes,
  follows,
  appointments,
  meetingApplications,
  studyProgress,
  pointsLedger,
  questionnaireAnswers,
  searchHistories,
  downloadEmailRequests,
  passwordAuths,
  passwordAttempts,
  liveManagers,
  userUploads,
  sessions,
];

/** Analytics rows whose link to the person is cut (set null) rather than deleted: counts stay right. */
const UNLINKED: UserTable[] = [browsingRecords, exposureRecords, shareRecords];

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

function plainRow(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)]));
}

export interface DataExport {
  profile: Row;
  sections: Record<string, Row[]>;
}

/** Everything stored about `userId`, or null when the user does not exist. Token hashes are never included. */
export async function exportUserData(db: Db, userId: number): Promise<DataExport | null> {
  const [profile] = await db.select().from(users).where(eq(users.id, userId));
  if (!profile) return null;
  const sections: Record<string, Row[]> = {};
  for (const [name, table] of Object.entries(EXPORTED)) {
    const rows = (await db.select().from(table).where(eq(table.userId, userId))) as Row[];
    sections[name] = rows.map(plainRow);
  }
  sections.sessions = (
    await db
      .select({ created_at: sessions.createdAt, expires_at: sessions.expiresAt, revoked_at: sessions.revokedAt, ip: sessions.ip, user_agent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId))
  ).map(plainRow);
  return { profile: plainRow(profile as Row), sections };
}

/**
 * Every stored file of the user, by URL: uploads (profile pictures, documents) and live-chat images (recorded
 * in user_uploads since they are uploaded; the chat rows also name images stored before that). Their files
 * are removed once the account is deleted.
 */
export async function storedFileUrls(db: Db, userId: number): Promise<string[]> {
  const uploads = await db.select({ url: userUploads.url }).from(userUploads).where(eq(userUploads.userId, userId));
  const chatImages = await db
    .select({ url: liveChatMessages.image })
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.userId, userId), isNotNull(liveChatMessages.image)));
  return [...new Set([...uploads.map((r) => r.url), ...chatImages.map((r) => r.url ?? '')].filter((url) => url !== ''))];
}

/**
 * Deletes the account in one transaction: personal rows removed, analytics unlinked, every session gone
 * (all tokens stop working at once), and the user row anonymised in place so other people's comment
 * threads and chat keep their shape, showing 已注销用户. The mobile becomes `deleted:<id>` (unique, never a
 * valid number), which releases the real number: logging in with it later creates a new user.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of DELETED) await tx.delete(table).where(eq(table.userId, userId));
    for (const table of UNLINKED) await tx.update(table).set({ userId: null } as never).where(eq(table.userId, userId));
    // Chat images go with the account's files: image-only messages disappear from the room, text keeps.
    const now = new Date();
    await tx
      .update(liveChatMessages)
      .set({ image: null, deletedAt: now })
      .where(and(eq(liveChatMessages.userId, userId), isNotNull(liveChatMessages.image), eq(liveChatMessages.message, '')));
    await tx.update(liveChatMessages).set({ image: null }).where(and(eq(liveChatMessages.userId, userId), isNotNull(liveChatMessages.image)));
    await tx
      .update(users)
      .set({
        name: DELETED_USER_NAME,
        nickName: DELETED_USER_NAME,
        avatar: '',
        mobile: `deleted:${userId}`,
        uuid: randomUUID(),
        point: 0,
        isComplete: 0,
        identityId: null,
        otherIdentityType: null,
        unionId: null,
        openid: null,
        email: null,
        provinceId: null,
        provinceName: null,
        cityId: null,
        cityName: null,
        municipalityId: null,
        municipalityName: null,
        companyId: null,
        companyName: null,
        companyType: null,
        positionId: null,
        positionName: null,
        hospitalId: null,
        hospitalName: null,
        hospitalLevelName: null,
        officeId: null,
        officeName: null,
        dutyName: null,
        schoolId: null,
        schoolName: null,
        majorId: null,
        majorName: null,
        tags: '',
        goodAtDisease: '',
        goodAtTechnology: '',
        experienceTreatment: '',
        experienceTreatmentName: '',
        confirmedDisease: '',
        confirmedDiseaseName: '',
        interested: '',
        friendship: '',
        disabled: true,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}

export interface ConsentRow {
  agreementVersion: string;
  createdAt: Date;
}

export async function latestConsent(db: Db, userId: number): Promise<ConsentRow | null> {
  const [row] = await db
    .select({ agreementVersion: consents.agreementVersion, createdAt: consents.createdAt })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), desc(consents.id))
    .limit(1);
  return row ?? null;
}

export async function recordConsent(db: Db, consent: { userId: number; agreementVersion: string; source: 'login' | 'prompt'; ip?: string; now: number }): Promise<void> {
  await db.insert(consents).values({
    userId: consent.userId,
    agreementVersion: consent.agreementVersion,
    source: consent.source,
    ip: consent.ip?.slice(0, 64) ?? null,
    createdAt: new Date(consent.now),
  });
}

/** Tables whose rows belong to one user; the fuzz and ownership tests count them. */
export const PER_USER_TABLES = { ...EXPORTED, sessions };
