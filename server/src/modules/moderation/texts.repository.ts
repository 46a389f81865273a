import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { commentReports, comments, liveChatMessages, users, type ModerationState } from '../../db/schema/index';

export type TextKind = 'comment' | 'chat';

export interface TextFilter {
  kind: 'all' | TextKind;
  state: 'all' | ModerationState | 'reported';
  q: string;
  userId?: number;
  from?: Date;
  to?: Date;
}

export interface TextRow {
  kind: TextKind;
  id: number;
  userId: number;
  userName: string;
  content: string;
  state: ModerationState;
  reason: string;
  reports: number;
  targetType: number;
  targetId: number;
  isReply: boolean;
  createdAt: Date;
  mutedUntil: Date | null;
  banned: boolean;
}

/** The list counts at most this many matches: enough to page through, never a scan of everything. */
export const COUNT_CAP = 10_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const openReports = sql`(select count(*)::int from ${commentReports} r where r.comment_id = ${comments.id} and r.handled_at is null)`;

function commentWhere(f: TextFilter): SQL | undefined {
  return and(
    isNull(comments.deletedAt),
    f.state === 'reported' ? sql`${openReports} > 0` : f.state === 'all' ? undefined : sql`${comments.moderation} = ${f.state}`,
    f.q ? sql`${comments.content} ilike ${`%${escapeLike(f.q)}%`}` : undefined,
    f.userId ? eq(comments.userId, f.userId) : undefined,
    f.from ? sql`${comments.createdAt} >= ${f.from.toISOString()}::timestamptz` : undefined,
    f.to ? sql`${comments.createdAt} < ${f.to.toISOString()}::timestamptz` : undefined,
  );
}

/** Chat: text messages only (a manager's picture has no words to moderate); chat has no reports. */
function chatWhere(f: TextFilter): SQL | undefined {
  if (f.state === 'reported') return sql`false`;
  return and(
    isNull(liveChatMessages.deletedAt),
    sql`${liveChatMessages.message} <> ''`,
    f.state === 'all' ? undefined : sql`${liveChatMessages.moderation} = ${f.state}`,
    f.q ? sql`${liveChatMessages.message} ilike ${`%${escapeLike(f.q)}%`}` : undefined,
    f.userId ? eq(liveChatMessages.userId, f.userId) : undefined,
    f.from ? sql`${liveChatMessages.createdAt} >= ${f.from.toISOString()}::timestamptz` : undefined,
    f.to ? sql`${liveChatMessages.createdAt} < ${f.to.toISOString()}::timestamptz` : undefined,
  );
}

function commentBranch(f: TextFilter, limit: number): SQL {
  return sql`(select 'comment' as kind, ${comments.id} as id, ${comments.userId} as user_id, ${comments.content} as content,
      ${comments.moderation} as state, coalesce(${comments.moderationReason}, '') as reason, ${openReports} as reports,
      ${comments.commentType}::int as target_type, ${comments.contentId} as target_id, ${comments.commentId} is not null as is_reply,
      ${comments.createdAt} as created_at
    from ${comments} where ${commentWhere(f)} order by ${comments.createdAt} desc, ${comments.id} desc limit ${limit})`;
}

function chatBranch(f: TextFilter, limit: number): SQL {
  return sql`(select 'chat' as kind, ${liveChatMessages.id} as id, ${liveChatMessages.userId} as user_id, ${liveChatMessages.message} as content,
      ${liveChatMessages.moderation} as state, coalesce(${liveChatMessages.moderationReason}, '') as reason, 0 as reports,
      4 as target_type, ${liveChatMessages.liveId} as target_id, false as is_reply, ${liveChatMessages.createdAt} as created_at
    from ${liveChatMessages} where ${chatWhere(f)} order by ${liveChatMessages.createdAt} desc, ${liveChatMessages.id} desc limit ${limit})`;
}

function branches(f: TextFilter, limit: number): SQL {
  if (f.kind === 'comment') return commentBranch(f, limit);
  if (f.kind === 'chat') return chatBranch(f, limit);
  return sql`${commentBranch(f, limit)} union all ${chatBranch(f, limit)}`;
}

type DriverRows = { rows: Record<string, unknown>[] };

const toDate = (value: unknown): Date => new Date(value as string | Date);

/**
 * One page of doctors' recent text, newest first. Each branch reads at most the rows up to the end of the
 * page (its own index order), so a deep page of a big table costs a bounded read; the count stops at COUNT_CAP.
 */
export async function pageTexts(db: Db, f: TextFilter, page: number, pageSize: number): Promise<{ rows: TextRow[]; total: number }> {
  const upTo = page * pageSize;
  // Both drivers answer { rows } for a statement that returns rows (the driver's shape, not drizzle's).
  const result = (await db.execute(sql`select t.*, ${users.name} as name, ${users.nickName} as nick, ${users.mobile} as mobile,
      ${users.mutedUntil} as muted_until, ${users.bannedAt} is not null as banned
    from (${branches(f, upTo)}) t join ${users} on ${users.id} = t.user_id
    order by t.created_at desc, t.id desc limit ${pageSize} offset ${upTo - pageSize}`)) as unknown as DriverRows;
  const counted = (await db.execute(sql`select count(*)::int as n from (${branches(f, COUNT_CAP)}) t`)) as unknown as DriverRows;
  const rows = result.rows.map((r): TextRow => {
    const mobile = String(r.mobile ?? '');
    return {
      kind: r.kind as TextKind,
      id: Number(r.id),
      userId: Number(r.user_id),
      userName: String(r.nick || r.name || (mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '用户')),
      content: String(r.content),
      state: r.state as ModerationState,
      reason: String(r.reason ?? ''),
      reports: Number(r.reports),
      targetType: Number(r.target_type),
      targetId: Number(r.target_id),
      isReply: Boolean(r.is_reply),
      createdAt: toDate(r.created_at),
      mutedUntil: r.muted_until ? toDate(r.muted_until) : null,
      banned: Boolean(r.banned),
    };
  });
  const total = Math.min(COUNT_CAP, Number(counted.rows[0]?.n ?? 0));
  return { rows, total };
}

export interface TextState {
  state: ModerationState;
  liveId: number | null;
  userId: number;
}

/** A comment or chat message's moderation state (null when there is none, or its author deleted it). */
export async function findTextState(db: Db, kind: TextKind, id: number): Promise<TextState | null> {
  if (kind === 'comment') {
    const [row] = await db
      .select({ state: comments.moderation, userId: comments.userId })
      .from(comments)
      .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
    return row ? { state: row.state, userId: row.userId, liveId: null } : null;
  }
  const [row] = await db
    .select({ state: liveChatMessages.moderation, userId: liveChatMessages.userId, liveId: liveChatMessages.liveId })
    .from(liveChatMessages)
    .where(and(eq(liveChatMessages.id, id), isNull(liveChatMessages.deletedAt)));
  return row ?? null;
}

/**
 * Moves the text from one of `from` to `to` (with the reason for a hide or delete): false when it was in
 * another state by then (a second operator's decision came first). Open reports of a comment are handled
 * by the same decision.
 */
export async function moveText(
  db: Db,
  kind: TextKind,
  id: number,
  from: readonly ModerationState[],
  to: ModerationState,
  reason: string | null,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const table = kind === 'comment' ? comments : liveChatMessages;
    const moved = await tx
      .update(table)
      .set({ moderation: to, moderationReason: reason, moderatedAt: at })
      .where(and(eq(table.id, id), inArray(table.moderation, [...from]), isNull(table.deletedAt)))
      .returning({ id: table.id });
    if (moved.length === 0) return false;
    if (kind === 'comment') await handleReports(tx, id, at);
    return true;
  });
}

/** Marks a comment's open reports handled (an operator looked at it); how many there were. */
export async function handleReports(db: Db, commentId: number, at: Date): Promise<number> {
  const rows = await db
    .update(commentReports)
    .set({ handledAt: at })
    .where(and(eq(commentReports.commentId, commentId), isNull(commentReports.handledAt)))
    .returning({ id: commentReports.id });
  return rows.length;
}

/** Sets a doctor's posting state: the row after, or undefined for an unknown user. */
export async function setUserMute(db: Db, userId: number, mutedUntil: Date | null, bannedAt: Date | null, reason: string | null) {
  const [row] = await db
    .update(users)
    .set({ mutedUntil, bannedAt, mutedReason: reason })
    .where(eq(users.id, userId))
    .returning({ id: users.id, mutedUntil: users.mutedUntil, bannedAt: users.bannedAt });
  return row;
}

/** A doctor's mute end and ban, for refusing a chat message that the insert did not take. */
export async function findUserMute(db: Db, userId: number): Promise<{ mutedUntil: Date | null; banned: boolean } | undefined> {
  const [row] = await db.select({ mutedUntil: users.mutedUntil, bannedAt: users.bannedAt }).from(users).where(eq(users.id, userId));
  return row ? { mutedUntil: row.mutedUntil, banned: row.bannedAt !== null } : undefined;
}

export type ReportOutcome = 'stored' | 'duplicate' | 'missing';

/** One report per doctor and comment, only of a comment everyone sees. */
export async function insertReport(db: Db, commentId: number, userId: number, reason: string): Promise<ReportOutcome> {
  const inserted = (await db.execute(sql`insert into ${commentReports} (comment_id, user_id, reason)
      select ${comments.id}, ${userId}::int, ${reason}::varchar from ${comments}
      where ${comments.id} = ${commentId}::int and ${comments.deletedAt} is null and ${comments.moderation} = 'visible'
      on conflict (comment_id, user_id) do nothing returning id`)) as unknown as DriverRows;
  if (inserted.rows.length > 0) return 'stored';
  const [exists] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt), sql`${comments.moderation} = 'visible'`));
  return exists ? 'duplicate' : 'missing';
}
