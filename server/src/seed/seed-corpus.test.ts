import { describe, expect, it } from 'vitest';
import type { articles, comments, courses, lives, meetingNews, meetings, topics, users } from '../db/schema/index';
import { LiveStatus, MeetingStatus, TargetType } from '../db/target-types';
import { EXTERNAL_IMAGE_ARTICLE_TITLE } from './build-articles';
import { chinaMinuteOfDay, inLiveWindow } from './live-times';
import { buildSeed } from './seed';

type Rows = {
  articles: Array<typeof articles.$inferInsert>;
  courses: Array<typeof courses.$inferInsert>;
  lives: Array<typeof lives.$inferInsert>;
  comments: Array<typeof comments.$inferInsert>;
  meetings: Array<typeof meetings.$inferInsert>;
  meeting_news: Array<typeof meetingNews.$inferInsert>;
  topics: Array<typeof topics.$inferInsert>;
  users: Array<typeof users.$inferInsert>;
};

function seedAt(now: Date) {
  const built = buildSeed({ now });
  const table = <K extends keyof Rows>(name: K): Rows[K] => built.steps.find((s) => s.table === name)!.data as Rows[K];
  return { built, table };
}

/** The sentences a reader reads in a body (headings aside), as a set. */
function sentencesOf(html: string): Set<string> {
  const text = html
    .replace(/<h3>.*?<\/h3>/g, '')
    .replace(/<\/(p|li)>/g, '。')
    .replace(/<[^>]+>/g, '');
  return new Set(
    text
      .split(/[。？！]/)
      .map((s) => s.trim())
      .filter((s) => s.length > 8),
  );
}

/** The most sentences any two of `bodies` have in common. */
function mostShared(bodies: readonly string[]): number {
  const sets = bodies.map(sentencesOf);
  let most = 0;
  for (let a = 0; a < sets.length; a++) for (let b = a + 1; b < sets.length; b++) most = Math.max(most, [...sets[a]].filter((s) => sets[b].has(s)).length);
  return most;
}

// 16:00 in China, and 02:30 there: the seed runs at any hour.
const AFTERNOON = new Date('2025-11-20T08:00:00.000Z');
const CLOCKS = [AFTERNOON, new Date('2025-11-19T18:30:00.000Z'), new Date('2025-11-20T04:10:00.000Z'), new Date('2025-11-20T13:45:00.000Z')];
const { built, table } = seedAt(AFTERNOON);

describe('seed corpus', () => {
  it('writes article and case bodies of several sections, no two sharing more than four sentences', () => {
    // The pasted article is the sanitiser's fixture, kept as pasted.
    const items = table('articles').filter((a) => a.type === 1 && a.title !== EXTERNAL_IMAGE_ARTICLE_TITLE);
    expect(items.length).toBeGreaterThan(100);
    for (const item of items) {
      expect((item.content ?? '').match(/<h3>/g)?.length ?? 0, item.title).toBeGreaterThanOrEqual(3);
      expect(sentencesOf(item.content ?? '').size, item.title).toBeGreaterThanOrEqual(6);
    }
    expect(mostShared(items.map((a) => a.content ?? ''))).toBeLessThanOrEqual(4);
    const cases = items.filter((a) => a.contentType === 6).map((a) => a.content ?? '');
    for (const body of cases) for (const heading of ['病例资料', '诊治经过', '讨论', '专家点评']) expect(body).toContain(`<h3>${heading}</h3>`);
  });

  it('describes courses and lives in their own words: lecturer, outline or programme', () => {
    const lectures = [...table('courses').filter((c) => c.parentId == null || c.type === 1), ...table('lives')];
    expect(mostShared(table('courses').map((c) => c.content ?? ''))).toBeLessThanOrEqual(5);
    expect(mostShared(table('lives').map((l) => l.content ?? ''))).toBeLessThanOrEqual(3);
    for (const live of table('lives').filter((l) => l.type === 1)) expect(live.content, live.title).toContain(live.doctor!);
    expect(new Set(lectures.map((l) => l.content)).size).toBe(lectures.length);
  });

  it('has comments and replies by at least twenty colleagues, spread over weeks after the item appeared', () => {
    const rows = table('comments');
    expect(new Set(rows.map((c) => c.userId)).size).toBeGreaterThanOrEqual(20);
    expect(rows.filter((c) => c.commentId != null).length).toBeGreaterThan(40);
    const published = new Map<string, Date | null | undefined>(
      [
        ...table('articles').map((a) => [`${TargetType.article}:${a.id}`, a.publishedAt] as const),
        ...table('courses').map((c) => [`${TargetType.course}:${c.id}`, c.publishedAt] as const),
      ].filter(([, at]) => at != null),
    );
    const days = rows.map((c) => Math.floor(c.createdAt!.getTime() / 86_400_000));
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(21);
    for (const c of rows) {
      expect(c.createdAt!.getTime()).toBeLessThan(AFTERNOON.getTime());
      const at = published.get(`${c.commentType}:${c.contentId}`);
      if (at) expect(c.createdAt!.getTime(), c.content).toBeGreaterThan(at.getTime());
    }
    const parents = new Map(rows.map((c) => [c.id, c]));
    for (const reply of rows.filter((c) => c.commentId != null))
      expect(reply.createdAt!.getTime()).toBeGreaterThan(parents.get(reply.commentId!)!.createdAt!.getTime());
  });

  it('starts every live between 11:30 and 13:30 or 18:30 and 21:30 China time, at any hour the seed runs', () => {
    for (const now of CLOCKS) {
      const rows = seedAt(now).table('lives');
      for (const live of rows.filter((l) => l.type === 1)) {
        const minute = chinaMinuteOfDay(live.startAt);
        expect(inLiveWindow(live.startAt), `${live.title} at ${Math.floor(minute / 60)}:${minute % 60}`).toBe(true);
      }
      expect(rows.some((l) => l.liveStatus === LiveStatus.live && l.startAt <= now && l.endAt! > now)).toBe(true);
    }
  });

  it('holds meetings from 08:30 to 17:30 China time and dates their news by what it reports', () => {
    for (const now of CLOCKS) {
      const { table: at } = seedAt(now);
      const byId = new Map(at('meetings').map((m) => [m.id, m]));
      for (const m of at('meetings')) {
        expect(chinaMinuteOfDay(new Date(m.startAt!)), m.title).toBe(8 * 60 + 30);
        expect(chinaMinuteOfDay(new Date(m.endAt!)), m.title).toBe(17 * 60 + 30);
        if (m.meetingStatus === MeetingStatus.inProgress) expect(new Date(m.startAt!) <= now && new Date(m.endAt!) > now, m.title).toBe(true);
      }
      for (const news of at('meeting_news')) {
        const meeting = byId.get(news.meetingId!)!;
        expect(news.publishedAt!.getTime(), news.title).toBeLessThanOrEqual(now.getTime());
        if (/通知|日程发布/.test(news.title)) expect(news.publishedAt!.getTime(), news.title).toBeLessThan(new Date(meeting.startAt!).getTime());
        if (/开幕/.test(news.title)) expect(news.publishedAt!.getTime(), news.title).toBeGreaterThanOrEqual(new Date(meeting.startAt!).getTime());
        if (/闭幕|回顾/.test(news.title))
          expect(news.publishedAt!.getTime(), news.title).toBeGreaterThanOrEqual(new Date(meeting.endAt!).getTime() - 86_400_000);
      }
    }
  });

  it('shows no placeholder address or name', () => {
    const everything = JSON.stringify(built.steps.map((s) => s.data));
    expect(everything).not.toMatch(/@example\.|topic\d+@|测试医生|lorem/i);
    expect(table('topics').every((t) => !t.email)).toBe(true);
    const names = table('users').map((u) => u.name);
    expect(names.filter((n) => n && /测试|test/i.test(n))).toEqual([]);
  });
});
