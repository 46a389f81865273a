import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsContentRevisions } from '../../db/schema/index';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { CONTENT_KINDS } from './ops-content-kinds';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

type Item = Record<string, unknown> & { id: number };
type Revision = { revision: number; action: string; restored: number | null; created_by: string; live: boolean };

describe.each(testDatabases())('home content drafts, publishing and rollback on %s', (kind) => {
  let t: OpsTestApp;
  let editor: { cookie: string };
  let publisher: { cookie: string };
  const home = async () => (await t.app.inject('/course/api/home')).json().data as Record<string, unknown>;
  const homeMessages = async () => (await home()).messages as Item[];
  const data = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: { cookie: string }, payload?: unknown) => {
    const response = await t.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const revisions = async () => (await data<{ list: Revision[] }>('GET', '/content/messages/revisions', editor)).list;

  beforeAll(async () => {
    t = await openOpsApp(kind);
    editor = await t.signInAs('draft-editor', 'editor');
    publisher = await t.signInAs('draft-publisher', 'publisher');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the migration keeps the live content as each kind's first revision, in the console's shape", async () => {
    await t.database.db.delete(opsContentRevisions);
    const migration = readFileSync(new URL('../../../drizzle/0015_content_drafts.sql', import.meta.url), 'utf8');
    const handWritten = migration.slice(migration.indexOf('-- hand-written data migration'));
    for (const statement of handWritten.split('--> statement-breakpoint').slice(1)) await t.database.db.execute(sql.raw(statement));
    for (const contentKind of CONTENT_KINDS) {
      const live = (await data<{ list: Item[] }>('GET', `/content/${contentKind.name}`, editor)).list;
      const first = (await data<{ list: Revision[] }>('GET', `/content/${contentKind.name}/revisions`, editor)).list;
      if (live.length === 0) {
        expect(first).toEqual([]);
        continue;
      }
      expect(first).toEqual([expect.objectContaining({ revision: 1, action: 'initial', created_by: 'migration', live: true })]);
      const [stored] = await t.database.db
        .select({ items: opsContentRevisions.items })
        .from(opsContentRevisions)
        .where(sql`${opsContentRevisions.kind} = ${contentKind.name}`);
      expect(stored.items, contentKind.name).toEqual(live);
    }
  });

  it("an editor's change waits in the draft until a publisher publishes it", async () => {
    const before = await homeMessages();
    const [first] = before;
    const added = await data<Item>('POST', '/content/messages', editor, { label: '新', title: '草稿里的通知' });
    await data('PUT', `/content/messages/${first.id}`, editor, { label: String(first.label), title: '改过的第一条', link: String(first.link) });

    // The app still serves the published messages; the console shows the draft.
    expect(await homeMessages()).toEqual(before);
    const edited = (await data<{ list: Item[] }>('GET', '/content/messages', editor)).list;
    expect(edited.find((m) => m.id === first.id)).toMatchObject({ title: '改过的第一条' });
    expect(edited.at(-1)).toMatchObject({ id: added.id, title: '草稿里的通知' });
    const draft = await data<{ pending: boolean; updated_by: string; changes: unknown[] }>('GET', '/content/messages/draft', editor);
    expect(draft).toMatchObject({ pending: true, updated_by: 'draft-editor' });
    expect(draft.changes).toEqual([
      { change: 'update', id: first.id, name: '改过的第一条', fields: ['title'] },
      { change: 'create', id: added.id, name: '草稿里的通知' },
    ]);
    expect((await data<{ list: { kind: string }[] }>('GET', '/content/drafts', editor)).list.map((d) => d.kind)).toEqual(['messages']);

    // Only a publisher publishes.
    expectRefusal(await t.ops('POST', '/content/messages/publish', editor), 403, '编辑的修改需要发布者审核：请点「提交审核」，审核通过后发布');
    expect(await homeMessages()).toEqual(before);
    const { revision } = await data<{ revision: number }>('POST', '/content/messages/publish', publisher);
    const after = await homeMessages();
    expect(after.find((m) => m.id === first.id)).toMatchObject({ title: '改过的第一条' });
    expect(after.at(-1)).toMatchObject({ id: added.id, title: '草稿里的通知' });
    expect((await data<{ pending: boolean }>('GET', '/content/messages/draft', editor)).pending).toBe(false);
    expect((await data<{ list: unknown[] }>('GET', '/content/drafts', editor)).list).toEqual([]);
    expect((await revisions())[0]).toMatchObject({ revision, action: 'publish', created_by: 'draft-publisher', live: true });
    expectRefusal(await t.ops('POST', '/content/messages/publish', publisher), 409, '没有待发布的修改');
  });

  it('rollback restores the previous content (deleted records with their ids) for publishers only', async () => {
    const published = await homeMessages();
    const [first, second] = published;
    await data('DELETE', `/content/messages/${second.id}`, editor);
    await data('POST', '/content/messages/order', editor, {
      ids: published
        .filter((m) => m.id !== second.id)
        .map((m) => m.id)
        .reverse(),
    });
    const { revision } = await data<{ revision: number }>('POST', '/content/messages/publish', publisher);
    expect((await homeMessages()).map((m) => m.id)).toEqual(
      published
        .filter((m) => m.id !== second.id)
        .map((m) => m.id)
        .reverse(),
    );

    expectRefusal(await t.ops('POST', '/content/messages/rollback', editor, { revision: revision - 1 }), 403);
    expectRefusal(await t.ops('POST', '/content/messages/rollback', publisher, { revision: 999 }), 404, '版本不存在');
    const restored = await data<{ revision: number }>('POST', '/content/messages/rollback', publisher, { revision: revision - 1 });
    expect(restored.revision).toBe(revision + 1);
    expect(await homeMessages()).toEqual(published);
    expect((await homeMessages())[0]).toMatchObject({ id: first.id });
    expect((await revisions())[0]).toMatchObject({ revision: revision + 1, action: 'rollback', restored: revision - 1, live: true });
  });

  it('a draft can be discarded', async () => {
    const published = await homeMessages();
    await data('PUT', `/content/messages/${published[0].id}`, editor, { title: '不要了' });
    await data('DELETE', '/content/messages/draft', editor);
    expect((await data<{ list: Item[] }>('GET', '/content/messages', editor)).list.map((m) => m.title)).toEqual(published.map((m) => m.title));
    expect(await homeMessages()).toEqual(published);
  });

  it('banners keep their click counts through a publish', async () => {
    const [banner] = (await data<{ list: Item[] }>('GET', '/content/banners', editor)).list;
    await t.database.db.execute(sql`update banners set click_count = 41 where id = ${banner.id}`);
    await data('PUT', `/content/banners/${banner.id}`, editor, { title: '点击数不变', img: String(banner.img), enabled: true });
    await t.database.db.execute(sql`update banners set click_count = 42 where id = ${banner.id}`);
    expect((await data<{ list: Item[] }>('GET', '/content/banners', editor)).list[0]).toMatchObject({ title: '点击数不变', click_count: 42 });
    await data('POST', '/content/banners/publish', publisher);
    expect((await data<{ list: Item[] }>('GET', '/content/banners', editor)).list[0]).toMatchObject({ title: '点击数不变', click_count: 42 });
  });

  it('refuses to publish a banner whose channel was deleted since, in Chinese', async () => {
    const channel = await data<Item>('POST', '/content/channels', editor, { title: '将删除的频道', origin_type: 0 });
    await data('POST', '/content/channels/publish', publisher);
    const banner = await data<Item>('POST', '/content/banners', editor, { title: '频道横幅', img: '/b.png', channel_id: channel.id });
    await data('DELETE', `/content/channels/${channel.id}`, editor);
    await data('POST', '/content/channels/publish', publisher);
    expectRefusal(await t.ops('POST', '/content/banners/publish', publisher), 409, '内容引用的频道已不存在');
    await data('PUT', `/content/banners/${banner.id}`, editor, { title: '频道横幅', img: '/b.png', channel_id: null });
    await data('POST', '/content/banners/publish', publisher);
  });

  it('publishes and rollbacks fired at once each get a revision of their own, never a 500', async () => {
    // The rollbacks bring back a deleted message: each of them inserts it again.
    const target = (await revisions())[0].revision;
    const [first, second] = await homeMessages();
    await data('DELETE', `/content/messages/${second.id}`, editor);
    await data('POST', '/content/messages/publish', publisher);
    await data('PUT', `/content/messages/${first.id}`, editor, { title: '同时发布' });
    const before = target + 1;
    const publishes = Array.from({ length: 4 }, () => t.ops('POST', '/content/messages/publish', publisher));
    const rollbacks = Array.from({ length: 4 }, () => t.ops('POST', '/content/messages/rollback', publisher, { revision: target }));
    const answers = await Promise.all([...publishes, ...rollbacks]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    // The draft goes live once; the other publishes find nothing left to publish and say so in Chinese.
    const publishAnswers = answers.slice(0, 4);
    expect(publishAnswers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of publishAnswers.filter((answer) => answer.statusCode !== 200)) expectRefusal(refused, 409, '没有待发布的修改');
    expect(answers.slice(4).every((answer) => answer.statusCode === 200)).toBe(true);

    // Five new revisions, numbered one after another, and the app shows the newest one's content.
    const given = answers.filter((answer) => answer.statusCode === 200).map((answer) => (answer.json() as { data: { revision: number } }).data.revision);
    expect([...given].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5].map((n) => before + n));
    const list = await revisions();
    expect(list.slice(0, 5).map((r) => r.revision)).toEqual([5, 4, 3, 2, 1].map((n) => before + n));
    const newest = await t.database.db
      .select({ items: opsContentRevisions.items })
      .from(opsContentRevisions)
      .where(sql`${opsContentRevisions.kind} = 'messages' and ${opsContentRevisions.revision} = ${before + 5}`);
    expect((await data<{ list: Item[] }>('GET', '/content/messages', editor)).list).toEqual(newest[0].items);
  });

  it('audits publish, rollback and discard', async () => {
    const list = (
      await data<{ list: { action: string; operator: string; target: string; detail: Record<string, unknown> | null }[] }>('GET', '/audit?pageSize=200', editor)
    ).list;
    expect(list.find((e) => e.action === 'content.publish' && e.target === 'messages')).toMatchObject({
      operator: 'draft-publisher',
      detail: { revision: expect.any(Number), changes: expect.any(Array) },
    });
    expect(list.find((e) => e.action === 'content.rollback')).toMatchObject({
      operator: 'draft-publisher',
      target: 'messages',
      detail: { restored: expect.any(Number) },
    });
    expect(list.find((e) => e.action === 'content.discard')).toMatchObject({ operator: 'draft-editor', target: 'messages' });
  });
});
