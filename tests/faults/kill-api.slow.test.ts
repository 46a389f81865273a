// kill -9 of an API process during a stream of writes (comments, bookings, favourites, points), with two
// real API processes (server/src/main.ts) on a PostgreSQL database of their own. Afterwards: every write
// that was acknowledged (code 0) is in the database, and nothing is counted twice (counters and point
// balances equal the rows they count). Every comment carries an Idempotency-Key; after the kill, each
// comment post that got no answer (and each acknowledged one) is sent again with its key, as the app's
// composer would, to the surviving and the restarted process: one row and one award per comment.
// `npm run test:faults` (needs TEST_DATABASE_URL).
import { randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, gt, inArray, like, max, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/database';
import { appointments, articles, comments, favourites, lives, pointRules, pointsLedger, users } from '../../server/src/db/schema/index';
import { LiveStatus, TargetType } from '../../server/src/db/target-types';
import { COMMENT_INTERVAL_MS, IDEMPOTENCY_HEADER } from '../../server/src/modules/comments/comments.routes';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgres-admin';
import { signIn, type SignedIn } from '../../server/src/testing/auth-session';
import { apiEnv, sleep, startApi, type ApiProcess } from './support';

const serverUrl = process.env.TEST_DATABASE_URL;
const MOBILES = ['13800000026', '13800000027', '13800000028', '13800000029', '13800000030'];
const STREAM_BEFORE_KILL_MS = 2500;
const STREAM_AFTER_KILL_MS = 3000;
/** Longest wait, after STREAM_BEFORE_KILL_MS, for a comment post to A to kill it under (workers post every ~5 s). */
const COMMENT_KILL_WAIT_MS = 6000;

type Kind = 'comment' | 'booking' | 'favourite' | 'share';
interface Attempt {
  kind: Kind;
  user: number;
  target: number;
  text?: string;
  /** The comment's Idempotency-Key (unique per post, like one draft in the composer). */
  key?: string;
  process: 'A' | 'B';
  acked: boolean;
  data?: Record<string, unknown>;
  /** Sent after the kill to A's address: refused at connect, not a lost acknowledgement. */
  seq: number;
}

describe.skipIf(!serverUrl)('kill -9 an API process during a stream of writes (PostgreSQL)', () => {
  const name = `boyihui_test_faults_${randomBytes(4).toString('hex')}`;
  let database: Database;
  let a: ApiProcess;
  let b: ApiProcess;
  /** A started again after the kill, on the same database: where half of the comment retries go. */
  let restarted: ApiProcess | undefined;
  let url = '';

  beforeAll(async () => {
    await createDatabase(serverUrl!, name);
    url = databaseUrl(serverUrl!, name);
    // The first process migrates and seeds (SEED_DEMO=1); the second waits on the start-up lock and finds it done.
    [a, b] = await Promise.all([startApi(apiEnv({ DATABASE_URL: url })), startApi(apiEnv({ DATABASE_URL: url }))]);
    database = await openDatabase({ url });
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled([a?.kill9(), b?.stop(), restarted?.stop()]);
    await database?.close();
    await dropDatabase(serverUrl!, name);
  });

  it('keeps every acknowledged write, exactly once', async () => {
    const signed: SignedIn[] = [];
    for (const mobile of MOBILES) signed.push(await signIn(database, mobile));
    const certified = await database.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(
            users.id,
            signed.map((s) => s.userId),
          ),
          eq(users.isComplete, 1),
        ),
      );
    expect(certified.length, 'seeded certified doctors 13800000026–30').toBe(MOBILES.length);

    // Articles without a watch password: a locked one's favourites need its pass (item gates).
    const articleIds = (await database.db.select({ id: articles.id }).from(articles).where(eq(articles.needPassword, 0)).orderBy(articles.id).limit(6)).map(
      (r) => r.id,
    );
    const liveIds = (await database.db.select({ id: lives.id }).from(lives).where(eq(lives.liveStatus, LiveStatus.upcoming)).orderBy(lives.id).limit(12)).map(
      (r) => r.id,
    );
    expect(articleIds.length).toBeGreaterThan(2);
    expect(liveIds.length).toBeGreaterThan(2);

    const counters = async () => ({
      articleFav: Object.fromEntries(
        (await database.db.select({ id: articles.id, n: articles.favoriteCount }).from(articles).where(inArray(articles.id, articleIds))).map((r) => [
          r.id,
          Number(r.n),
        ]),
      ),
      favRows: Object.fromEntries(
        (
          await database.db
            .select({ id: favourites.targetId, n: count() })
            .from(favourites)
            .where(and(eq(favourites.targetType, TargetType.article), inArray(favourites.targetId, articleIds)))
            .groupBy(favourites.targetId)
        ).map((r) => [r.id, Number(r.n)]),
      ),
      liveCount: Object.fromEntries(
        (await database.db.select({ id: lives.id, n: lives.appointmentCount }).from(lives).where(inArray(lives.id, liveIds))).map((r) => [r.id, Number(r.n)]),
      ),
      bookingRows: Object.fromEntries(
        (
          await database.db
            .select({ id: appointments.liveId, n: count() })
            .from(appointments)
            .where(inArray(appointments.liveId, liveIds))
            .groupBy(appointments.liveId)
        ).map((r) => [r.id, Number(r.n)]),
      ),
      points: Object.fromEntries(
        (
          await database.db
            .select({ id: users.id, p: users.point })
            .from(users)
            .where(
              inArray(
                users.id,
                signed.map((s) => s.userId),
              ),
            )
        ).map((r) => [r.id, Number(r.p)]),
      ),
      ledger: Object.fromEntries(
        (
          await database.db
            .select({ id: pointsLedger.userId, s: sum(pointsLedger.value) })
            .from(pointsLedger)
            .where(
              inArray(
                pointsLedger.userId,
                signed.map((s) => s.userId),
              ),
            )
            .groupBy(pointsLedger.userId)
        ).map((r) => [r.id, Number(r.s ?? 0)]),
      ),
    });
    const before = await counters();
    const [{ lastCommentId }] = await database.db.select({ lastCommentId: max(comments.id) }).from(comments);

    const attempts: Attempt[] = [];
    let seq = 0;
    let stop = false;
    /** Set while waiting to kill A: called as a comment post to A leaves, so the kill can land on it. */
    let commentSentToA: (() => void) | undefined;
    const send = async (attempt: Omit<Attempt, 'acked' | 'process' | 'seq'>, user: SignedIn, path: string, init: RequestInit = {}) => {
      // Round-robin over both processes, like a load balancer; after the kill A's address refuses at once.
      const useA = seq % 2 === 0;
      const record: Attempt = { ...attempt, process: useA ? 'A' : 'B', acked: false, seq: seq++ };
      attempts.push(record);
      try {
        const answer = fetch(`${(useA ? a : b).url}${path}`, {
          ...init,
          headers: {
            ...user.headers,
            ...(init.body ? { 'content-type': 'application/json' } : {}),
            ...(attempt.key ? { [IDEMPOTENCY_HEADER]: attempt.key } : {}),
          },
          signal: AbortSignal.timeout(10_000),
        });
        if (useA && attempt.kind === 'comment') commentSentToA?.();
        const response = await answer;
        const body = (await response.json()) as { code: number; data?: Record<string, unknown> };
        record.acked = response.status === 200 && body.code === 0;
        record.data = body.data;
      } catch {
        // No answer: not acknowledged (the process died with the request in flight, or refused it).
      }
    };

    const worker = async (user: SignedIn, index: number) => {
      let lastComment = 0;
      let nextLive = 0;
      let step = index;
      while (!stop) {
        step += 1;
        const now = Date.now();
        if (now - lastComment > 5200) {
          lastComment = now;
          const text = `故障测试 ${user.userId} ${randomBytes(6).toString('hex')}`;
          const key = `kill9-${randomBytes(8).toString('hex')}`;
          await send({ kind: 'comment', user: user.userId, target: articleIds[0], text, key }, user, '/course/api/comments', {
            method: 'POST',
            body: JSON.stringify({ content_id: articleIds[0], comment_type: 2, content: text }),
          });
        } else if (step % 3 === 0 && nextLive < liveIds.length) {
          const live = liveIds[nextLive++];
          await send({ kind: 'booking', user: user.userId, target: live }, user, `/live/api/appointment/${live}`);
        } else if (step % 3 === 1) {
          const article = articleIds[step % articleIds.length];
          await send({ kind: 'share', user: user.userId, target: article }, user, `/course/api/share/record?type=2&content_id=${article}`);
        } else {
          const article = articleIds[(step * 7 + index) % articleIds.length];
          await send({ kind: 'favourite', user: user.userId, target: article }, user, `/course/api/article/favorite/${article}`);
        }
      }
    };

    const workers = signed.map((user, index) => worker(user, index));
    await sleep(STREAM_BEFORE_KILL_MS);
    // Kill A a few milliseconds after a comment post to it left: it may die before the request arrives,
    // mid-transaction, or after the commit but before the answer (the case the Idempotency-Key is for).
    await Promise.race([new Promise<void>((resolve) => (commentSentToA = resolve)), sleep(COMMENT_KILL_WAIT_MS)]);
    commentSentToA = undefined;
    await sleep(randomInt(0, 40));
    const inFlightAtKill = seq;
    await a.kill9();
    await sleep(STREAM_AFTER_KILL_MS);
    stop = true;
    await Promise.all(workers);
    const streamEnded = Date.now();

    const acked = attempts.filter((t) => t.acked);
    const lostToKill = attempts.filter((t) => !t.acked && t.process === 'A' && t.seq < inFlightAtKill);
    console.log(
      `kill -9 stream: ${attempts.length} writes, ${acked.length} acknowledged; ${lostToKill.length} in flight on the killed process; by kind: ` +
        (['comment', 'booking', 'favourite', 'share'] as Kind[])
          .map((k) => `${k} ${acked.filter((t) => t.kind === k).length}/${attempts.filter((t) => t.kind === k).length}`)
          .join(', '),
    );
    expect(acked.filter((t) => t.process === 'A').length, 'A acknowledged writes before it died').toBeGreaterThan(0);
    expect(acked.filter((t) => t.process === 'B').length).toBeGreaterThan(0);
    expect(b.child.exitCode, 'the surviving process still runs').toBeNull();

    // Comments: every acknowledged one is stored with its id; none twice (every text is unique).
    const texts = attempts.filter((t) => t.kind === 'comment').map((t) => t.text!);
    const stored = await database.db.select({ id: comments.id, content: comments.content }).from(comments).where(inArray(comments.content, texts));
    for (const t of acked.filter((x) => x.kind === 'comment')) {
      const rows = stored.filter((r) => r.content === t.text);
      expect(
        rows.map((r) => r.id),
        `comment ${t.text}`,
      ).toEqual([t.data?.id]);
    }
    for (const text of texts) expect(stored.filter((r) => r.content === text).length).toBeLessThanOrEqual(1);

    // Comment retries, as the app makes them: a post whose answer never came is sent again with the same
    // Idempotency-Key, and so is one a person taps 发送 on again. Every comment post (unanswered and
    // acknowledged) is re-sent, alternately to the surviving process and to A started again.
    const restarting = startApi(apiEnv({ DATABASE_URL: url }));
    const commentPosts = attempts.filter((t) => t.kind === 'comment');
    const userIds = signed.map((s) => s.userId);
    // Unanswered posts whose comment was stored anyway: the kill came after the commit, before the answer.
    const storedUnanswered = new Map<Attempt, number>();
    for (const t of commentPosts.filter((x) => !x.acked)) {
      const [row] = await database.db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.userId, t.user), eq(comments.clientKey, t.key!)));
      if (row) storedUnanswered.set(t, row.id);
    }
    restarted = await restarting;
    // A post that was never stored becomes a new comment on retry, which the per-user interval still paces.
    await sleep(Math.max(0, streamEnded + COMMENT_INTERVAL_MS + 200 - Date.now()));
    let resent = 0;
    const resend = async (t: Attempt) => {
      const user = signed.find((s) => s.userId === t.user)!;
      const base = resent++ % 2 === 0 ? b.url : restarted!.url;
      const response = await fetch(`${base}/course/api/comments`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: t.key! },
        body: JSON.stringify({ content_id: t.target, comment_type: 2, content: t.text }),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: (await response.json()) as { code: number; data?: { id?: number } } };
    };
    const retriedIds = new Map<Attempt, number | undefined>();
    await Promise.all(
      userIds.map(async (user) => {
        for (const t of commentPosts.filter((x) => x.user === user)) {
          let answer = await resend(t);
          if (answer.status === 429) {
            // Only a post that was never stored may meet the interval: a stored one is replayed at once.
            expect(t.acked || storedUnanswered.has(t), `retry of stored comment ${t.text} refused as too fast`).toBe(false);
            await sleep(COMMENT_INTERVAL_MS + 200);
            answer = await resend(t);
          }
          expect(answer, `retry of comment ${t.text}`).toMatchObject({ status: 200, body: { code: 0 } });
          retriedIds.set(t, answer.body.data?.id);
        }
      }),
    );
    console.log(
      `comment retries: ${commentPosts.length} re-sent, ${commentPosts.filter((t) => !t.acked).length} of them unanswered ` +
        `(${storedUnanswered.size} stored before the answer was lost)`,
    );

    // After the retries every post is exactly one comment, stored under its key, with the id every answer
    // to it gave; the retries added no row of their own and no row lacks its key.
    const ours = await database.db
      .select({ id: comments.id, userId: comments.userId, content: comments.content, key: comments.clientKey })
      .from(comments)
      .where(and(inArray(comments.userId, userIds), gt(comments.id, lastCommentId ?? 0)));
    expect(
      ours.filter((r) => r.key === null).map((r) => r.content),
      'comments stored without their key',
    ).toEqual([]);
    for (const t of commentPosts) {
      const rows = ours.filter((r) => r.key === t.key);
      expect(
        rows.map((r) => r.content),
        `rows for key ${t.key}`,
      ).toEqual([t.text]);
      const first = t.acked ? t.data?.id : storedUnanswered.get(t);
      if (first !== undefined) expect(rows[0].id, `comment ${t.text} keeps its first id`).toBe(first);
      expect(retriedIds.get(t), `the retry of ${t.text} answers with the stored comment`).toBe(rows[0].id);
    }
    expect(ours.length, 'comment rows vs posts').toBe(commentPosts.length);
    const everyText = await database.db
      .select({ content: comments.content, n: count() })
      .from(comments)
      .where(inArray(comments.content, texts))
      .groupBy(comments.content);
    expect(
      everyText.filter((r) => Number(r.n) !== 1),
      'texts stored more than once',
    ).toEqual([]);
    expect(everyText.length).toBe(texts.length);

    // Comment points: one award per comment, whether it was answered, retried, or both (a retry completes
    // an award the kill cut short), as long as the user stays within the rule's daily cap.
    const [commentRule] = await database.db.select({ dailyLimit: pointRules.dailyLimit }).from(pointRules).where(eq(pointRules.key, 'comment'));
    for (const user of userIds) {
      const mine = ours.filter((r) => r.userId === user);
      const withinCap = commentRule.dailyLimit === null || mine.length <= commentRule.dailyLimit;
      for (const row of mine) {
        const [award] = await database.db
          .select({ n: count() })
          .from(pointsLedger)
          .where(and(eq(pointsLedger.userId, user), like(pointsLedger.idempotencyKey, `comment:${user}:%:comment-${row.id}`)));
        if (withinCap) expect(award.n, `points for comment ${row.content}`).toBe(1);
        else expect(award.n, `points for comment ${row.content}`).toBeLessThanOrEqual(1);
      }
    }

    // Bookings: every acknowledged one exists; counters moved exactly as far as rows were added.
    for (const t of acked.filter((x) => x.kind === 'booking')) {
      const [row] = await database.db
        .select({ n: count() })
        .from(appointments)
        .where(and(eq(appointments.userId, t.user), eq(appointments.liveId, t.target)));
      expect(row.n, `booking of live ${t.target} by ${t.user}`).toBe(1);
    }
    const after = await counters();
    for (const id of liveIds) {
      expect(after.liveCount[id] - before.liveCount[id], `live ${id} appointment_count vs rows`).toBe(
        (after.bookingRows[id] ?? 0) - (before.bookingRows[id] ?? 0),
      );
    }

    // Favourites: where a user's last toggle of an article was acknowledged, the row matches its answer;
    // every article's counter moved exactly as far as its rows.
    const lastToggle = new Map<string, Attempt>();
    for (const t of attempts.filter((x) => x.kind === 'favourite')) lastToggle.set(`${t.user}:${t.target}`, t);
    for (const t of lastToggle.values()) {
      if (!t.acked) continue;
      const [row] = await database.db
        .select({ n: count() })
        .from(favourites)
        .where(and(eq(favourites.userId, t.user), eq(favourites.targetType, TargetType.article), eq(favourites.targetId, t.target)));
      expect(row.n === 1, `favourite of article ${t.target} by ${t.user}`).toBe(t.data?.active);
    }
    for (const id of articleIds) {
      expect(after.articleFav[id] - before.articleFav[id], `article ${id} favorite_count vs rows`).toBe((after.favRows[id] ?? 0) - (before.favRows[id] ?? 0));
    }

    // Points: each user's balance moved exactly by the ledger rows added (no award counted twice), and
    // every acknowledged award is in the ledger.
    for (const s of signed) {
      expect(after.points[s.userId] - before.points[s.userId], `points of user ${s.userId}`).toBe(
        (after.ledger[s.userId] ?? 0) - (before.ledger[s.userId] ?? 0),
      );
      const awardedShares = acked.filter((t) => t.kind === 'share' && t.user === s.userId && Number(t.data?.awarded) > 0);
      for (const t of awardedShares) {
        const [row] = await database.db
          .select({ n: count() })
          .from(pointsLedger)
          .where(like(pointsLedger.idempotencyKey, `share:${s.userId}:%:2-${t.target}`));
        expect(row.n, `share award for article ${t.target} by ${s.userId}`).toBe(1);
      }
      const [comments5] = await database.db
        .select({ n: count() })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, s.userId), eq(pointsLedger.ruleKey, 'comment')));
      expect(comments5.n).toBeLessThanOrEqual(5); // the daily cap held across processes
    }
  }, 180_000);
});
