import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, users } from './schema/index';
import { openTestApp, type TestApp } from '../testing/test-app';
import { bothTestDatabases } from '../testing/test-database';
import { signIn, type SignedIn } from '../testing/auth-session';
import { countStatements } from '../testing/statement-count';

/**
 * How many SQL statements the hot request paths send (BEGIN and COMMIT count), on both databases. A
 * change that adds a round trip to one of them fails here; raise a number only on purpose.
 */
describe.each(bothTestDatabases())('statements per hot path on %s', (kind) => {
  let t: TestApp;
  let reader: SignedIn;
  let articleId: number;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const certified = async (mobile: string) => {
    const who = await signIn(t.database, mobile);
    await t.database.db.update(users).set({ isComplete: 1 }).where(eq(users.id, who.userId));
    return who;
  };

  beforeAll(async () => {
    // No scheduler: its passes (every second) would land statements of their own in a measured request.
    t = await openTestApp(kind, { config: { sessionCacheMs: 60_000 }, authTestHooks: { scheduler: false } });
    reader = await certified('13900007001');
    // The operators' synonym list is read once per process (again only after an edit), not per search.
    await t.app.searchSynonyms.index();
    // An article in a column: its detail also shows the viewer's subscription to the column.
    [{ id: articleId }] = await t.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.needPassword, 0), isNotNull(articles.parentId), eq(articles.type, 1)))
      .orderBy(articles.id)
      .limit(1);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('session lookup: one statement for a new token, none while it is cached', async () => {
    const who = await signIn(t.database, '13900007002');
    const info = (headers: Record<string, string>) => get('/user/oauth/userinfo', headers);
    const first = await countStatements(() => info(who.headers));
    const again = await countStatements(() => info(who.headers));
    expect(first - again).toBe(1);
  });

  it('article detail: 1 statement for a guest and for a signed-in reader whose flags are kept, 2 after they change one (row; likes, favourite and subscription)', async () => {
    const url = `/course/api/article/detail/${articleId}`;
    const views = async () => (await t.database.db.select({ n: articles.viewCount }).from(articles).where(eq(articles.id, articleId)))[0].n;
    const before = await views();
    // First visits count a view each (written by the next flush); repeats within the window do not.
    await get(url);
    await get(url, reader.headers);
    await expect.poll(views, { timeout: 10_000, interval: 50 }).toBe(before + 2);
    // Warm the briefly cached column and recommendations, then measure at once.
    await get(url);
    expect(await countStatements(() => get(url))).toBe(1);
    // The reader's flags are kept once read: a repeat costs what a guest's read does.
    const flagsOf = async () => (await get(url, reader.headers)).json().data as { isLike: boolean };
    expect(await countStatements(() => get(url, reader.headers))).toBe(1);
    // Until they change one: their like is dropped from every process's flags, and read again.
    expect((await flagsOf()).isLike).toBe(false);
    expect((await t.app.inject({ url: `/course/api/article/like/${articleId}`, headers: reader.headers })).json().code).toBe(0);
    expect(await countStatements(async () => expect((await flagsOf()).isLike).toBe(true))).toBe(2);
    expect(await countStatements(() => get(url, reader.headers))).toBe(1);
  });

  it('comment post to an open item: 1 statement (the item and its gate, the comment, its points and the interval claim)', async () => {
    const poster = await certified('13900007003');
    await get('/user/oauth/userinfo', poster.headers);
    const post = (who = poster) =>
      t.app.inject({
        method: 'POST',
        url: '/course/api/comments',
        headers: who.headers,
        payload: { comment_type: 2, content_id: articleId, content: '统计语句' },
      });
    // The sensitive-word list is read once per process and per version of the list: another doctor's post
    // reads it first, as some post always has on a running server.
    expect((await post(await certified('13900007013'))).statusCode).toBe(200);
    let status = 0;
    const n = await countStatements(async () => {
      status = (await post()).statusCode;
    });
    expect(status).toBe(200);
    expect(n).toBe(1);
    const [{ awarded }] = await t.database.db.execute(sql`select count(*)::int as awarded from points_ledger where user_id = ${poster.userId}`).then(
      // Reason for the cast: both drivers answer execute() with { rows }.
      (result) => (result as unknown as { rows: Array<{ awarded: number }> }).rows,
    );
    expect(awarded).toBe(1);
  });

  it('comment post by a doctor whose session the process does not hold: still 1 statement (it finds the session too)', async () => {
    // An occasional poster: no request of theirs since signing in, so no cached session.
    const poster = await certified('13900007004');
    let answer = { statusCode: 0, body: '' };
    const n = await countStatements(async () => {
      answer = await t.app.inject({
        method: 'POST',
        url: '/course/api/comments',
        headers: poster.headers,
        payload: { comment_type: 2, content_id: articleId, content: '偶尔评论一次' },
      });
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(n).toBe(1);
    const [{ mine, awarded }] = await t.database.db
      .execute(
        sql`select (select count(*)::int from comments where user_id = ${poster.userId} and content = '偶尔评论一次') as mine,
          (select count(*)::int from points_ledger where user_id = ${poster.userId}) as awarded`,
      )
      // Reason for the cast: both drivers answer execute() with { rows }.
      .then((result) => (result as unknown as { rows: Array<{ mine: number; awarded: number }> }).rows);
    expect({ mine, awarded }).toEqual({ mine: 1, awarded: 1 });
  });

  it('comment list for a guest: 5 statements (the item with its gate, the count, the page, its replies, their authors)', async () => {
    const url = `/course/api/comments?comment_type=2&content_id=${articleId}&page=1&pageSize=20`;
    let listed = 0;
    const n = await countStatements(async () => {
      listed = ((await get(url)).json().data as { list: unknown[] }).list.length;
    });
    // The post of the test above is on the page.
    expect(listed).toBeGreaterThan(0);
    expect(n).toBe(5);
  });

  it("home and a layout, asked again: no statement (answered from the process's cache until a publish says otherwise)", async () => {
    for (const url of ['/course/api/home', '/layout/api/layouts/home-new']) {
      expect((await get(url)).statusCode).toBe(200);
      expect(await countStatements(async () => expect((await get(url)).statusCode).toBe(200))).toBe(0);
    }
  });

  it('search, a normal term: 2 statements (the sections with their counts in one; one card lookup for every table)', async () => {
    const url = `/course/api/search?keyword=${encodeURIComponent('肺癌')}`;
    let total = 0;
    let kinds = 0;
    const n = await countStatements(async () => {
      const data = (await get(url)).json().data as { total: number } & Record<string, unknown>;
      total = data.total;
      kinds = ['courses', 'lives', 'articles', 'videos'].filter((section) => (data[section] as unknown[]).length > 0).length;
    });
    // A term the seed holds in two sections, of two tables: their cards still take one lookup.
    expect({ total: total > 0, kinds }).toEqual({ total: true, kinds: 2 });
    expect(n).toBe(2);
  });

  it('search, a term of several lexemes: 3 statements (the bound from per-lexeme counts, the sections, the cards)', async () => {
    let total = 0;
    const n = await countStatements(async () => {
      total = ((await get(`/course/api/search?keyword=${encodeURIComponent('高血压')}`)).json().data as { total: number }).total;
    });
    expect(total).toBeGreaterThan(0);
    expect(n).toBe(3);
  });

  it('search tabs of a one-lexeme term: 1 statement, the per-lexeme counts (no match is read)', async () => {
    let tabs: Array<{ name: string; count: number }> = [];
    const n = await countStatements(async () => {
      tabs = (await get(`/course/api/search/classify?keyword=${encodeURIComponent('肺癌')}`)).json().data.list;
    });
    expect(tabs[0]).toMatchObject({ name: '全部' });
    expect(tabs[0].count).toBeGreaterThan(0);
    expect(n).toBe(1);
  });
});
