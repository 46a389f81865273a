import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ReactionState } from '../../../../contract/generated/schema-types';
import { articles, favourites, likes, lives } from '../../db/schema/index';
import { TargetType } from '../../db/target-types';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';

const TOGGLE_URLS = [
  ['toggleCourseFavorite', '/course/api/course/favorite/1'],
  ['toggleShortVideoFavorite', '/course/api/short-video/favorite/1?content_type=0'],
  ['toggleArticleFavorite', '/course/api/article/favorite/1'],
  ['toggleDownloadFavorite', '/course/api/download/favorite/1'],
  ['toggleActivityFavorite', '/course/api/activity/favorite/1'],
  ['toggleLiveFavorite', '/live/api/live/favorite/1'],
  ['toggleShortVideoLike', '/course/api/short-video/like/1'],
  ['toggleArticleLike', '/course/api/article/like/1'],
  ['toggleActivityLike', '/course/api/activity/like/1'],
] as const;

describe.each(testDatabases())('likes and favourites on %s', (kind) => {
  let t: TestApp;
  let me: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await openTestApp(kind);
    me = await signIn(t.database, '13800000001');
    other = await signIn(t.database, '13800000003');
  });
  afterAll(async () => {
    await t?.close();
  });
  const get = (url: string, who: SignedIn | null) => t.app.inject({ url, headers: who ? who.headers : {} });

  it.each(TOGGLE_URLS)('%s flips the state and moves the count by one, and back', async (name, path) => {
    const [live] = await t.database.db.select({ id: lives.id }).from(lives).limit(1);
    const url = path.replace('/live/favorite/1', `/live/favorite/${live.id}`);
    const first = await get(url, me);
    expectEndpointData(name, first.json());
    const a = first.json().data as ReactionState;
    const b = (await get(url, me)).json().data as ReactionState;
    expect(b.active).toBe(!a.active);
    expect(b.count).toBe(a.count + (b.active ? 1 : -1));
  });

  it('refuses guests, unknown items and bad ids with a clear message, never a 5xx', async () => {
    expectRefusal(await get('/course/api/article/like/1', null), 401);
    expectRefusal(await get('/course/api/article/like/99999999', me), 404);
    expectRefusal(await get('/course/api/article/like/abc', me), 400);
    expectRefusal(await get('/course/api/article/favorite/1?content_type=abc', me), 400);
    expectRefusal(await get('/live/api/live/favorite/99999999999', me), 400);
  });

  it('keeps each user’s own state, shown in the article detail', async () => {
    const before = (await get('/course/api/article/detail/2', me)).json().data as ArticleDetail;
    const liked = (await get('/course/api/article/like/2', me)).json().data as ReactionState;
    await get('/course/api/article/favorite/2', me);
    const mine = (await get('/course/api/article/detail/2', me)).json().data as ArticleDetail;
    const theirs = (await get('/course/api/article/detail/2', other)).json().data as ArticleDetail;
    expect(mine.isLike).toBe(!before.isLike);
    expect(mine.isFavorite).toBe(!before.isFavorite);
    expect(mine.like_count).toBe(liked.count);
    expect(theirs.isLike).toBe(false);
  });

  it('counts concurrent double taps consistently (ten parallel toggles)', async () => {
    // Article 4 has no watch password (3 has: its toggles need a pass, item-gate.test.ts).
    const url = '/course/api/article/like/4';
    const count = async () => (await t.database.db.select({ n: articles.likeCount }).from(articles).where(eq(articles.id, 4)))[0].n;
    const start = await count();
    const mine = () =>
      t.database.db
        .select()
        .from(likes)
        .where(and(eq(likes.userId, me.userId), eq(likes.targetType, TargetType.article), eq(likes.targetId, 4)));
    const startRows = (await mine()).length;
    const results = await Promise.all(Array.from({ length: 10 }, () => get(url, me)));
    for (const r of results) expect(r.json().code).toBe(0);
    // An even number of flips leaves the state (and the count) where it started.
    expect(await mine()).toHaveLength(startRows);
    expect(await count()).toBe(start);
    const favs = () =>
      t.database.db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, me.userId), eq(favourites.targetId, 4), eq(favourites.targetType, TargetType.article)));
    const favStart = (await favs()).length;
    await Promise.all(Array.from({ length: 5 }, () => get('/course/api/article/favorite/4', me)));
    // Five flips: the opposite of where it started, and never two rows.
    expect(await favs()).toHaveLength(1 - favStart);
  });
});
