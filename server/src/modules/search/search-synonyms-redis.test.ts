import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PagedContent } from '../../../../contract/generated/schema-types';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { articles } from '../../db/schema/index';
import { RedisCacheBus, type CacheBus } from '../../providers/cache-bus';
import { testConfig } from '../../testing/test-app';
import { openTestDatabase, testDatabases } from '../../testing/test-database';
import { testRedisUrl } from '../../testing/test-limiters';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { reindexItems } from './search-index';

const redisUrl = testRedisUrl();

/** Two API processes on one database, their cache buses on one Redis: a group added through A widens B's next search. */
describe.skipIf(!redisUrl).each(testDatabases())('search synonyms across two app instances sharing Redis on %s', (kind) => {
  let database: Database;
  let a: OpsTestApp;
  let b: FastifyInstance;
  const buses: CacheBus[] = [];
  let articleId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // A prefix of our own: other tests on the same Redis never hear our messages.
    const prefix = `byh-test:synonyms:${randomBytes(6).toString('hex')}:`;
    for (let i = 0; i < 2; i += 1) buses.push(RedisCacheBus.fromUrl(redisUrl!, { prefix }));
    // B keeps its answers for a minute, as in production: the change must drop them too.
    const build = (bus: CacheBus, searchCacheMs: number) => buildApp({ database, config: testConfig({ searchCacheMs }), logger: false, cacheBus: bus });
    const first = await build(buses[0], 0);
    a = withOpsHelpers({ app: first, database, close: async () => first.close() });
    b = await build(buses[1], 60_000);
    await vi.waitFor(() => expect(buses.every((bus) => bus.listening)).toBe(true), { timeout: 5000 });
    const [row] = await database.db
      .insert(articles)
      .values({ type: 1, title: '脓毒症休克的液体复苏策略', publishedAt: new Date() })
      .returning({ id: articles.id });
    articleId = row.id;
    await reindexItems(database.db, 'article', [articleId]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const bus of buses) await bus.close();
    await database?.close();
  });

  const searchOnB = async (keyword: string) => {
    const response = await b.inject({ url: `/course/api/search/results?keyword=${encodeURIComponent(keyword)}&pageSize=50` });
    return (response.json().data as PagedContent).list.map((item) => item.id);
  };

  it('B answers from the new list once A adds a group, and from the old one once A removes it', async () => {
    expect(await searchOnB('感染性休克')).not.toContain(articleId);
    const editor = await a.signInAs('synonyms-editor', 'editor');
    const added = await a.ops('POST', '/search/synonyms', editor, { names: ['脓毒症休克', '感染性休克'] });
    expect(added.statusCode, added.body).toBe(200);
    await vi.waitFor(async () => expect(await searchOnB('感染性休克')).toContain(articleId), { timeout: 5000 });
    await a.ops('DELETE', `/search/synonyms/${added.json().data.id as number}`, editor);
    await vi.waitFor(async () => expect(await searchOnB('感染性休克')).not.toContain(articleId), { timeout: 5000 });
  });
});
