import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MedicalColumn, MedicalColumnIndex, TextPage } from '../../../../contract/generated/schema-types';
import { medicalColumns, textPages } from '../../db/schema/index';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { loadMedicalColumnIndex } from './medical-columns.service';

describe.each(testDatabases())('medical columns and text pages on %s', (kind) => {
  let t: TestApp;
  const get = (url: string) => t.app.inject(url);
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('getMedicalColumnIndex', () => {
    it('groups every column by letter, A to Z, with counts; a visitor follows nothing', async () => {
      const response = await get('/course/api/medicalColumn');
      expectEndpointData('getMedicalColumnIndex', response.json());
      const index = response.json().data as MedicalColumnIndex;
      expect(index.subscribes).toEqual([]);
      const letters = index.list.map((g) => g.py);
      expect(letters).toEqual([...letters].sort());
      expect(letters[0]).toBe('A');
      expect(letters).toContain('Z');
      expect(new Set(letters).size).toBe(letters.length);
      expect(index.list.flatMap((g) => g.list)).toHaveLength(30);
      for (const group of index.list) expect(group.list.every((c) => c.py === group.py)).toBe(true);
      expect(index.list[0].list[0]).toMatchObject({ id: 601, title: '安心心血管', is_subscribe: 0, showRedPoint: false });
      expect(index.list[0].list[0].current_count).toBeGreaterThan(0);
    });

    it('lists a viewer’s follows with the red dot for columns updated since their last visit', async () => {
      const index = await loadMedicalColumnIndex(t.database.db, 1);
      expect(index.subscribes.length).toBe(4);
      expect(index.subscribes.every((c) => c.is_subscribe === 1)).toBe(true);
      const followedIds = new Set(index.subscribes.map((c) => c.id));
      const inGroups = index.list.flatMap((g) => g.list).filter((c) => followedIds.has(c.id));
      expect(inGroups.every((c) => c.is_subscribe === 1)).toBe(true);
      // Content added now is newer than any last visit: the dot shows; a visit after it hides it.
      const target = index.subscribes[0].id;
      await t.database.db.update(medicalColumns).set({ lastContentAt: new Date() }).where(eq(medicalColumns.id, target));
      const after = await loadMedicalColumnIndex(t.database.db, 1);
      expect(after.subscribes.find((c) => c.id === target)?.showRedPoint).toBe(true);
      await t.database.db
        .update(medicalColumns)
        .set({ lastContentAt: new Date(0) })
        .where(eq(medicalColumns.id, target));
      const seen = await loadMedicalColumnIndex(t.database.db, 1);
      expect(seen.subscribes.find((c) => c.id === target)?.showRedPoint).toBe(false);
    });

    it('ignores unknown parameters, and answers a NUL character with a clear 400 (never a server error)', async () => {
      const response = await get('/course/api/medicalColumn?page=x&py=A');
      expect(response.statusCode).toBe(200);
      expectEndpointData('getMedicalColumnIndex', response.json());
      const nul = await get('/course/api/medicalColumn?py=%00');
      expect(nul.statusCode).toBe(400);
      expect(nul.json().message).toBe('参数错误: 含有不允许的字符');
    });
  });

  describe('getMedicalColumn', () => {
    it('answers one column with content, follower and reader counts', async () => {
      const response = await get('/course/api/medicalColumn/601');
      expectEndpointData('getMedicalColumn', response.json());
      const column = response.json().data as MedicalColumn;
      expect(column).toMatchObject({ id: 601, title: '安心心血管', py: 'A', is_subscribe: 0 });
      expect(column.current_count).toBeGreaterThan(0);
      expect(column.subscribe_count).toBeGreaterThan(0);
      expect(column.view_count).toBeGreaterThan(0);
      expect(column.desc.length).toBeGreaterThan(0);
    });

    it('refuses unknown ids and bad input', async () => {
      expectRefusal(await get('/course/api/medicalColumn/999999'), 404, '专栏不存在');
      expectRefusal(await get('/course/api/medicalColumn/abc'), 400, /id/);
      expectRefusal(await get('/course/api/medicalColumn/-1'), 400, /id/);
      expectRefusal(await get('/course/api/medicalColumn/1e30'), 400, /id/);
    });
  });

  describe('getTextPage', () => {
    it('answers image-text 33 with its title, content, picture and share description', async () => {
      const response = await get('/course/api/position/33');
      expectEndpointData('getTextPage', response.json());
      const page = response.json().data as TextPage;
      expect(page).toMatchObject({ id: 33, title: '医学工具箱', share_desc: '更快更准确的找到你需要的那一篇' });
      expect(page.content).toMatch(/^<p>/);
      // The share card's thumbnail: the page's own picture, served by the app.
      expect((await get(page.cover_img!)).statusCode).toBe(200);
    });

    it('sanitises the content on read', async () => {
      await t.database.db.update(textPages).set({ content: '<p>说明</p><script>alert(1)</script><a href="javascript:x">链接</a>' }).where(eq(textPages.id, 1));
      expect(((await get('/course/api/position/1')).json().data as TextPage).content).toBe('<p>说明</p><a>链接</a>');
    });

    it('refuses unknown ids and bad input', async () => {
      expectRefusal(await get('/course/api/position/999999'), 404, '内容不存在');
      expectRefusal(await get('/course/api/position/abc'), 400, /id/);
      expectRefusal(await get('/course/api/position/4294967296'), 400, /id/);
    });
  });
});
