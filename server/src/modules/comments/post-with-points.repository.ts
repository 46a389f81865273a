import { and, count, eq, like, sql } from 'drizzle-orm';
import { QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared';
import { articles, comments, courses, pointRules, pointsLedger, sessions, shortVideos, users } from '../../db/schema/index';
import { needsNoPass } from '../gates';
import { COMMENTED_TABLES, insertTheComment, postValues, type NewComment } from './comments.repository';

/*
 * A plain new comment (no earlier post with its key, the poster outside the interval and not muted or
 * banned — read on the very row the post claims, so moderation costs no extra round trip — the item there) and
 * its points in one statement. The poster's row is claimed by an UPDATE that sets their last comment time
 * only if the interval allows it; the comment, the ledger row and the balance go in with it. Any other case
 * (a retry, too fast, a missing item, a race) changes nothing here and is left to insertComment's
 * transaction, which locks the same row first and names the exact outcome.
 *
 * Why one UPDATE is safe: a parallel post by the same user holds that row (locked by its UPDATE, or by the
 * transaction's FOR UPDATE) until it commits; ours then waits, and PostgreSQL re-checks the UPDATE's
 * condition against the row as committed, whose last comment time now fails it. The sub-queries (the key,
 * the item, the day's award count) read the statement's snapshot, which is enough: what could change them
 * for this user is another post, and a post moves the time on the row.
 *
 * The item's gate: either the route has checked it ('checked'), or the statement admits only an item that
 * needs no pass ('open-items'), so the first post to an open item is the one round trip. A live's room rules
 * depend on the viewer and cannot be put in SQL: a live comment needs the route's check first.
 *
 * The poster: either the route knows the user ('user': their session was cached), or the statement finds
 * them itself from the access token's hash ('session'), with the very conditions of the session lookup
 * (sessions.repository.ts: the token live, not revoked, the user not disabled) and the certification a
 * comment needs, so an occasional poster's post is still one round trip. A post the statement refuses
 * (unknown token, not certified, anything above) changes nothing, and the route then resolves the
 * session the ordinary way to name the refusal.
 */

/** Who checked the commented item's gate before the quick statement (see above). */
export type QuickGate = 'checked' | 'open-items';

/** comment_type → the watch password columns of its table (a live's gate is its room rules, not these). */
const PASSWORD_COLUMNS: Record<number, Parameters<typeof needsNoPass>[0]> = { 1: courses, 2: articles, 3: shortVideos };

const placeholder = (name: string) => sql.placeholder(name);
const qb = new QueryBuilder();

/** Who the quick statement posts as: the user id the route knows, or the user of an access token (see above). */
export type QuickPoster = 'user' | 'session';

/** The poster's user row of a live access token, certified: the conditions of the session lookup, in SQL. */
const postingViewer = sql`select ${users.id} as id
    from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
    where ${sessions.accessTokenHash} = ${placeholder('tokenHash')}::varchar and ${sessions.revokedAt} is null
      and ${sessions.accessExpiresAt} > ${placeholder('now')}::timestamptz and ${users.disabled} = false and ${users.isComplete} = 1`;

/** The quick post of one comment type: undefined for a gate its table cannot check in SQL (a live's). */
function quickPostStatement(commentType: number, target: { table: PgTable; id: PgColumn }, gate: QuickGate, poster: QuickPoster) {
  const passColumns = PASSWORD_COLUMNS[commentType];
  if (gate === 'open-items' && !passColumns) return undefined;
  const itemAdmitted = gate === 'open-items' ? needsNoPass(passColumns) : undefined;
  const user = poster === 'user' ? sql`${placeholder('user')}::int` : sql`(select id from viewer)`;
  // The ledger keys of the day begin with the user id's own prefix (dayKeyPrefix), built here when only the statement knows the id.
  const keyPrefix =
    poster === 'user'
      ? sql`${placeholder('keyPrefix')}::text`
      : sql`(${placeholder('keyHead')}::text || (select id from viewer) || ${placeholder('keyTail')}::text)`;
  const dayPattern = poster === 'user' ? placeholder('dayPattern') : sql`${keyPrefix} || '%'`;
  const todaysAwards = qb
    .select({ n: count() })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, user), like(pointsLedger.idempotencyKey, dayPattern)));
  const rule = qb
    .select({ value: pointRules.value, dailyLimit: pointRules.dailyLimit })
    .from(pointRules)
    .where(eq(pointRules.key, placeholder('rule')));
  // The award is the rule's value, or 0 with no rule, no value or the day's cap (a limit of 0 or more) reached.
  const award = sql`select coalesce((select case
      when rule.daily_limit is not null and rule.daily_limit >= 0 and (${todaysAwards}) >= rule.daily_limit then 0
      else rule.value end from (${rule}) as rule), 0) as value`;
  const itemExists = qb
    .select({ id: target.id })
    .from(target.table)
    .where(and(eq(target.id, placeholder('contentId')), itemAdmitted));
  const keyUsed = qb
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.userId, user), eq(comments.clientKey, placeholder('key'))));
  const viewer = poster === 'session' ? sql`viewer as (${postingViewer}),` : sql``;
  return preparedStatement(
    `comment_post_quick_${commentType}_${gate}_${poster}`,
    sql`with ${viewer} award as (${award}),
      claim as (
        update ${users} set last_comment_at = ${placeholder('now')}::timestamptz, point = ${users.point} + award.value
        from award
        where ${users.id} = ${user}
          and (${users.lastCommentAt} is null or ${users.lastCommentAt} <= ${placeholder('notAfter')}::timestamptz)
          and ${users.bannedAt} is null and (${users.mutedUntil} is null or ${users.mutedUntil} <= ${placeholder('now')}::timestamptz)
          and exists (${itemExists}) and not exists (${keyUsed})
        returning ${users.id} as user_id, award.value
      ),
      inserted as (
        ${insertTheComment(commentType, sql`claim.user_id`)}
        from claim
        returning id
      ),
      paid as (
        insert into ${pointsLedger} (user_id, rule_key, value, note, idempotency_key, meta)
        select claim.user_id, ${placeholder('rule')}::varchar, claim.value, ${placeholder('note')}::varchar,
          ${keyPrefix} || ${placeholder('itemPrefix')}::text || inserted.id,
          jsonb_build_object('day', ${placeholder('day')}::text, 'item', ${placeholder('itemPrefix')}::text || inserted.id)
        from claim cross join inserted
        where claim.value <> 0
      )
      select id from inserted`,
  );
}

const quickKey = (commentType: number, gate: QuickGate, poster: QuickPoster) => `${commentType}:${gate}:${poster}`;
const QUICK_POSTS = new Map(
  Object.entries(COMMENTED_TABLES).flatMap(([type, target]) =>
    (['checked', 'open-items'] as const).flatMap((gate) =>
      (['user', 'session'] as const).flatMap((poster) => {
        const statement = quickPostStatement(Number(type), target, gate, poster);
        return statement ? [[quickKey(Number(type), gate, poster), statement] as const] : [];
      }),
    ),
  ),
);

/** Whether a quick statement exists for this comment type and gate (none for a live whose gate is unchecked). */
export function hasQuickPost(commentType: number, gate: QuickGate): boolean {
  return QUICK_POSTS.has(quickKey(commentType, gate, 'user'));
}

/** A unique-index violation, as either driver reports it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The award a quick post pays: its ledger key is `keyPrefix` + `itemPrefix` + the comment id. */
export interface QuickAward {
  rule: string;
  note: string;
  day: string;
  /** Shared by the user's keys under the rule that day: the daily cap counts them. */
  keyPrefix: string;
  itemPrefix: string;
}

/** A quick post's award when the statement finds the user: keyPrefix is keyHead + the user id + keyTail. */
export type SessionAward = Omit<QuickAward, 'keyPrefix'> & { keyHead: string; keyTail: string };

async function runQuickPost(post: ReturnType<typeof preparedStatement> | undefined, db: Db, values: Record<string, unknown>): Promise<number | undefined> {
  if (!post) return undefined;
  try {
    const [row] = await post(db, values);
    return row ? Number(row.id) : undefined;
  } catch (error) {
    // A retry that raced its first post to the key's unique index: the statement changed nothing.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * The comment and its award in one statement when it is a plain new comment, posted at `now` with the
 * poster's last comment at or before `lastCommentNotAfter`, to an item the gate admits: its id. Undefined
 * (nothing changed, or nothing sent for a live whose gate is not checked yet) otherwise.
 */
export async function insertPlainComment(
  db: Db,
  comment: NewComment,
  now: Date,
  lastCommentNotAfter: Date,
  award: QuickAward,
  gate: QuickGate,
): Promise<number | undefined> {
  const post = QUICK_POSTS.get(quickKey(comment.commentType, gate, 'user'));
  return runQuickPost(post, db, { ...postValues(comment, now, lastCommentNotAfter), ...award, dayPattern: `${award.keyPrefix}%` });
}

/**
 * insertPlainComment for the holder of an access token (its sha256, as sessions store it), whose user the
 * statement finds: undefined also when the token is not a live session of a certified user.
 */
export async function insertPlainCommentByToken(
  db: Db,
  tokenHash: string,
  comment: Omit<NewComment, 'userId'>,
  now: Date,
  lastCommentNotAfter: Date,
  award: SessionAward,
  gate: QuickGate,
): Promise<number | undefined> {
  const post = QUICK_POSTS.get(quickKey(comment.commentType, gate, 'session'));
  // The user id of postValues is not read by this statement, which finds the user itself.
  return runQuickPost(post, db, { ...postValues({ ...comment, userId: 0 }, now, lastCommentNotAfter), ...award, tokenHash });
}
