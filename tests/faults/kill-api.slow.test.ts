// kill -9 of an API process during a stream of writes (comments, bookings, favourites, points), with two
// real API processes (server/src/main.ts) on a PostgreSQL database of their own. Afterwards: every write
// that was acknowledged (code 0) is in the database, and nothing is counted twice (counters and point
// balances equal the rows they count). `npm run test:faults` (needs TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, like, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/database';
import { appointments, articles, comments, favourites, lives, pointsLedger, users } from '../../server/src/db/schema/index';
import { LiveStatus, TargetType } from '../../server/src/db/target-types';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/test/postgres-admin';
import { signIn, type SignedIn } from '../../server/test/auth-session';
import { apiEnv, sleep, startApi, type ApiProcess } from './support';

const serverUrl = process.env.TEST_DATABASE_URL;
const MOBILES = ['13800000026', '13800000027', '13800000028', '13800000029', '13800000030'];
const STREAM_BEFORE_KILL_MS = 2500;
const STREAM_AFTER_KILL_MS = 3000;

type Kind = 'comment' | 'booking' | 'favourite' | 'share';
interface Attempt {
  kind: Kind;
  user: number;
  target: number;
  text?: string;
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
  let url = '';

  beforeAll(async () => {
    await createDatabase(serverUrl!, name);
    url = databaseUrl(serverUrl!, name);
    // The first process migrates and seeds; the second waits on the start-up lock and finds it done.
    [a, b] = await Promise.all([startApi(apiEnv({ DATABASE_URL: url })), startApi(apiEnv({ DATABASE_URL: url }))]);
    database = await openDatabase({ url });
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled([a?.kill9(), b?.stop()]);
    await database?.close();
    await dropDatabase(serverUrl!, name);
  });

  it('keeps every acknowledged write, exactly once', async () => {
    const signed: SignedIn[] = [];
    for (const mobile of MOBILES) signed.push(await signIn(database, mobile));
    const certified = await database.db.select({ id: users.id }).from(users).where(and(inArray(users.id, signed.map((s) => s.userId)), eq(users.isComplete, 1)));
    expect(certified.length, 'seeded certified doctors 13800000026–30').toBe(MOBILES.length);

    const articleIds = (await database.db.select({ id: articles.id }).from(articles).orderBy(articles.id).limit(6)).map((r) => r.id);
    const liveIds = (await database.db.select({ id: lives.id }).from(lives).where(eq(lives.liveStatus, LiveStatus.upcoming)).orderBy(lives.id).limit(12)).map((r) => r.id);
    expect(articleIds.length).toBeGreaterThan(2);
    expect(liveIds.length).toBeGreaterThan(2);

    const counters = async () => ({
      articleFav: Object.fromEntries((await database.db.select({ id: articles.id, n: articles.favoriteCount }).from(articles).where(inArray(articles.id, articleIds))).map((r) => [r.id, Number(r.n)])),
      favRows: Object.fromEntries(
        (await database.db.select({ id: favourites.targetId, n: count() }).from(favourites).where(and(eq(favourites.targetType, TargetType.article), inArray(favourites.targetId, articleIds))).groupBy(favourites.targetId)).map((r) => [r.id, Number(r.n)]),
      ),
      liveCount: Object.fromEntries((await database.db.select({ id: lives.id, n: lives.appointmentCount }).from(lives).where(inArray(lives.id, liveIds))).map((r) => [r.id, Number(r.n)])),
      bookingRows: Object.fromEntries(
        (await database.db.select({ id: appointments.liveId, n: count() }).from(appointments).where(inArray(appointments.liveId, liveIds)).groupBy(appointments.liveId)).map((r) => [r.id, Number(r.n)]),
      ),
      points: Object.fromEntries((await database.db.select({ id: users.id, p: users.point }).from(users).where(inArray(users.id, signed.map((s) => s.userId)))).map((r) => [r.id, Number(r.p)])),
      ledger: Object.fromEntries(
        (await database.db.select({ id: pointsLedger.userId, s: sum(pointsLedger.value) }).from(pointsLedger).where(inArray(pointsLedger.userId, signed.map((s) => s.userId))).groupBy(pointsLedger.userId)).map((r) => [r.id, Number(r.s ?? 0)]),
      ),
    });
    const before = await counters();

    const attempts: Attempt[] = [];
    let killed = false;
    let seq = 0;
    let stop = false;
    const send = async (attempt: Omit<Attempt, 'acked' | 'process' | 'seq'>, user: SignedIn, path: string, init: RequestInit = {}) => {
      // Round-robin over both processes, like a load balancer; after the kill A's address refuses at once.
      const useA = seq % 2 === 0;
      const record: Attempt = { ...attempt, process: useA ? 'A' : 'B', acked: false, seq: seq++ };
      attempts.push(record);
      try {
        const response = await fetch(`${(useA ? a : b).url}${path}`, {
          ...init,
          headers: { ...user.headers, ...(init.body ? { 'content-type': 'application/json' } : {}) },
          signal: AbortSignal.timeout(10_000),
        });
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
          await send({ kind: 'comment', user: user.userId, target: articleIds[0], text }, user, '/course/api/comments', {
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
    const inFlightAtKill = seq;
    await a.kill9();
    killed = true;
    await sleep(STREAM_AFTER_KILL_MS);
    stop = true;
    await Promise.all(workers);
    expect(killed).toBe(true);

    const acked = attempts.filter((t) => t.acked);
    const lostToKill = attempts.filter((t) => !t.acked && t.process === 'A' && t.seq < inFlightAtKill);
    console.log(
      `kill -9 stream: ${attempts.length} writes, ${acked.length} acknowledged; ${lostToKill.length} in flight on the killed process; by kind: ` +
        (['comment', 'booking', 'favourite', 'share'] as Kind[]).map((k) => `${k} ${acked.filter((t) => t.kind === k).length}/${attempts.filter((t) => t.kind === k).length}`).join(', '),
    );
    expect(acked.filter((t) => t.process === 'A').length, 'A acknowledged writes before it died').toBeGreaterThan(0);
    expect(acked.filter((t) => t.process === 'B').length).toBeGreaterThan(0);
    expect(b.child.exitCode, 'the surviving process still runs').toBeNull();

    // Comments: every acknowledged one is stored with its id; none twice (every text is unique).
    const texts = attempts.filter((t) => t.kind === 'comment').map((t) => t.text!);
    const stored = await database.db.select({ id: comments.id, content: comments.content }).from(comments).where(inArray(comments.content, texts));
    for (const t of acked.filter((x) => x.kind === 'comment')) {
      const rows = stored.filter((r) => r.content === t.text);
      expect(rows.map((r) => r.id), `comment ${t.text}`).toEqual([t.data?.id]);
    }
    for (const text of texts) expect(stored.filter((r) => r.content === text).length).toBeLessThanOrEqual(1);

    // Bookings: every acknowledged one exists; counters moved exactly as far as rows were added.
    for (const t of acked.filter((x) => x.kind === 'booking')) {
      const [row] = await database.db.select({ n: count() }).from(appointments).where(and(eq(appointments.userId, t.user), eq(appointments.liveId, t.target)));
      expect(row.n, `booking of live ${t.target} by ${t.user}`).toBe(1);
    }
    const after = await counters();
    for (const id of liveIds) {
      expect(after.liveCount[id] - before.liveCount[id], `live ${id} appointment_count vs rows`).toBe((after.bookingRows[id] ?? 0) - (before.bookingRows[id] ?? 0));
    }

    // Favourites: where a user's last toggle of an article was acknowledged, the row matches its answer;
    // every article's counter moved exactly as far as its rows.
    const lastToggle = new Map<string, Attempt>();
    for (const t of attempts.filter((x) => x.kind === 'favourite')) lastToggle.set(`${t.user}:${t.target}`, t);
    for (const t of lastToggle.values()) {
      if (!t.acked) continue;
      const [row] = await database.db.select({ n: count() }).from(favourites).where(and(eq(favourites.userId, t.user), eq(favourites.targetType, TargetType.article), eq(favourites.targetId, t.target)));
      expect(row.n === 1, `favourite of article ${t.target} by ${t.user}`).toBe(t.data?.active);
    }
    for (const id of articleIds) {
      expect(after.articleFav[id] - before.articleFav[id], `article ${id} favorite_count vs rows`).toBe((after.favRows[id] ?? 0) - (before.favRows[id] ?? 0));
    }

    // Points: each user's balance moved exactly by the ledger rows added (no award counted twice), and
    // every acknowledged award is in the ledger.
    for (const s of signed) {
      expect(after.points[s.userId] - before.points[s.userId], `points of user ${s.userId}`).toBe((after.ledger[s.userId] ?? 0) - (before.ledger[s.userId] ?? 0));
      const awardedShares = acked.filter((t) => t.kind === 'share' && t.user === s.userId && Number(t.data?.awarded) > 0);
      for (const t of awardedShares) {
        const [row] = await database.db.select({ n: count() }).from(pointsLedger).where(like(pointsLedger.idempotencyKey, `share:${s.userId}:%:2-${t.target}`));
        expect(row.n, `share award for article ${t.target} by ${s.userId}`).toBe(1);
      }
      const [comments5] = await database.db.select({ n: count() }).from(pointsLedger).where(and(eq(pointsLedger.userId, s.userId), eq(pointsLedger.ruleKey, 'comment')));
      expect(comments5.n).toBeLessThanOrEqual(5); // the daily cap held across processes
    }
  }, 120_000);
});
