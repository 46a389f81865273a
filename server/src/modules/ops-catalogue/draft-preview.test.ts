import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsCourseInput, OpsItem, OpsItemKind } from '../../../../contract/generated/schema-types';
import { ITEM_PREVIEW_HEADER } from '../../../../contract/request/item-preview';
import { courses, lives, mediaAssets, meetings } from '../../db/schema/index';
import { signIn } from '../../testing/auth-session';
import { bothTestDatabases } from '../../testing/test-database';
import type { OpsTestApp } from '../ops/ops-test-kit';
import { openItemsApp, type ItemsTestApp } from './items-test-kit';
import { ARTICLE_KIND } from './article-kind';
import { readWithDraftPublished } from './draft-preview';
import { previewToken } from './item-preview';

type Cookie = { cookie: string };
/** A detail answer, read only for the title a kind's screen shows. */
type Answer = Record<string, unknown>;

/** One kind with a detail screen: a draft's fields, the app's detail call, and where its answer has the title. */
interface PreviewCase {
  kind: OpsItemKind;
  fields(title: string): Record<string, unknown>;
  /** The app's detail call for the item (a meeting is asked for by its uuid). */
  detailUrl(id: number): Promise<string>;
  /** The screen the preview link opens. */
  screen(id: number): Promise<string>;
  titleOf(data: Answer): unknown;
}

// Transactions are what keep a preview from being seen by anyone else, so this runs on both drivers.
describe.each(bothTestDatabases())('draft previews (手机预览) of every kind with a detail screen on %s', (database) => {
  let kit: ItemsTestApp;
  let t: OpsTestApp;
  let editor: Cookie;
  let publisher: Cookie;
  const library = { video: '', portrait: '', videoId: 0 };

  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, who: Cookie, payload?: unknown) => kit.call<T>(method, url, who, payload);
  const get = (url: string, token?: string) => t.app.inject({ url, headers: token === undefined ? {} : { [ITEM_PREVIEW_HEADER]: token } });
  const title = (kind: OpsItemKind) => `预览测试${kind}`;
  const linkOf = async (kind: OpsItemKind, id: number) => {
    const made = await call<{ path: string; expires_at: string }>('POST', `/items/${kind}/${id}/preview`, editor);
    return { ...made, token: decodeURIComponent(made.path.split('item-preview=')[1]) };
  };
  const uuidOf = async (id: number) => (await t.database.db.select({ uuid: meetings.uuid }).from(meetings).where(eq(meetings.id, id)))[0].uuid;
  const secret = () => t.app.contentPassSecret ?? '';
  const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000);

  const articleLike = (kind: 'article' | 'case'): PreviewCase => ({
    kind,
    fields: (text) => ({ title: text, content: `<p>${text}的正文</p>` }),
    detailUrl: async (id) => `/course/api/article/detail/${id}`,
    screen: async (id) => `/article-detail/${id}`,
    titleOf: (data) => data.title,
  });
  const CASES: PreviewCase[] = [
    articleLike('article'),
    articleLike('case'),
    {
      kind: 'medical-column',
      fields: (text) => ({ title: text, desc: '专栏简介' }),
      detailUrl: async (id) => `/course/api/medicalColumn/${id}`,
      screen: async (id) => `/medical-column-detail/${id}`,
      titleOf: (data) => data.title,
    },
    {
      kind: 'course',
      fields: (text) => ({ title: text, video: library.video, content: '<p>课程介绍</p>' }),
      detailUrl: async (id) => `/course/api/course/detail/${id}`,
      screen: async (id) => `/course-detail/${id}`,
      titleOf: (data) => data.title,
    },
    {
      kind: 'short-video',
      fields: (text) => ({ title: text, video: library.portrait }),
      detailUrl: async (id) => `/course/api/short-video/detail/${id}`,
      screen: async (id) => `/short-video-detail/${id}`,
      titleOf: (data) => data.title,
    },
    {
      kind: 'live',
      fields: (text) => ({ title: text, start_at: '2030-03-01T11:00:00.000Z', end_at: '2030-03-01T13:00:00.000Z' }),
      detailUrl: async (id) => `/live/api/live/detail/${id}`,
      screen: async (id) => `/live-detail/${id}`,
      titleOf: (data) => (data.live as Answer).title,
    },
    {
      kind: 'meeting',
      // An outside link is where the meeting's cards go; the preview still opens its own page.
      fields: (text) => ({ title: text, start_at: '2031-05-01T01:00:00.000Z', end_at: '2031-05-03T09:00:00.000Z', link: 'https://example.org/meeting' }),
      detailUrl: async (id) => `/meeting/api/academic/${await uuidOf(id)}`,
      screen: async (id) => `/meeting/${await uuidOf(id)}`,
      titleOf: (data) => data.title,
    },
    {
      kind: 'topic',
      fields: (text) => ({ title: text, modules: [{ id: null, key: 'honor', title: '荣誉' }] }),
      detailUrl: async (id) => `/meeting/api/topic/detail/${id}`,
      screen: async (id) => `/topic-detail/${id}`,
      titleOf: (data) => data.title,
    },
    {
      kind: 'download',
      fields: (text) => ({ title: text, type: 3, content: '<p>图文资料</p>' }),
      detailUrl: async (id) => `/course/api/download/detail/${id}`,
      screen: async (id) => `/download-detail/${id}`,
      titleOf: (data) => data.title,
    },
    {
      kind: 'activity',
      fields: (text) => ({ title: text, date: '2031-06-01T01:00:00.000Z', end_date: '2031-06-02T09:00:00.000Z' }),
      detailUrl: async (id) => `/course/api/activity/detail/${id}`,
      screen: async (id) => `/activity-detail/${id}`,
      titleOf: (data) => data.title,
    },
  ];

  beforeAll(async () => {
    kit = await openItemsApp(database, 'preview');
    ({ t, editor, publisher } = kit);
    const video = async (name: string, width: number, height: number) => {
      const hls = `/uploads/hls-preview-${name}.m3u8`;
      const [row] = await t.database.db
        .insert(mediaAssets)
        .values({
          kind: 'video',
          name: `${name}.mp4`,
          mime: 'application/vnd.apple.mpegurl',
          size: 1000,
          sha256: name.padEnd(64, '0'),
          url: `/uploads/vid-preview-${name}.mp4`,
          width,
          height,
          duration: 120,
          status: 'ready',
          hlsUrl: hls,
          uploaderName: '测试',
        })
        .returning({ id: mediaAssets.id });
      return { hls, id: row.id };
    };
    const lecture = await video('lecture', 1280, 720);
    library.video = lecture.hls;
    library.videoId = lecture.id;
    library.portrait = (await video('portrait', 720, 1280)).hls;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(CASES)('$kind: a draft opens only with its own valid link, is never cached, and doctors keep the published version', async (c) => {
    const draft = await call<OpsItem>('POST', `/items/${c.kind}`, editor, { fields: c.fields(title(c.kind)) });
    const url = await c.detailUrl(draft.id);
    expect((await get(url)).statusCode).toBe(404);

    const link = await linkOf(c.kind, draft.id);
    expect(link.path.startsWith(`${await c.screen(draft.id)}?item-preview=`), link.path).toBe(true);
    expect(new Date(link.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const previewed = await get(url, link.token);
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(c.titleOf(previewed.json().data)).toBe(title(c.kind));
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    // Seen once through the link, the draft is still nobody else's.
    expect((await get(url)).statusCode).toBe(404);

    // Another item's link, this id under another kind, an expired link, a forged one: all answer as for anyone.
    const other = await call<OpsItem>('POST', `/items/${c.kind}`, editor, { fields: c.fields(`${title(c.kind)}（另一条）`) });
    const otherKind: OpsItemKind = c.kind === 'topic' ? 'activity' : 'topic';
    const refused = {
      otherItem: (await linkOf(c.kind, other.id)).token,
      otherKind: previewToken(secret(), otherKind, draft.id, inAWeek()),
      expired: previewToken(secret(), c.kind, draft.id, new Date(Date.now() - 1000)),
      forged: previewToken('不是服务器的密钥', c.kind, draft.id, inAWeek()),
      tampered: `${link.token.slice(0, -3)}${link.token.endsWith('AAA') ? 'BBB' : 'AAA'}`,
      garbage: '<script>',
    };
    for (const [why, token] of Object.entries(refused)) {
      expect((await get(url, token)).statusCode, why).toBe(404);
    }

    // Published, then edited: doctors get the published version, the link the edit, and neither leaks into the other.
    await call('POST', `/items/${c.kind}/${draft.id}/publish`, publisher);
    const item = await call<OpsItem>('GET', `/items/${c.kind}/${draft.id}`, editor);
    await call('PUT', `/items/${c.kind}/${draft.id}`, editor, { fields: { ...item.fields, title: `${title(c.kind)}（修订）` } });
    const published = await get(url);
    expect(c.titleOf(published.json().data)).toBe(title(c.kind));
    expect(c.titleOf((await get(url, link.token)).json().data)).toBe(`${title(c.kind)}（修订）`);
    expect(c.titleOf((await get(url, refused.otherItem)).json().data)).toBe(title(c.kind));
    expect(c.titleOf((await get(url)).json().data)).toBe(title(c.kind));
    // The draft is still a draft: nothing the preview did was kept.
    expect((await call<OpsItem>('GET', `/items/${c.kind}/${draft.id}`, editor)).has_draft).toBe(true);
  });

  it('a series shows its lessons through the link, an existing lesson its edit, and nothing of it is kept', async () => {
    const lessons = (names: string[], ids: Array<number | null> = []) => [
      { title: '第一章', lessons: names.map((name, n) => ({ id: ids[n] ?? null, title: name, video: library.video })) },
    ];
    const fields: OpsCourseInput = { title: '预览系列课', series: true, chapters: lessons(['第一讲', '第二讲']) };
    const series = await call<OpsItem>('POST', '/items/course', editor, { fields });
    const link = await linkOf('course', series.id);
    expect(link.path.startsWith(`/course-column/${series.id}?item-preview=`), link.path).toBe(true);
    const column = `/course/api/course/column/${series.id}`;
    expect((await get(column)).statusCode).toBe(404);
    const previewed = (await get(column, link.token)).json().data as { title: string; items: Array<{ title: string }> };
    expect(previewed.title).toBe('预览系列课');
    expect(previewed.items.map((lesson) => lesson.title)).toEqual(['第一讲', '第二讲']);
    // The lessons the preview wrote were rolled back with it.
    const [{ n }] = await t.database.db.select({ n: count() }).from(courses).where(eq(courses.parentId, series.id));
    expect(n).toBe(0);

    await call('POST', `/items/course/${series.id}/publish`, publisher);
    const written = (await call<OpsItem>('GET', `/items/course/${series.id}`, editor)).fields as unknown as OpsCourseInput;
    const ids = (written.chapters ?? [])[0].lessons.map((lesson) => lesson.id ?? null);
    await call('PUT', `/items/course/${series.id}`, editor, { fields: { ...written, chapters: lessons(['第一讲（重录）', '第二讲'], ids) } });
    const lesson = `/course/api/course/detail/${ids[0]}`;
    expect((await get(lesson)).json().data.title).toBe('第一讲');
    expect((await get(lesson, link.token)).json().data.title).toBe('第一讲（重录）');
    expect((await get(`/course/api/course/detail/${ids[1]}`, link.token)).json().data.parent).toMatchObject({ id: series.id });
    // A lesson is opened by its series' link only: another course's link leaves it as published.
    const single = await call<OpsItem>('POST', '/items/course', editor, { fields: { title: '另一门课', video: library.video } });
    expect((await get(lesson, (await linkOf('course', single.id)).token)).json().data.title).toBe('第一讲');
    expect((await get(column)).json().data.items.map((item: { title: string }) => item.title)).toEqual(['第一讲', '第二讲']);
  });

  it("a replay's preview plays its recording, read within the preview like everything else", async () => {
    const fields = {
      title: '预览回放',
      start_at: '2024-03-01T11:00:00.000Z',
      end_at: '2024-03-01T13:00:00.000Z',
      live_status: 5,
      replay_video: library.portrait,
    };
    const live = await call<OpsItem>('POST', '/items/live', editor, { fields });
    await call('POST', `/items/live/${live.id}/publish`, publisher);
    // A recording from the video service too (older lives have one), which a 回放 plays first: the provider reads
    // the media library, inside the preview's transaction. Open to any signed-in doctor.
    await t.database.db
      .update(lives)
      .set({ videoId: `lib-${library.videoId}`, needAuth: 0 })
      .where(eq(lives.id, live.id));
    await call('PUT', `/items/live/${live.id}`, editor, { fields: { ...fields, title: '预览回放（剪辑后）' } });
    const doctor = await signIn(t.database, '13800000077');
    const token = (await linkOf('live', live.id)).token;
    const answer = await t.app.inject({ url: `/live/api/live/detail/${live.id}`, headers: { ...doctor.headers, [ITEM_PREVIEW_HEADER]: token } });
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = answer.json().data.live as { title: string; play?: { kind: string; list?: Array<{ PlayURL: string }> } };
    expect(detail.title).toBe('预览回放（剪辑后）');
    expect(detail.play).toMatchObject({ kind: 'replay', list: [{ PlayURL: library.video }] });
  });

  it("a draft column's page lists its items through the link only", async () => {
    const column = await call<OpsItem>('POST', '/items/medical-column', editor, { fields: { title: '预览专栏列表' } });
    const items = `/course/api/article/itemList/${column.id}?content_type=30`;
    expect((await get(items)).statusCode).toBe(404);
    const answer = await get(items, (await linkOf('medical-column', column.id)).token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ list: [], total: 0 });
  });

  it('a read that never ends is given up, and the draft stays unseen with the database free', async () => {
    const draft = await call<OpsItem>('POST', '/items/article', editor, { fields: { title: '卡住的预览' } });
    const stuck = readWithDraftPublished(t.database.db, { kind: ARTICLE_KIND, id: draft.id }, () => new Promise<never>(() => undefined), 200);
    await expect(stuck).rejects.toThrow('草稿预览超时，请稍后再试');
    expect((await get(`/course/api/article/detail/${draft.id}`)).statusCode).toBe(404);
    expect((await call<OpsItem>('GET', `/items/article/${draft.id}`, editor)).state).toBe('draft');
  });

  it('people have no screen, so no link is made for them', async () => {
    const person = await call<OpsItem>('POST', '/items/person', editor, { fields: { name: '预览医生' } });
    const refused = await t.ops('POST', `/items/person/${person.id}/preview`, editor);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('这种内容暂不支持草稿预览');
  });
});
