import { expect } from 'vitest';
import type { TestDatabaseKind } from '../../testing/test-database';
import { openOpsApp, type OpsTestApp } from '../ops/ops-test-kit';

type Cookie = { cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A back-office test's app: an editor and a publisher signed in, and the calls its tests make. */
export interface ItemsTestApp {
  t: OpsTestApp;
  editor: Cookie;
  publisher: Cookie;
  /** A console call that must answer `status`; its data. */
  call<T>(method: Method, url: string, who: Cookie, payload?: unknown, status?: number): Promise<T>;
  /** The titles the app's search lists for `keyword`. */
  searchTitles(keyword: string): Promise<string[]>;
  /** Every title a paged app list shows, page by page (`url` without its page). */
  pagedTitles(url: string): Promise<string[]>;
}

export async function openItemsApp(kind: TestDatabaseKind, operators: string): Promise<ItemsTestApp> {
  const t = await openOpsApp(kind);
  const editor = await t.signInAs(`${operators}-editor`, 'editor');
  const publisher = await t.signInAs(`${operators}-publisher`, 'publisher');
  const app = (url: string) => t.app.inject(url);
  return {
    t,
    editor,
    publisher,
    async call<T>(method: Method, url: string, who: Cookie, payload?: unknown, status = 200): Promise<T> {
      const response = await t.ops(method, url, who, payload);
      expect(response.statusCode, response.body).toBe(status);
      return response.json().data as T;
    },
    async searchTitles(keyword) {
      const response = await app(`/course/api/search/results?keyword=${encodeURIComponent(keyword)}&page_size=50`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.list as Array<{ title: string }>).map((item) => item.title);
    },
    async pagedTitles(url) {
      const titles: string[] = [];
      const joiner = url.includes('?') ? '&' : '?';
      for (let page = 1; page < 50; page++) {
        const data = (await app(`${url}${joiner}page=${page}`)).json().data as { list: Array<{ title: string }> };
        if (data.list.length === 0) break;
        titles.push(...data.list.map((item) => item.title));
      }
      return titles;
    },
  };
}
