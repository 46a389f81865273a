import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { deleteAccountRows, exportRows, fileUrlRows, type Row, type UserChanges } from './privacy.repository';

/** The name comments and chat messages of a deleted account show (the product's wording). */
export const DELETED_USER_NAME = '已注销用户';

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

/**
 * Everything stored about `userId`, or null when the user does not exist: the user row and one section per
 * personal table (PERSONAL_TABLES), rows as stored minus credentials and hashes, times as ISO strings.
 */
export async function exportUserData(db: Db, userId: number): Promise<DataExport | null> {
  const rows = await exportRows(db, userId);
  if (!rows) return null;
  const sections = Object.fromEntries(Object.entries(rows.sections).map(([section, list]) => [section, list.map(plainRow)]));
  return { profile: plainRow(rows.profile), sections };
}

/**
 * Every stored file of the user, by URL: uploads (profile pictures, documents) and live-chat images (recorded
 * in user_uploads since they are uploaded; the chat rows also name images stored before that). Their files
 * are removed once the account is deleted.
 */
export async function storedFileUrls(db: Db, userId: number): Promise<string[]> {
  const { uploads, chatImages } = await fileUrlRows(db, userId);
  return [...new Set([...uploads.map((r) => r.url), ...chatImages.map((r) => r.url ?? '')].filter((url) => url !== ''))];
}

/**
 * What the user row becomes: every field that describes the person is blanked (the schema test checks that
 * each personal column of users is named here), the id stays for the comments and chat messages kept.
 */
export function anonymisedUser(userId: number, now: Date): UserChanges {
  return {
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
    updatedAt: now,
  };
}

/**
 * Deletes the account (deleteAccountRows(), one transaction): every counter the person's rows moved goes
 * back by one, each personal table is emptied of their rows or unlinked from them, every session goes (all
 * tokens stop working at once), and the user row is anonymised in place so comment threads and chat keep
 * their shape, showing 已注销用户. The mobile becomes `deleted:<id>` (unique, never a valid number), which
 * releases the real number: logging in with it later creates a new user.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  const now = new Date();
  await deleteAccountRows(db, userId, now, anonymisedUser(userId, now));
}
