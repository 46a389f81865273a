import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { recommendModuleItems, recommendModules } from '../../db/schema/index';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

type Item = Record<string, unknown> & { id: number };
// 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe.each(testDatabases())('home content managed by operators on %s', (kind) => {
  let t: OpsTestApp;
  let editor: { cookie: string };
  let publisher: { cookie: string };
  const home = async () => (await t.app.inject('/course/api/home')).json().data as Record<string, unknown>;
  // Editors' changes wait in the kind's draft until a publisher publishes them (drafts are covered below).
  const publish = async (kindName: string) => {
    const response = await t.ops('POST', `/content/${kindName}/publish`, publisher);
    expect(response.statusCode, response.body).toBe(200);
  };
  const create = async (kindName: string, body: object) => {
    const response = await t.ops('POST', `/content/${kindName}`, editor, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Item;
  };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('content-editor', 'editor');
    publisher = await t.signInAs('content-publisher', 'publisher');
    await home(); // warm the home cache: every change below must drop it
  });
  afterAll(async () => {
    await t?.close();
  });

  it('banners: create, edit, reorder and remove show in GET home once published', async () => {
    const banner = await create('banners', { title: '新横幅', img: '/media/uploads/a.png', target_url: '/course-list' });
    expect(banner).toMatchObject({ type: 1, channel_id: null, enabled: true });
    await publish('banners');
    let banners = (await home()).banners as Item[];
    expect(banners.at(-1)).toMatchObject({ id: banner.id, title: '新横幅', img: '/media/uploads/a.png' });

    const list = (await t.ops('GET', '/content/banners', editor)).json().data.list as Item[];
    const homeIds = list.filter((b) => b.type === 1 && b.channel_id === null).map((b) => b.id);
    const reordered = [banner.id, ...homeIds.filter((id) => id !== banner.id)];
    expect((await t.ops('POST', '/content/banners/order', editor, { ids: reordered })).statusCode).toBe(200);
    await publish('banners');
    banners = (await home()).banners as Item[];
    expect(banners[0]).toMatchObject({ id: banner.id });

    await t.ops('PUT', `/content/banners/${banner.id}`, editor, { title: '改过的横幅', img: '/media/uploads/b.png', enabled: true });
    await publish('banners');
    expect(((await home()).banners as Item[])[0]).toMatchObject({ title: '改过的横幅', img: '/media/uploads/b.png' });
    await t.ops('PUT', `/content/banners/${banner.id}`, editor, { title: '隐藏', img: '/x.png', enabled: false });
    await publish('banners');
    expect(((await home()).banners as Item[]).some((b) => b.id === banner.id)).toBe(false);
    expect((await t.ops('DELETE', `/content/banners/${banner.id}`, editor)).statusCode).toBe(200);
    await publish('banners');
    expectRefusal(await t.ops('DELETE', `/content/banners/${banner.id}`, editor), 404, '内容不存在');
    expectRefusal(await t.ops('POST', '/content/banners/order', editor, { ids: [banner.id] }), 400);
  });

  it('icon entrances, messages and hot words', async () => {
    const icon = await create('shortcuts', { position_type: 2, title: '新入口', logo: '/i.png', link: '/my' });
    await publish('shortcuts');
    expect(((await home()).position_type_2 as Item[]).map((s) => s.title)).toContain('新入口');
    const message = await create('messages', { label: '通知', title: '系统维护通知' });
    await publish('messages');
    expect(((await home()).messages as Item[]).at(-1)).toMatchObject({ id: message.id, label: '通知', title: '系统维护通知' });
    const word = await create('hot-words', { title: '高血压' });
    const words = (await t.ops('GET', '/content/hot-words', editor)).json().data.list as Item[];
    await t.ops('POST', '/content/hot-words/order', editor, { ids: [word.id, ...words.filter((w) => w.id !== word.id).map((w) => w.id)] });
    await publish('hot-words');
    expect(((await home()).hot_words as Item[])[0]).toMatchObject({ id: word.id, title: '高血压' });
    await t.ops('DELETE', `/content/shortcuts/${icon.id}`, editor);
    await publish('shortcuts');
    expect(((await home()).position_type_2 as Item[]).map((s) => s.title)).not.toContain('新入口');
    expectRefusal(await t.ops('POST', '/content/shortcuts', editor, { position_type: 3, title: 'x', logo: '/i.png' }), 400, /position_type/);
  });

  it('the screen advert with its start and end times', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const end = new Date(Date.now() + 3600_000).toISOString();
    const advert = await create('screen-adverts', { cover_img: '/ad.png', link: '/live-list', start_time: start, end_time: end });
    await publish('screen-adverts');
    expect((await home()).screen_advert).toMatchObject({ id: advert.id, cover_img: '/ad.png', start_time: start, end_time: end });
    expectRefusal(
      await t.ops('PUT', `/content/screen-adverts/${advert.id}`, editor, { cover_img: '/ad.png', start_time: end, end_time: start }),
      400,
      '结束时间必须晚于开始时间',
    );
    const future = new Date(Date.now() + 86400_000).toISOString();
    await t.ops('PUT', `/content/screen-adverts/${advert.id}`, editor, {
      cover_img: '/ad.png',
      start_time: future,
      end_time: new Date(Date.now() + 2 * 86400_000).toISOString(),
    });
    await publish('screen-adverts');
    expect(((await home()).screen_advert as Item | null)?.id).not.toBe(advert.id);
    expectRefusal(await t.ops('POST', '/content/screen-adverts/order', editor, { ids: [advert.id] }), 400, '不支持手动排序');
  });

  it('recommend modules with layout, module type and items', async () => {
    const [seeded] = await t.database.db.select().from(recommendModuleItems).orderBy(asc(recommendModuleItems.id)).limit(1);
    const [seededModule] = (await t.database.db.select().from(recommendModules)).filter((m) => m.id === seeded.moduleId);
    const created = await create('recommend-modules', {
      layout: 3,
      module_type: seededModule.moduleType,
      module_name: '运营推荐',
      items: [{ origin_id: seeded.originId, origin_type: seeded.originType }],
    });
    expect(created).toMatchObject({ layout: 3, module_name: '运营推荐', items: [{ origin_id: seeded.originId }] });
    await publish('recommend-modules');
    const modules = (await home()).recommend as { id: number; layout: number; module_name: string; module_data: Item[] }[];
    const shown = modules.find((m) => m.id === created.id)!;
    expect(shown).toMatchObject({ layout: 3, module_name: '运营推荐' });
    expect(shown.module_data).toHaveLength(1);
    await t.ops('PUT', `/content/recommend-modules/${created.id}`, editor, { layout: 1, module_type: seededModule.moduleType, module_name: '改名', items: [] });
    await publish('recommend-modules');
    const updated = ((await home()).recommend as { id: number; layout: number; module_name: string; module_data: Item[] }[]).find((m) => m.id === created.id)!;
    expect(updated).toMatchObject({ layout: 1, module_name: '改名', module_data: [] });
    expectRefusal(await t.ops('POST', '/content/recommend-modules', editor, { layout: 4, module_type: 1, module_name: 'x' }), 400, /layout/);
  });

  it('channels: names and order show in the channel list', async () => {
    const channel = await create('channels', { title: '新频道', origin_type: 0 });
    const ids = ((await t.ops('GET', '/content/channels', editor)).json().data.list as Item[]).filter((c) => c.origin_type === 0).map((c) => c.id);
    await t.ops('POST', '/content/channels/order', editor, { ids: [channel.id, ...ids.filter((id) => id !== channel.id)] });
    await publish('channels');
    const listed = (await t.app.inject('/course/api/channel?origin_type=0&pageSize=999')).json().data.list as Item[];
    expect(listed[0]).toMatchObject({ id: channel.id });
    expect(JSON.stringify(listed[0])).toContain('新频道');
  });

  it('uploads images (and only images) for the content', async () => {
    const boundary = 'opsboundary';
    const multipart = (bytes: Buffer, name: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (bytes: Buffer, cookie = editor.cookie) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/api/uploads',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart(bytes, 'a.png'),
      });
    const ok = await upload(PNG);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ url: expect.stringMatching(/\.png$/), type: 'image/png' });
    expectRefusal(await upload(Buffer.from('%PDF-1.4 not an image')), 415, '仅支持');
    expectRefusal(await upload(PNG, 'ops_session=nope'), 401);
  });

  it('audits each content change with before and after', async () => {
    const list = (await t.ops('GET', '/audit?pageSize=200', editor)).json().data.list as { action: string; target: string; detail: Record<string, unknown> }[];
    const actions = new Set(list.map((e) => e.action));
    for (const action of ['content.create', 'content.update', 'content.delete', 'content.order', 'upload.create']) expect(actions).toContain(action);
    expect(list.find((e) => e.action === 'content.update')?.detail).toMatchObject({ before: expect.any(Object), after: expect.any(Object) });
  });
});
