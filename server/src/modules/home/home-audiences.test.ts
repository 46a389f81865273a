import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomePayload, OpsHotWord, OpsMessage, OpsScreenAdvert } from '../../../../contract/generated/schema-types';
import { users } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectRefusal } from '../../testing/schema-assert';
import { testDatabases } from '../../testing/test-database';
import { variantBuilds } from '../audiences/audience-targets';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';
import { HOME_HOT_WORD_COUNT } from './home.service';

// The home's message ticker, search hot words and screen advert limited to an audience, end to end: an
// operator targets them in the console API and publishes; the home answer (and the search page's hot
// words) carry them only for viewers in that audience, never in the shared answer for everyone.

const STUDENTS = { key: 'students', name: '医学生', rule: { all: [{ fact: 'identity', in: [8] }] } };
const HOUR_MS = 3_600_000;

type Row = Record<string, unknown>;
/** A list row as an update body: what the input schema accepts. */
const editable = (row: Row, drop: string[]) => Object.fromEntries(Object.entries(row).filter(([key]) => !['id', 'sort', ...drop].includes(key)));

describe.each(testDatabases())('home messages, hot words and screen advert for audiences on %s', (kind) => {
  let t: OpsTestApp;
  let publisher: { cookie: string };
  let doctor: SignedIn;
  let studentA: SignedIn;
  let studentB: SignedIn;
  let message: OpsMessage;
  let word: OpsHotWord;
  let spareWord: OpsHotWord;
  let advert: OpsScreenAdvert;

  const asUser = async (mobile: string, identityId: number) => {
    const session = await signIn(t.database, mobile);
    await t.database.db.update(users).set({ identityId }).where(eq(users.id, session.userId));
    return session;
  };
  const homeFor = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ url: '/course/api/home', headers });
    expect(response.statusCode, response.body).toBe(200);
    return { home: response.json().data as HomePayload, body: response.body, cacheControl: response.headers['cache-control'] };
  };
  const hotWordIds = (home: HomePayload) => (home.hot_words ?? []).map((w) => w.id);
  const ok = async (response: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };

  beforeAll(async () => {
    t = await openOpsApp(kind);
    publisher = await t.signInAs('home-aud-publisher', 'publisher');
    doctor = await asUser('13900000201', 3);
    studentA = await asUser('13900000202', 8);
    studentB = await asUser('13900000203', 8);
    await ok(t.ops('POST', '/audiences', publisher, STUDENTS));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the audiences an operator picks for a message, a hot word and a screen advert, and refuses unknown shapes', async () => {
    const messages = ((await ok(t.ops('GET', '/content/messages', publisher))) as { list: OpsMessage[] }).list;
    const first = messages.find((m) => m.enabled)!;
    message = (await ok(
      t.ops('PUT', `/content/messages/${first.id}`, publisher, { ...editable(first as unknown as Row, []), audiences: ['students'] }),
    )) as OpsMessage;
    expect(message.audiences).toEqual(['students']);
    expectRefusal(await t.ops('PUT', `/content/messages/${first.id}`, publisher, { title: first.title, audiences: ['Not A Key'] }), 400, /参数错误: audiences/);
    expectRefusal(await t.ops('PUT', `/content/messages/${first.id}`, publisher, { title: first.title, audiences: [] }), 400, /参数错误: audiences/);

    const words = ((await ok(t.ops('GET', '/content/hot-words', publisher))) as { list: OpsHotWord[] }).list;
    const firstWord = words.find((w) => w.enabled)!;
    word = (await ok(
      t.ops('PUT', `/content/hot-words/${firstWord.id}`, publisher, { ...editable(firstWord as unknown as Row, ['click_count']), audiences: ['students'] }),
    )) as OpsHotWord;
    expect(word.audiences).toEqual(['students']);
    // A word for everyone after the last one shown: it takes the place the targeted word leaves.
    spareWord = (await ok(t.ops('POST', '/content/hot-words', publisher, { title: '医学人文', content_type: 1 }))) as OpsHotWord;

    const now = Date.now();
    advert = (await ok(
      t.ops('POST', '/content/screen-adverts', publisher, {
        cover_img: '/static/advert-students.png',
        link: '/course-list',
        start_time: new Date(now - HOUR_MS).toISOString(),
        end_time: new Date(now + 24 * HOUR_MS).toISOString(),
        audiences: ['students'],
      }),
    )) as OpsScreenAdvert;
    expect(advert.audiences).toEqual(['students']);

    // Drafts change nothing yet: everyone still receives the message and the word.
    const before = (await homeFor()).home;
    expect(before.messages.map((m) => m.id)).toContain(message.id);
    expect(hotWordIds(before)).toContain(word.id);
    expect(before.screen_advert?.id).not.toBe(advert.id);

    for (const kindName of ['messages', 'hot-words', 'screen-adverts']) await ok(t.ops('POST', `/content/${kindName}/publish`, publisher, {}));
    const listed = ((await ok(t.ops('GET', '/content/screen-adverts', publisher))) as { list: OpsScreenAdvert[] }).list;
    expect(listed.find((a) => a.id === advert.id)?.audiences).toEqual(['students']);
  });

  it('leaves them out of the answer for visitors and doctors, which never carries a targeted item', async () => {
    for (const viewer of [{}, doctor.headers]) {
      const { home, body } = await homeFor(viewer);
      expect(home.messages.map((m) => m.id)).not.toContain(message.id);
      expect(home.messages.length).toBeGreaterThan(0);
      expect(hotWordIds(home)).not.toContain(word.id);
      // Still a full row of hot words: the next word for everyone moves up.
      expect(hotWordIds(home)).toHaveLength(HOME_HOT_WORD_COUNT);
      expect(hotWordIds(home)).toContain(spareWord.id);
      // The advert for everyone that started earlier is shown instead of the students' one.
      expect(home.screen_advert).not.toBeNull();
      expect(home.screen_advert?.id).not.toBe(advert.id);
      expect(body).not.toContain('advert-students');
      expect((home.hot_words ?? []).map((w) => w.title)).not.toContain(word.title);
      expect(body).not.toContain(message.title);
      expect(body).not.toContain('audiences');
    }
  });

  it('sends them to students, one tailored answer shared by every student', async () => {
    const buildsBefore = variantBuilds.count;
    const { home, body, cacheControl } = await homeFor(studentA.headers);
    expect(home.messages.map((m) => m.id)).toContain(message.id);
    expect(hotWordIds(home)).toContain(word.id);
    expect(hotWordIds(home)).toHaveLength(HOME_HOT_WORD_COUNT);
    expect(hotWordIds(home)).not.toContain(spareWord.id);
    expect(home.screen_advert?.id).toBe(advert.id);
    expect(body).not.toContain('audiences');
    expect(cacheControl).toBe('private, no-cache');
    expect((await homeFor(studentB.headers)).body).toBe(body);
    expect(variantBuilds.count - buildsBefore).toBe(1);
    // Visitors and doctors share the answer for no audience: cached per signature, never per user.
    const othersBefore = variantBuilds.count;
    const visitor = await homeFor();
    expect((await homeFor(doctor.headers)).body).toBe(visitor.body);
    expect(variantBuilds.count - othersBefore).toBeLessThanOrEqual(1);
  });

  it('keeps the search page’s hot words for students to students too', async () => {
    const wordsFor = async (headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ url: '/course/api/search/list', headers });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { hot_words: Array<{ id: number }> }).hot_words.map((w) => w.id);
    };
    expect(await wordsFor()).not.toContain(word.id);
    expect(await wordsFor(doctor.headers)).not.toContain(word.id);
    expect(await wordsFor(studentA.headers)).toContain(word.id);
    expect((await wordsFor()).length).toBe((await wordsFor(studentA.headers)).length);
  });

  it('shows everything to everyone again once the audiences are cleared', async () => {
    const { audiences: _audiences, ...rest } = message;
    await ok(t.ops('PUT', `/content/messages/${message.id}`, publisher, editable(rest as unknown as Row, [])));
    await ok(t.ops('POST', '/content/messages/publish', publisher, {}));
    const visitor = await homeFor();
    expect(visitor.home.messages.map((m) => m.id)).toContain(message.id);
    expect(hotWordIds(visitor.home)).not.toContain(word.id);
  });
});
