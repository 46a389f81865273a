import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem, PagedContent } from '../../../../contract/generated/schema-types';
import { articles, courses, downloads, lives, searchDocuments, topics } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { reindexItems } from './search-index';
import { documentVectors } from './search-index.repository';
import { bestPerKind, COMMON_MATCHES, kindShares, windowRows } from './search-ranking';
import { kindSizeRows, walked } from './search-ranking.repository';
import { observeStatements } from '../../db/statement-observer';
import { createSearchPopularityJob } from './search-popularity';
import type { SearchOrderValue } from './search.repository';
import { countByKind, searchPage, searchSections } from './search.service';
import { createJobLock } from '../../db/job-lock';
import { createPrng } from '../../seed/prng';
import { sql } from 'drizzle-orm';

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);

describe.each(testDatabases())('search on %s', (kind) => {
  let t: TestApp;
  let a: SignedIn;
  let b: SignedIn;
  const ids: Record<string, number> = {};
  const get = (url: string, who?: SignedIn) => t.app.inject({ url, headers: who?.headers ?? {} });
  const search = async (keyword: string, extra = '') => {
    const response = await get(`/course/api/search?keyword=${encodeURIComponent(keyword)}${extra}`);
    expect(response.statusCode).toBe(200);
    expectEndpointData('getSearch', response.json());
    return response.json().data as Record<
      'courses' | 'lives' | 'articles' | 'videos' | 'cases' | 'guides' | 'meetings' | 'topics' | 'columns',
      ContentItem[]
    > & {
      total: number;
    };
  };
  const results = async (keyword: string, extra = '') => {
    const response = await get(`/course/api/search/results?keyword=${encodeURIComponent(keyword)}${extra}`);
    expectEndpointData('listSearchResults', response.json());
    return response.json().data as PagedContent;
  };
  const titles = (items: ContentItem[]) => items.map((item) => item.title);

  beforeAll(async () => {
    t = await openTestApp(kind);
    a = await signIn(t.database, '13840000701');
    b = await signIn(t.database, '13840000702');
    const db = t.database.db;
    const insertArticle = async (key: string, row: Partial<typeof articles.$inferInsert> & { title: string }) => {
      const [inserted] = await db
        .insert(articles)
        .values({ type: 1, ...row })
        .returning({ id: articles.id });
      ids[key] = inserted.id;
    };
    // Terms chosen so the seed holds none of them: 奥希替尼, 噬血细胞综合征, 脓毒症休克.
    await insertArticle('lungTitle', { title: '奥希替尼治疗肺癌的真实世界研究', desc: 'EGFR 突变', publishedAt: at(30), viewCount: 10 });
    await insertArticle('lungBody', {
      title: '靶向药物进展综述',
      desc: '奥希替尼耐药机制',
      content: '<p>奥希替尼与肺癌</p>',
      publishedAt: at(1),
      viewCount: 5,
    });
    await insertArticle('lungPopular', { title: '奥希替尼用药问答', publishedAt: at(60), viewCount: 9000 });
    await insertArticle('unrelated', { title: '噬血细胞综合征病例分享', desc: '儿童发热', publishedAt: at(2) });
    await insertArticle('heart', { title: '慢性心衰患者的容量管理', publishedAt: at(3) });
    await insertArticle('pd1', { title: 'PD-1抑制剂相关肺炎的识别', desc: '免疫治疗不良反应', publishedAt: at(4) });
    await insertArticle('ct', { title: '胸部ＣＴ读片入门：脓毒症休克', publishedAt: at(5) });
    await insertArticle('case', { title: '脓毒症休克病例讨论', contentType: 6, publishedAt: at(6) });
    const [course] = await db
      .insert(courses)
      .values({ title: '脓毒症休克的液体复苏', sourceType: 0, type: 1, publishedAt: at(7) })
      .returning({ id: courses.id });
    ids.course = course.id;
    await reindexItems(
      db,
      'article',
      Object.entries(ids)
        .filter(([key]) => key !== 'course')
        .map(([, id]) => id),
    );
    await reindexItems(db, 'course', [course.id]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the seed indexed every searchable table', async () => {
    const rows = await t.database.db.selectDistinct({ kind: searchDocuments.kind }).from(searchDocuments);
    expect(rows.map((r) => r.kind).sort()).toEqual(
      expect.arrayContaining(['article', 'case', 'course', 'download', 'live', 'medical_column', 'meeting', 'short_video', 'topic', 'video']),
    );
  });

  it('finds the items that contain a medical term and not unrelated ones', async () => {
    const data = await search('奥希替尼');
    expect(titles(data.articles).sort()).toEqual(['奥希替尼治疗肺癌的真实世界研究', '奥希替尼用药问答', '靶向药物进展综述'].sort());
    expect(data.total).toBe(3);
    const other = await search('噬血细胞综合征');
    expect(titles(other.articles)).toEqual(['噬血细胞综合征病例分享']);
    expect(other.total).toBe(1);
  });

  it('answers two- and one-character queries from the index', async () => {
    const heart = await results('心衰', '&type=2&pageSize=50');
    expect(heart.list.map((i) => i.id)).toContain(ids.heart);
    expect(heart.list.map((i) => i.id)).not.toContain(ids.unrelated);
    const lung = await results('肺癌', '&type=2&pageSize=50');
    expect(lung.list.map((i) => i.id)).toEqual(expect.arrayContaining([ids.lungTitle, ids.lungBody]));
    const one = await results('衰', '&type=2&pageSize=50');
    expect(one.list.map((i) => i.id)).toContain(ids.heart);
  });

  it('matches Latin and mixed terms (PD-1抑制剂, PD1, pd, CT in full width)', async () => {
    for (const keyword of ['PD-1抑制剂', 'pd1', 'PD-1', 'pd-1 肺炎']) {
      expect(
        (await results(keyword, '&type=2')).list.map((i) => i.id),
        keyword,
      ).toContain(ids.pd1);
    }
    expect((await results('CT', '&type=2')).list.map((i) => i.id)).toContain(ids.ct);
    expect((await results('ct 脓毒症', '&type=2')).list.map((i) => i.id)).toEqual([ids.ct]);
    const suggest = await get('/course/api/search/suggest?keyword=pd');
    expectEndpointData('listSearchSuggestions', suggest.json());
    expect(suggest.json().data.list.map((s: { title: string }) => s.title)).toContain('PD-1抑制剂相关肺炎的识别');
  });

  it('sorts 1 comprehensive (title hits first), 2 newest first, 3 most popular first', async () => {
    const order = async (n: number) => (await results('奥希替尼', `&order=${n}`)).list.map((i) => i.id);
    expect(await order(2)).toEqual([ids.lungBody, ids.lungTitle, ids.lungPopular]);
    expect(await order(3)).toEqual([ids.lungPopular, ids.lungTitle, ids.lungBody]);
    const comprehensive = await order(1);
    // Both title hits outrank the body-only hit; between them the fresher one wins the tie.
    expect(comprehensive[2]).toBe(ids.lungBody);
    expect(comprehensive.slice(0, 2).sort()).toEqual([ids.lungTitle, ids.lungPopular].sort());
  });

  it('classifies the matches and filters by classify type and channel', async () => {
    const response = await get(`/course/api/search/classify?keyword=${encodeURIComponent('脓毒症休克')}`);
    expectEndpointData('listSearchClassify', response.json());
    expect(response.json().data.list).toEqual([
      { id: 0, name: '全部', type: 0, count: 3 },
      { id: 1, name: '课程', type: 1, count: 1 },
      { id: 2, name: '资讯', type: 2, count: 1 },
      { id: 6, name: '病例', type: 6, count: 1 },
    ]);
    expect((await results('脓毒症休克', '&type=6')).list.map((i) => i.id)).toEqual([ids.case]);
    expect((await results('脓毒症休克', '&channel=case')).list.map((i) => i.id)).toEqual([ids.case]);
    const sections = await search('脓毒症休克');
    expect(sections.courses.map((c) => c.id)).toEqual([ids.course]);
    expect((await search('脓毒症休克', '&channel=live')).total).toBe(0);
  });

  it('全部 has a section for every kind with hits: cases, guides (downloads) and topics too', async () => {
    expect((await search('脓毒症休克')).cases.map((c) => c.id)).toEqual([ids.case]);
    const [guide] = await t.database.db.select({ id: downloads.id, title: downloads.title }).from(downloads).limit(1);
    const forGuide = await search(guide.title.slice(0, 20));
    expect(forGuide.guides.map((g) => g.id)).toContain(guide.id);
    const [topic] = await t.database.db.select({ id: topics.id, title: topics.title }).from(topics).limit(1);
    const forTopic = await search(topic.title.slice(0, 20));
    expect(forTopic.topics.map((g) => g.id)).toContain(topic.id);
  });

  it('finds an item by a medical synonym or abbreviation of its term (慢阻肺 ↔ COPD ↔ 慢性阻塞性肺疾病)', async () => {
    const [row] = await t.database.db
      .insert(articles)
      .values({ type: 1, title: '慢性阻塞性肺疾病吸入装置的选择与宣教', publishedAt: at(8) })
      .returning({ id: articles.id });
    await reindexItems(t.database.db, 'article', [row.id]);
    for (const keyword of ['慢阻肺', 'COPD', 'copd', '慢性阻塞性肺疾病']) {
      expect(
        (await results(keyword, '&pageSize=50')).list.map((i) => i.id),
        keyword,
      ).toContain(row.id);
    }
    // The synonym widens one term only: the rest of the keyword still has to match.
    expect((await results('慢阻肺 噬血细胞综合征', '&pageSize=50')).list.map((i) => i.id)).not.toContain(row.id);
  });

  it('keeps the index current when an item changes or goes', async () => {
    const db = t.database.db;
    await db.update(articles).set({ title: '噬血细胞综合征诊疗共识解读' }).where(eq(articles.id, ids.heart));
    await reindexItems(db, 'article', [ids.heart]);
    expect((await results('心衰', '&type=2&pageSize=50')).list.map((i) => i.id)).not.toContain(ids.heart);
    expect((await search('噬血细胞综合征')).total).toBe(2);
    await db.delete(articles).where(eq(articles.id, ids.heart));
    await reindexItems(db, 'article', [ids.heart]);
    expect((await search('噬血细胞综合征')).total).toBe(1);
    const [live] = await db.select({ id: lives.id, title: lives.title }).from(lives).limit(1);
    await db
      .update(lives)
      .set({ title: `${live.title} 噬血细胞综合征专场` })
      .where(eq(lives.id, live.id));
    await reindexItems(db, 'live', [live.id]);
    expect((await search('噬血细胞综合征')).lives.map((l) => l.id)).toEqual([live.id]);
  });

  it('keeps histories per user: newest first, deduplicated, at most 10, visible only to their owner', async () => {
    const record = (keyword: string, who?: SignedIn) => get(`/course/api/search/record?keyword=${encodeURIComponent(keyword)}`, who);
    const first = await record('肺癌', a);
    expectEndpointData('recordSearch', first.json());
    expect(first.json().data).toEqual({ recorded: true });
    await record('心衰', a);
    await record('肺癌', a);
    await record('B的秘密搜索', b);
    const list = await get('/course/api/search/list?type=1&time=1700000000', a);
    expectEndpointData('getSearchList', list.json());
    expect(list.json().data.histories.map((h: { title: string }) => h.title)).toEqual(['肺癌', '心衰']);
    expect(list.json().data.hot_words.length).toBeLessThanOrEqual(6);
    expect(list.json().data.hot_words.length).toBeGreaterThan(0);
    for (let i = 1; i <= 12; i++) await record(`关键词${i}`, a);
    const ten = (await get('/course/api/search/list', a)).json().data.histories.map((h: { title: string }) => h.title);
    expect(ten).toHaveLength(10);
    expect(ten[0]).toBe('关键词12');
    expect((await get('/course/api/search/list', b)).json().data.histories.map((h: { title: string }) => h.title)).toEqual(['B的秘密搜索']);
    expect((await get('/course/api/search/list')).json().data.histories).toEqual([]);
    expect((await record('游客搜索')).json().data).toEqual({ recorded: false });
    expect((await get('/course/api/search/list?type=2', a)).json().data.histories).toEqual([]);

    const cleared = await t.app.inject({ method: 'DELETE', url: '/course/api/search/history', headers: a.headers });
    expectEndpointData('deleteSearchHistory', cleared.json());
    expect(cleared.json().data.deleted).toBe(10);
    expect((await get('/course/api/search/list', a)).json().data.histories).toEqual([]);
    expect((await get('/course/api/search/list', b)).json().data.histories).toHaveLength(1);
    expectRefusal(await t.app.inject({ method: 'DELETE', url: '/course/api/search/history' }), 401, '登录超时');
  });

  it('answers bad input with clear messages, never 500', async () => {
    const refuse = async (query: string, message: RegExp) => expectRefusal(await get(`/course/api/search?${query}`), 400, message);
    await refuse('keyword=', /请输入搜索词/);
    await refuse(`keyword=${encodeURIComponent('  \u0007\u001b\u200b ')}`, /请输入搜索词/);
    // NUL never reaches the handler (input hygiene refuses it for every route).
    await refuse(`keyword=${encodeURIComponent('肺\u0000癌')}`, /参数错误/);
    await refuse(`keyword=${encodeURIComponent('肺'.repeat(51))}`, /搜索词不能超过50个字/);
    await refuse(`keyword=${'a'.repeat(5000)}`, /参数错误/);
    await refuse('', /参数错误: keyword/);
    await refuse('keyword=x&order=9', /参数错误: order/);
    for (const odd of ['😀🫀', '\u202e肺癌\u200d', "'; drop table articles; --", 'a & b | !c <-> d:*', '\\', '肺癌'.repeat(25), 'ＰＤ－１', '𠀀𪚥']) {
      const response = await get(`/course/api/search?keyword=${encodeURIComponent(odd)}`);
      expect(response.statusCode, odd).toBe(200);
      expectEndpointData('getSearch', response.json());
      for (const path of ['results', 'classify', 'suggest']) {
        expect((await get(`/course/api/search/${path}?keyword=${encodeURIComponent(odd)}`)).statusCode, `${path} ${odd}`).toBe(200);
      }
    }
    expect((await search('\u202e肺癌\u200d')).total).toBeGreaterThan(0);
    expect((await get('/course/api/search/suggest?keyword=')).statusCode).toBe(400);
    expect((await get(`/course/api/search/record?keyword=${encodeURIComponent('\u0001')}`, a)).statusCode).toBe(400);
  });

  it('answers a classify type it does not know and a page past the end with an empty page', async () => {
    expect((await results('肺癌', '&type=77')).list).toEqual([]);
    const far = await results('肺癌', '&page=1000');
    expect(far.list).toEqual([]);
    expect(far.total).toBeGreaterThan(0);
    expect(
      (
        await t.database.db
          .select()
          .from(searchDocuments)
          .where(inArray(searchDocuments.sourceId, [ids.pd1]))
      ).length,
    ).toBeGreaterThan(0);
  });

  describe('a common term (more matches than the exact-count threshold)', () => {
    // 'zqxcommon' is in every generated row's body, in one title of ten; published days repeat (ties).
    const TERM = 'zqxcommon';
    const TSQUERY = `'${TERM}'`;
    const COMMON_KINDS = ['course', 'video', 'short_video', 'article', 'live'] as const;
    const SECTIONS = { courses: ['course'], lives: ['live'], articles: ['article'], videos: ['video', 'short_video'] } as const;
    const ORDER_SQL: Record<SearchOrderValue, string> = {
      1: `(title_tsv @@ '${TERM}'::tsquery) DESC, published_at DESC, popularity DESC, id DESC`,
      2: 'published_at DESC, id DESC',
      3: 'popularity DESC, published_at DESC, id DESC',
    };
    /** The full sort over every match: what ranking looked like before the common-term path. */
    const reference = async (order: SearchOrderValue, kinds: readonly string[] | undefined, limit: number) => {
      const kindFilter = kinds
        ? sql` AND kind IN (${sql.join(
            kinds.map((kind) => sql`${kind}`),
            sql`, `,
          )})`
        : sql``;
      const result = (await t.database.db.execute(
        sql`SELECT source_id FROM search_documents WHERE tsv @@ ${TSQUERY}::tsquery${kindFilter} ORDER BY ${sql.raw(ORDER_SQL[order])} LIMIT ${limit}`,
      )) as unknown as { rows: Array<{ source_id: number }> };
      return result.rows.map((row) => Number(row.source_id));
    };

    beforeAll(async () => {
      const rand = createPrng(11);
      // Whole days from one instant: many items share a published_at, so ties (and window edges) happen;
      // every live shares one, so which of them a bounded read of the newest rows meets is arbitrary.
      const today = Date.now();
      const rows = [];
      for (let i = 1; i <= COMMON_MATCHES + 300; i++) {
        const kind = rand.pick(COMMON_KINDS);
        const vectors = documentVectors(rand.chance(0.1) ? `${TERM} item ${i}` : `item ${i}`, `${TERM} body`);
        rows.push(sql`(${'testcommon'}, ${i}, ${kind}, ${kind === 'live' ? 4 : 1}, ${''}, ${`item ${i}`}, ${''}, ${vectors.tsv}, ${vectors.titleTsv},
          ${rand.int(0, 50)}, ${new Date(today - (kind === 'live' ? 1 : rand.int(0, 20)) * DAY).toISOString()}::timestamptz)`);
      }
      // The one match of its kind, stored last: the probe of the first matches does not meet it.
      const rare = documentVectors('rare item', TERM);
      rows.push(sql`(${'testcommon'}, ${999_999}, ${'medical_column'}, ${30}, ${''}, ${'rare item'}, ${''}, ${rare.tsv}, ${rare.titleTsv}, ${0}, now())`);
      for (let i = 0; i < rows.length; i += 500) {
        await t.database.db
          .execute(sql`INSERT INTO search_documents (source, source_id, kind, origin_type, channel, title, summary, tsv, title_tsv, popularity, published_at)
          VALUES ${sql.join(rows.slice(i, i + 500), sql`, `)}`);
      }
    });
    afterAll(async () => {
      await t?.database.db.delete(searchDocuments).where(eq(searchDocuments.source, 'testcommon'));
    });

    it('pages 1–3 hold the best-ranked items, each once, in every order and classify tab', async () => {
      for (const order of [1, 2, 3] as const) {
        for (const kinds of [undefined, ['article'], ['video', 'short_video']] as const) {
          const pages = [];
          const matching = (await reference(order, kinds, 100_000)).length;
          for (let page = 0; page < 3; page++) {
            const found = await searchPage(t.database.db, { tsquery: TSQUERY, ...(kinds ? { kinds } : {}) }, { order, limit: 10, offset: page * 10 });
            expect(found.refs).toHaveLength(10);
            // More pages follow: the total stays beyond what was loaded; exact up to the threshold, past it a lower bound.
            expect(found.total).toBeGreaterThan((page + 1) * 10);
            if (matching <= COMMON_MATCHES) expect(found.total).toBe(matching);
            else expect(found.total).toBeGreaterThan(COMMON_MATCHES);
            expect(found.total).toBeLessThanOrEqual(matching);
            pages.push(...found.refs.map((ref) => ref.originId));
          }
          expect(new Set(pages).size, `order ${order} ${kinds}`).toBe(30);
          expect(pages, `order ${order} ${kinds}`).toEqual(await reference(order, kinds, 30));
        }
      }
      // Comprehensive: title hits come first.
      const first = await searchPage(t.database.db, { tsquery: TSQUERY }, { order: 1, limit: 10, offset: 0 });
      const titled = (
        await t.database.db
          .select({ sourceId: searchDocuments.sourceId, title: searchDocuments.title })
          .from(searchDocuments)
          .where(and(eq(searchDocuments.source, 'testcommon'), sql`title_tsv @@ ${TSQUERY}::tsquery`))
      ).map((row) => row.sourceId);
      expect(first.refs.every((ref) => titled.includes(ref.originId))).toBe(true);
    });

    it('the results screen shows the best 4 of each section; tabs include a kind with a single match', async () => {
      for (const order of [1, 2, 3] as const) {
        const found = await searchSections(t.database.db, { tsquery: TSQUERY }, { order, size: 4, sections: SECTIONS });
        for (const [name, kinds] of Object.entries(SECTIONS)) {
          expect(
            (found.sections.get(name) ?? []).map((ref) => ref.originId),
            `${order} ${name}`,
          ).toEqual(await reference(order, kinds, 4));
        }
        expect([...found.counts.values()].reduce((sum, n) => sum + n, 0)).toBeGreaterThan(COMMON_MATCHES);
      }
      const counts = await countByKind(t.database.db, { tsquery: TSQUERY });
      expect(counts.get('medical_column')).toBeGreaterThan(0);
      expect(counts.has('download')).toBe(false);
    });

    it('a common one-lexeme term costs at most 4 statements: the counts, the kind sizes, the walks, one bitmap scan', async () => {
      for (const order of [1, 2, 3] as const) {
        let statements = 0;
        const stop = observeStatements(() => statements++);
        await searchSections(t.database.db, { tsquery: TSQUERY }, { order, size: 4, sections: SECTIONS }).finally(stop);
        expect(statements, `order ${order}`).toBeGreaterThanOrEqual(3);
        expect(statements, `order ${order}`).toBeLessThanOrEqual(4);
      }
    });

    it('a common term of two lexemes costs at most 3 statements: the bounds with the kind sizes, the walks, one bitmap scan', async () => {
      // Every generated row's body holds both words, so their bounds say "common" and no probe runs.
      const twoWords = `'${TERM}' & 'body'`;
      for (const order of [1, 2, 3] as const) {
        let statements = 0;
        const stop = observeStatements(() => statements++);
        const found = await searchSections(t.database.db, { tsquery: twoWords }, { order, size: 4, sections: SECTIONS }).finally(stop);
        expect(statements, `order ${order}`).toBeGreaterThanOrEqual(2);
        expect(statements, `order ${order}`).toBeLessThanOrEqual(3);
        // The same rows as the one-word search (the rare row lacks 'body' but is in no section here); the
        // comprehensive order differs, as no title holds both words.
        if (order !== 1)
          for (const [name, kinds] of Object.entries(SECTIONS)) {
            expect(
              (found.sections.get(name) ?? []).map((ref) => ref.originId),
              `${order} ${name}`,
            ).toEqual(await reference(order, kinds, 4));
          }
      }
    });

    it('a kind whose newest items lack the term still ranks exactly, in every order', async () => {
      // 300 newer cases without the term and 3 older ones with it (one a title hit): every walk of the
      // case kind ends its window before 4 hits, so the bitmap scan after it must find the 3.
      const rows = [];
      for (let i = 1; i <= 303; i++) {
        const hasTerm = i > 300;
        const vectors = documentVectors(i === 303 ? `${TERM} case ${i}` : `case ${i}`, hasTerm ? `${TERM} body` : 'other body');
        rows.push(sql`(${'testrare'}, ${i}, ${'case'}, ${6}, ${''}, ${`case ${i}`}, ${''}, ${vectors.tsv}, ${vectors.titleTsv},
          ${i % 7}, ${new Date(Date.now() - (hasTerm ? 40 + i : i % 20) * DAY).toISOString()}::timestamptz)`);
      }
      await t.database.db
        .execute(sql`INSERT INTO search_documents (source, source_id, kind, origin_type, channel, title, summary, tsv, title_tsv, popularity, published_at)
        VALUES ${sql.join(rows, sql`, `)}`);
      try {
        const counts = await countByKind(t.database.db, { tsquery: TSQUERY });
        const shares = await kindShares(t.database.db, counts, TERM);
        for (const order of [1, 2, 3] as const) {
          // The common-term path itself (a search for the term as a whole takes it; this kind alone would not).
          const best = await bestPerKind(t.database.db, { tsquery: TSQUERY }, order, 4, ['case']);
          expect(
            (best.get('case') ?? []).map((ref) => ref.originId),
            `order ${order}`,
          ).toEqual(await reference(order, ['case'], 4));
          expect(best.get('case')).toHaveLength(3);
          // With the counts, one statement: the walks read every case (fewer rows than the term's matches,
          // which a bitmap scan would read whatever their kind), so they are exact and nothing follows them.
          let statements = 0;
          const stop = observeStatements(() => statements++);
          const sized = await bestPerKind(t.database.db, { tsquery: TSQUERY }, order, 4, ['case'], shares).finally(stop);
          expect(
            (sized.get('case') ?? []).map((ref) => ref.originId),
            `order ${order}, sized`,
          ).toEqual(await reference(order, ['case'], 4));
          expect(statements, `order ${order}`).toBe(1);
        }
      } finally {
        await t.database.db.delete(searchDocuments).where(eq(searchDocuments.source, 'testrare'));
      }
    });

    it('reads body-only matches of a kind only when its title hits cannot fill the list', async () => {
      const courseTitleHits = (await t.database.db.execute(
        sql`SELECT count(*) AS n FROM search_documents WHERE source = 'testcommon' AND kind = 'course' AND title_tsv @@ ${TSQUERY}::tsquery`,
      )) as unknown as { rows: Array<{ n: number }> };
      const titled = Number(courseTitleHits.rows[0].n);
      const walksOf = (n: number) => [0, 1].map((tier) => ({ kind: 'course' as const, tier, window: windowRows(1, tier, n) }));
      // 4 title hits fill the best 4: the body-only walk is skipped.
      const few = await walked(t.database.db, { tsquery: TSQUERY }, 1, 4, walksOf(4));
      // A walk reads one row past its n (the next hit), so it may hold 5.
      expect(few.filter((row) => Number(row.tier) === 0 && row.hit).length).toBeGreaterThanOrEqual(4);
      expect(few.filter((row) => Number(row.tier) === 1)).toEqual([]);
      // More than there are title hits: the body-only hits after them are walked too.
      const many = await walked(t.database.db, { tsquery: TSQUERY }, 1, titled + 5, walksOf(titled + 5));
      expect(many.filter((row) => Number(row.tier) === 1 && row.hit).length).toBeGreaterThan(0);
    });

    it('tab counts of a one-lexeme term are exact past the threshold, from the per-lexeme counts, and follow writes', async () => {
      const exact = async () => {
        const result = (await t.database.db.execute(
          sql`SELECT kind, count(*) AS n FROM search_documents WHERE tsv @@ ${TSQUERY}::tsquery GROUP BY kind`,
        )) as unknown as { rows: Array<{ kind: string; n: number }> };
        return Object.fromEntries(result.rows.map((row) => [row.kind, Number(row.n)]));
      };
      const before = await exact();
      expect(Object.fromEntries(await countByKind(t.database.db, { tsquery: TSQUERY }))).toEqual(before);
      const sections = await searchSections(t.database.db, { tsquery: TSQUERY }, { order: 1, size: 4, sections: SECTIONS });
      expect(Object.fromEntries(sections.counts)).toEqual(before);
      const page = await searchPage(t.database.db, { tsquery: TSQUERY, kinds: ['article'] }, { order: 1, limit: 10, offset: 0 });
      expect(page.total).toBe(before.article);
      // A changed item leaves the count of its old kind and text, a deleted one leaves it too.
      const [moved] = await t.database.db
        .update(searchDocuments)
        .set({ kind: 'topic', tsv: sql`to_tsvector('simple', 'other')` })
        .where(and(eq(searchDocuments.source, 'testcommon'), eq(searchDocuments.sourceId, 1)))
        .returning({ kind: searchDocuments.kind });
      await t.database.db.delete(searchDocuments).where(and(eq(searchDocuments.source, 'testcommon'), eq(searchDocuments.sourceId, 2)));
      const after = await exact();
      expect(Object.values(after).reduce((sum, n) => sum + n, 0)).toBe(Object.values(before).reduce((sum, n) => sum + n, 0) - 2);
      expect(moved.kind).toBe('topic');
      expect(Object.fromEntries(await countByKind(t.database.db, { tsquery: TSQUERY }))).toEqual(after);
    });

    it('kind sizes and title counts, which size the walks, follow inserts, changes and deletes', async () => {
      const recount = async () => {
        const result = (await t.database.db.execute(
          sql`SELECT kind, count(*) AS size, count(*) FILTER (WHERE title_tsv @@ ${TSQUERY}::tsquery) AS titles FROM search_documents GROUP BY kind`,
        )) as unknown as { rows: Array<{ kind: string; size: number; titles: number }> };
        return Object.fromEntries(result.rows.map((row) => [row.kind, [Number(row.size), Number(row.titles)]]));
      };
      const kept = async () =>
        Object.fromEntries(
          (await kindSizeRows(t.database.db, TERM)).filter((row) => Number(row.size) > 0).map((row) => [row.kind, [Number(row.size), Number(row.titles)]]),
        );
      expect(await kept()).toEqual(await recount());
      const inserted = documentVectors(`${TERM} new title`, `${TERM} body`);
      await t.database.db.insert(searchDocuments).values({
        source: 'testsizes',
        sourceId: 1,
        kind: 'download',
        originType: 9,
        channel: '',
        title: 'new title',
        summary: '',
        tsv: inserted.tsv,
        titleTsv: inserted.titleTsv,
        popularity: 0,
        publishedAt: new Date(),
      });
      // A title that loses the term, and an item that moves to another kind.
      const untitled = documentVectors('plain title', `${TERM} body`);
      await t.database.db
        .update(searchDocuments)
        .set({ titleTsv: untitled.titleTsv, tsv: untitled.tsv })
        .where(
          and(
            eq(searchDocuments.source, 'testcommon'),
            sql`title_tsv @@ ${TSQUERY}::tsquery`,
            eq(searchDocuments.sourceId, sql`(SELECT min(source_id) FROM search_documents WHERE source = 'testcommon' AND title_tsv @@ ${TSQUERY}::tsquery)`),
          ),
        );
      await t.database.db
        .update(searchDocuments)
        .set({ kind: 'topic' })
        .where(and(eq(searchDocuments.source, 'testcommon'), eq(searchDocuments.sourceId, 3)));
      await t.database.db.delete(searchDocuments).where(and(eq(searchDocuments.source, 'testcommon'), eq(searchDocuments.sourceId, 4)));
      try {
        expect(await kept()).toEqual(await recount());
      } finally {
        await t.database.db.delete(searchDocuments).where(eq(searchDocuments.source, 'testsizes'));
      }
      expect(await kept()).toEqual(await recount());
    });

    it('the last page is exact: the page past the end is empty and the total is the real count', async () => {
      const all = await reference(2, ['course'], 100_000);
      const lastPage = Math.ceil(all.length / 100);
      const last = await searchPage(t.database.db, { tsquery: TSQUERY, kinds: ['course'] }, { order: 2, limit: 100, offset: (lastPage - 1) * 100 });
      expect(last.refs.map((ref) => ref.originId)).toEqual(all.slice((lastPage - 1) * 100));
      const past = await searchPage(t.database.db, { tsquery: TSQUERY, kinds: ['course'] }, { order: 2, limit: 100, offset: lastPage * 100 });
      expect(past.refs).toEqual([]);
      expect(past.total).toBe(all.length);
    });
  });

  it('view counts reach the popularity order when the refresh job runs, without a reindex', async () => {
    const db = t.database.db;
    const popular = async () => (await results('奥希替尼', '&order=3')).list.map((i) => i.id);
    expect((await popular())[0]).toBe(ids.lungPopular);
    await db.update(articles).set({ viewCount: 50_000 }).where(eq(articles.id, ids.lungBody));
    // Not yet: the index keeps the popularity of the last (re)index until the job runs.
    expect((await popular())[0]).toBe(ids.lungPopular);
    const job = createSearchPopularityJob(db, { lock: createJobLock(t.database) });
    expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await popular()).toEqual([ids.lungBody, ids.lungPopular, ids.lungTitle]);
    // Only rows whose counters changed are written: a second pass changes nothing.
    expect(await job.runOnce()).toBe(0);
  });
});
