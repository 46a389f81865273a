// The tables and owner columns that the export and deletion statements (privacy.repository.ts) run over.

import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  appointments,
  browsingRecords,
  commentLikes,
  commentReports,
  comments,
  consents,
  downloadEmailRequests,
  exposureRecords,
  favourites,
  follows,
  footprints,
  hospitals,
  likes,
  liveChatMessages,
  liveManagers,
  liveWhiteList,
  meetingApplications,
  passwordAttempts,
  passwordAuths,
  pointsLedger,
  questionnaireAnswers,
  searchHistories,
  sessions,
  shareRecords,
  signInAddresses,
  smsCodes,
  studyGroupMembers,
  studyGroupSettings,
  studyProgress,
  studyTime,
  userUploads,
  viewMarks,
  wechatHandoffs,
} from '../../db/schema';

/**
 * What account deletion does with a row that names the person:
 * - delete: the row goes (with every other column in it);
 * - unlink: the owner column is set to null, the row stays (shared data or anonymous analytics);
 * - keep: the row stays pointing at the user row, which is anonymised in place (comments, chat messages,
 *   proof of consent), so it no longer names anyone.
 */
export type DeletionAction = 'delete' | 'unlink' | 'keep';

export interface PersonalTable {
  table: PgTable;
  /** The column that names the person: their user id, else their mobile number or WeChat union id. */
  owner: PgColumn;
  ownerKind: 'userId' | 'mobile' | 'unionId';
  /** Section of the data export holding these rows; null only for rows that are not the person's own data. */
  section: string | null;
  /** Why a table is not exported (required when section is null). */
  notExportedBecause?: string;
  onDelete: DeletionAction;
  /** Columns left out of the export: credentials and hashes that prove nothing to the person. */
  secret?: PgColumn[];
}

/**
 * Every table holding a row about one person, besides the user row itself. The data export and account
 * deletion are both driven by this list, and personal-data-schema.test.ts fails when the schema grows a
 * column that can hold a user id, phone number or name that this list does not cover.
 */
export const PERSONAL_TABLES: readonly PersonalTable[] = [
  { table: footprints, owner: footprints.userId, ownerKind: 'userId', section: 'history', onDelete: 'delete' },
  { table: browsingRecords, owner: browsingRecords.userId, ownerKind: 'userId', section: 'browsing_records', onDelete: 'unlink' },
  { table: exposureRecords, owner: exposureRecords.userId, ownerKind: 'userId', section: 'exposure_records', onDelete: 'unlink' },
  { table: shareRecords, owner: shareRecords.userId, ownerKind: 'userId', section: 'share_records', onDelete: 'unlink' },
  { table: favourites, owner: favourites.userId, ownerKind: 'userId', section: 'favourites', onDelete: 'delete' },
  { table: likes, owner: likes.userId, ownerKind: 'userId', section: 'likes', onDelete: 'delete' },
  { table: commentLikes, owner: commentLikes.userId, ownerKind: 'userId', section: 'comment_likes', onDelete: 'delete' },
  { table: follows, owner: follows.userId, ownerKind: 'userId', section: 'follows', onDelete: 'delete' },
  { table: appointments, owner: appointments.userId, ownerKind: 'userId', section: 'bookings', onDelete: 'delete' },
  { table: meetingApplications, owner: meetingApplications.userId, ownerKind: 'userId', section: 'meeting_applications', onDelete: 'delete' },
  { table: studyProgress, owner: studyProgress.userId, ownerKind: 'userId', section: 'study_progress', onDelete: 'delete' },
  // Applications to study groups (with the note written) and memberships.
  { table: studyGroupMembers, owner: studyGroupMembers.userId, ownerKind: 'userId', section: 'study_group_memberships', onDelete: 'delete' },
  // Groups the person leads: the group stays, without a leader (operators decide its applications).
  { table: studyGroupSettings, owner: studyGroupSettings.leaderUserId, ownerKind: 'userId', section: 'study_groups_led', onDelete: 'unlink' },
  { table: studyTime, owner: studyTime.userId, ownerKind: 'userId', section: 'study_time', onDelete: 'delete' },
  { table: pointsLedger, owner: pointsLedger.userId, ownerKind: 'userId', section: 'points', onDelete: 'delete', secret: [pointsLedger.idempotencyKey] },
  { table: comments, owner: comments.userId, ownerKind: 'userId', section: 'comments', onDelete: 'keep', secret: [comments.clientKey] },
  {
    table: comments,
    owner: comments.toUserId,
    ownerKind: 'userId',
    section: null,
    notExportedBecause: 'replies other people wrote to the person: their text, not the person’s; the target shows 已注销用户 afterwards',
    onDelete: 'keep',
  },
  // Which comments the person reported, and why: theirs to see; gone with the account (the comment's other reports stay).
  { table: commentReports, owner: commentReports.userId, ownerKind: 'userId', section: 'comment_reports', onDelete: 'delete' },
  { table: liveChatMessages, owner: liveChatMessages.userId, ownerKind: 'userId', section: 'live_chat_messages', onDelete: 'keep' },
  {
    table: liveChatMessages,
    owner: liveChatMessages.subscribeId,
    ownerKind: 'userId',
    section: null,
    notExportedBecause: 'messages other people wrote mentioning the person; the mention shows 已注销用户 afterwards',
    onDelete: 'keep',
  },
  { table: questionnaireAnswers, owner: questionnaireAnswers.userId, ownerKind: 'userId', section: 'questionnaire_answers', onDelete: 'delete' },
  { table: searchHistories, owner: searchHistories.userId, ownerKind: 'userId', section: 'search_history', onDelete: 'delete' },
  { table: downloadEmailRequests, owner: downloadEmailRequests.userId, ownerKind: 'userId', section: 'download_email_requests', onDelete: 'delete' },
  { table: userUploads, owner: userUploads.userId, ownerKind: 'userId', section: 'uploads', onDelete: 'delete' },
  { table: liveManagers, owner: liveManagers.userId, ownerKind: 'userId', section: 'live_manager_roles', onDelete: 'delete' },
  { table: passwordAuths, owner: passwordAuths.userId, ownerKind: 'userId', section: 'content_unlocks', onDelete: 'delete' },
  { table: passwordAttempts, owner: passwordAttempts.userId, ownerKind: 'userId', section: 'content_unlock_attempts', onDelete: 'delete' },
  // Hospitals a user added stay in the shared list for everyone; only the link to the person goes.
  { table: hospitals, owner: hospitals.createdByUserId, ownerKind: 'userId', section: 'hospitals_added', onDelete: 'unlink' },
  {
    table: sessions,
    owner: sessions.userId,
    ownerKind: 'userId',
    section: 'sessions',
    onDelete: 'delete',
    secret: [sessions.accessTokenHash, sessions.refreshTokenHash, sessions.chainId],
  },
  // Addresses the person signed in from (they keep their own code allowance there).
  { table: signInAddresses, owner: signInAddresses.userId, ownerKind: 'userId', section: 'sign_in_addresses', onDelete: 'delete' },
  // Which items the person's views were already counted for, within the view window.
  { table: viewMarks, owner: viewMarks.userId, ownerKind: 'userId', section: 'counted_views', onDelete: 'delete' },
  // One-time WeChat sign-in tokens (5 minutes) name the WeChat identity the account is bound to.
  {
    table: wechatHandoffs,
    owner: wechatHandoffs.unionId,
    ownerKind: 'unionId',
    section: 'wechat_sign_ins',
    onDelete: 'delete',
    secret: [wechatHandoffs.tokenHash],
  },
  // Proof of consent outlives the account (the user row it points at is anonymised).
  { table: consents, owner: consents.userId, ownerKind: 'userId', section: 'consents', onDelete: 'keep' },
  // Login codes name the number, not the user: found by the account's mobile.
  { table: smsCodes, owner: smsCodes.mobile, ownerKind: 'mobile', section: 'sms_codes', onDelete: 'delete', secret: [smsCodes.codeHash] },
  // Operators list numbers (and names) for white-list lives; the person's entries go with the account.
  { table: liveWhiteList, owner: liveWhiteList.mobile, ownerKind: 'mobile', section: 'live_white_list', onDelete: 'delete' },
];
