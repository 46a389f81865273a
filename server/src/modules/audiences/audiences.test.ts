import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomePayload, LayoutDocument, LayoutNode, OpsAudience } from '../../../../contract/generated/schema-types';
import { shortcuts, users } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { openOpsApp, publishLayoutAsOperator, type OpsTestApp } from '../ops/ops-test-kit';
import { variantBuilds } from './audience-targets';

const LAYOUT_URL = '/layout/api/layouts/home-new';
const STUDENTS = { key: 'students', name: '医学生', rule: { all: [{ fact: 'identity', in: [8] }] } };
const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';

describe.each(testDatabases())('audiences on %s', (kind) => {
  let t: OpsTestApp;
  let publisher: { cookie: string };
  let doctor: SignedIn;
  let studentA: SignedIn;
  let studentB: SignedIn;

  const asUser = async (mobile: string, identityId: number) => {
    const session = await signIn(t.database, mobile);
    await t.database.db.update(users).set({ identityId }).where(eq(users.id, session.userId));
    return session;
  };
  const layoutFor = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: LAYOUT_URL, headers });
    expect(response.statusCode, response.body).toBe(200);
    return { doc: response.json().data as LayoutDocument, etag: String(response.headers.etag), cacheControl: response.headers['cache-control'] };
  };
  const homeFor = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: '/course/api/home', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as HomePayload;
  };
  const ids = (nodes: LayoutNode[]) => nodes.map((node) => node.id);
  /** The layout as operators edit it: every section, with its audiences. */
  const storedDocument = async () => {
    const response = await t.ops('GET', '/layouts/home-new', publisher);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { document: LayoutDocument }).document;
  };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    publisher = await t.signInAs('aud-publisher', 'publisher');
    doctor = await asUser('13900000101', 3);
    studentA = await asUser('13900000102', 8);
    studentB = await asUser('13900000103', 8);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses bad audience definitions with a Chinese 4xx, and editors may not write them', async () => {
    expectRefusal(await t.ops('POST', '/audiences', publisher, { ...STUDENTS, rule: {} }), 400, /参数错误/);
    expectRefusal(await t.ops('POST', '/audiences', publisher, { ...STUDENTS, rule: { all: [] } }), 400, '人群规则至少需要一个条件');
    expectRefusal(
      await t.ops('POST', '/audiences', publisher, { ...STUDENTS, rule: { all: [{ fact: 'identity' }] } }),
      400,
      '条件「身份」需要填写至少一个取值',
    );
    expectRefusal(await t.ops('POST', '/audiences', publisher, { ...STUDENTS, rule: { all: [{ fact: 'identity', in: [99] }] } }), 400, /身份代码 99 不存在/);
    expectRefusal(await t.ops('POST', '/audiences', publisher, { ...STUDENTS, rule: { all: [{ fact: 'certified', in: ['x'] }] } }), 400, /只能选择“是”或“否”/);
    expectRefusal(
      await t.ops('POST', '/audiences', publisher, { ...STUDENTS, rule: { all: [{ fact: 'code', is: true }] } }),
      400,
      /参数错误: rule\.all\.0\.fact 取值应为/,
    );
    expectRefusal(await t.ops('POST', '/audiences', publisher, { ...STUDENTS, key: 'Bad Key' }), 400, '参数错误: key 格式错误');
    expectRefusal(await t.ops('POST', '/audiences', publisher, { ...STUDENTS, rule: 'identity == 8' }), 400, /参数错误: rule 应为对象/);
    const editor = await t.signInAs('aud-editor', 'editor');
    expectRefusal(await t.ops('POST', '/audiences', editor, STUDENTS), 403, /只有发布者/);
    expectRefusal(await t.ops('POST', '/audiences', null, STUDENTS), 401, '请先登录运营后台');
  });

  it('creates audiences (audited) and refuses a second one with the same key', async () => {
    const created = await t.ops('POST', '/audiences', publisher, STUDENTS);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ key: 'students', name: '医学生', updated_by: 'aud-publisher' });
    expectRefusal(await t.ops('POST', '/audiences', publisher, STUDENTS), 409, '标识「students」已被其他人群使用');
    const wechat = await t.ops('POST', '/audiences', publisher, {
      key: 'wechat-guests',
      name: '微信访客',
      rule: {
        all: [
          { fact: 'wechat', is: true },
          { fact: 'signed_in', is: false },
        ],
      },
    });
    expect(wechat.statusCode, wechat.body).toBe(200);
    const list = (await t.ops('GET', '/audiences', publisher)).json().data.list as OpsAudience[];
    expect(list.map((a) => a.key)).toEqual(['students', 'wechat-guests']);
    const audit = (await t.ops('GET', '/audit', publisher)).json().data;
    expect(JSON.stringify(audit)).toContain('audience.create');
    const id = (created.json().data as OpsAudience).id;
    expectRefusal(await t.ops('PUT', `/audiences/${id}`, publisher, { ...STUDENTS, key: 'pupils' }), 400, /标识创建后不能修改/);
  });

  it('sends a section limited to students only to students, sharing one cached answer per audience', async () => {
    const before = await layoutFor();
    const document = structuredClone(before.doc);
    const banners = document.body.find((node) => node.id === 'banners')!;
    banners.audiences = ['students'];
    await publishLayoutAsOperator(t, document, 'aud-publisher');

    const anonymous = await layoutFor();
    expect(ids(anonymous.doc.body)).not.toContain('banners');
    expect(ids(anonymous.doc.body)).toContain('entrances');
    const doctorAnswer = await layoutFor(doctor.headers);
    expect(ids(doctorAnswer.doc.body)).not.toContain('banners');
    expect(doctorAnswer.etag).toBe(anonymous.etag);

    const buildsBefore = variantBuilds.count;
    const loadsBefore = t.app.audiences.profileLoads;
    const first = await layoutFor(studentA.headers);
    expect(ids(first.doc.body)).toContain('banners');
    // The viewer learns nothing of the operators' segments.
    expect(JSON.stringify(first.doc)).not.toContain('audiences');
    expect(first.cacheControl).toBe('private, no-cache');
    const second = await layoutFor(studentB.headers);
    expect(second.etag).toBe(first.etag);
    // One tailored answer for both students; each viewer's profile read once, then kept briefly.
    expect(variantBuilds.count - buildsBefore).toBe(1);
    await layoutFor(studentA.headers);
    expect(t.app.audiences.profileLoads - loadsBefore).toBe(2);

    // ETags are per variant: a student's tag revalidates for another student, never for a doctor.
    expect((await t.app.inject({ url: LAYOUT_URL, headers: { ...studentB.headers, 'if-none-match': first.etag } })).statusCode).toBe(304);
    const crossed = await t.app.inject({ url: LAYOUT_URL, headers: { ...doctor.headers, 'if-none-match': first.etag } });
    expect(crossed.statusCode).toBe(200);
    expect(ids((crossed.json().data as LayoutDocument).body)).not.toContain('banners');
    expect((await t.app.inject({ url: LAYOUT_URL, headers: { 'if-none-match': anonymous.etag } })).statusCode).toBe(304);
    expect(first.etag).toMatch(/^"r\d+-/);
    expect(first.etag).not.toBe(anonymous.etag);
  });

  it('tells WeChat visitors apart by their user agent', async () => {
    const document = await storedDocument();
    document.body.find((node) => node.id === 'messages')!.audiences = ['wechat-guests'];
    await publishLayoutAsOperator(t, document, 'aud-publisher');
    expect(ids((await layoutFor({ 'user-agent': WECHAT_UA })).doc.body)).toContain('messages');
    expect(ids((await layoutFor({ 'user-agent': 'Mozilla/5.0 Chrome/120' })).doc.body)).not.toContain('messages');
    expect(ids((await layoutFor({ ...studentA.headers, 'user-agent': WECHAT_UA })).doc.body)).not.toContain('messages');
  });

  it('lets an operator preview a draft as an audience, and nobody else choose one', async () => {
    const document = await storedDocument();
    const asStudent = await t.ops('POST', '/audiences/preview', publisher, { document, audience: 'students' });
    expect(asStudent.statusCode, asStudent.body).toBe(200);
    expect(ids((asStudent.json().data as LayoutDocument).body)).toContain('banners');
    const asGuest = await t.ops('POST', '/audiences/preview', publisher, { document, audience: 'wechat-guests' });
    expect(ids((asGuest.json().data as LayoutDocument).body)).not.toContain('banners');
    expectRefusal(await t.ops('POST', '/audiences/preview', publisher, { document, audience: 'nobody' }), 404, '人群不存在');
    expectRefusal(await t.ops('POST', '/audiences/preview', null, { document, audience: 'students' }), 401);
    // The app's own layout route ignores an audience without an operator's preview token.
    expect(ids((await layoutFor()).doc.body)).not.toContain('banners');
    expect(ids((await t.app.inject(`${LAYOUT_URL}?audience=students`)).json().data.body as LayoutNode[])).not.toContain('banners');
    expectRefusal(await t.app.inject(`${LAYOUT_URL}?audience=students&draft=${'x'.repeat(43)}`), 403, '预览链接无效或已过期');
  });

  it('sends a home banner and an entrance limited to students only to students', async () => {
    const list = (await t.ops('GET', '/content/banners', publisher)).json().data.list as Array<Record<string, unknown>>;
    const banner = list.find((b) => b.type === 1 && b.channel_id === null && b.enabled === true)!;
    const { id, click_count: _clicks, sort: _sort, ...fields } = banner;
    const edited = await t.ops('PUT', `/content/banners/${String(id)}`, publisher, { ...fields, audiences: ['students'] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.audiences).toEqual(['students']);
    // Still a draft: everyone keeps seeing it until it is published.
    expect((await homeFor()).banners.map((b) => b.id)).toContain(id);
    expect((await t.ops('POST', '/content/banners/publish', publisher, {})).statusCode).toBe(200);

    const [shortcut] = await t.database.db.select().from(shortcuts).where(eq(shortcuts.positionType, 1)).limit(1);
    await t.database.db
      .update(shortcuts)
      .set({ audiences: ['students'] })
      .where(eq(shortcuts.id, shortcut.id));
    t.app.invalidateHome();

    for (const viewer of [{}, doctor.headers]) {
      const home = await homeFor(viewer);
      expect(home.banners.map((b) => b.id)).not.toContain(id);
      expect(home.position_type_1.map((s) => s.id)).not.toContain(shortcut.id);
      expect(home.banners.length).toBeGreaterThan(0);
    }
    const buildsBefore = variantBuilds.count;
    const student = await homeFor(studentA.headers);
    expect(student.banners.map((b) => b.id)).toContain(id);
    expect(student.position_type_1.map((s) => s.id)).toContain(shortcut.id);
    expect(await homeFor(studentB.headers)).toEqual(student);
    expect(variantBuilds.count - buildsBefore).toBe(1);
    expect((await t.ops('GET', '/content/banners', publisher)).json().data.list.find((b: { id: number }) => b.id === id).audiences).toEqual(['students']);
  });

  it('shows nothing limited to an audience that was deleted', async () => {
    const list = (await t.ops('GET', '/audiences', publisher)).json().data.list as OpsAudience[];
    const students = list.find((a) => a.key === 'students')!;
    expect((await t.ops('DELETE', `/audiences/${students.id}`, publisher)).statusCode).toBe(200);
    expect(ids((await layoutFor(studentA.headers)).doc.body)).not.toContain('banners');
    expectRefusal(await t.ops('DELETE', `/audiences/${students.id}`, publisher), 404, '人群不存在');
  });
});
