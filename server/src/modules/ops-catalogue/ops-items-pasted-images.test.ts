import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItem } from '../../../../contract/generated/schema-types';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { testConfig } from '../../testing/test-app';
import { openTestDatabase, testDatabases } from '../../testing/test-database';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';

// An editor pastes a WeChat article: its picture (on an allow-listed host) is brought into the media
// library and the body points at the copy; a picture on a host that is not allowed keeps its address
// (the app shows it through the image proxy, which refuses it too), and nothing else is fetched.

const WECHAT_HOST = 'mmbiz.wechat.test';

describe.each(testDatabases())('pasted pictures on %s', (kind) => {
  let database: Database;
  let imageServer: Server;
  let t: OpsTestApp;
  const fetched: string[] = [];

  beforeAll(async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    imageServer = createServer((request, response) => {
      fetched.push(request.url ?? '');
      if (request.url === '/mmbiz_jpg/ward-round.jpg') response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve));
    const { port } = imageServer.address() as AddressInfo;
    database = await openTestDatabase(kind);
    const app = await buildApp({
      database,
      config: testConfig({ IMAGE_PROXY_HOSTS: [`${WECHAT_HOST}:${port}`] }),
      logger: false,
      // The allow-listed name answers with the local image server; everything else as in production.
      imageProxyTestHooks: { resolve: async () => [{ address: '127.0.0.1', family: 4 }], isAllowedAddress: () => true },
    });
    t = withOpsHelpers({ app, database, close: async () => undefined });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.close();
    await new Promise((resolve) => imageServer?.close(resolve));
  });

  it('brings an allow-listed picture into the library and keeps any other picture as it was', async () => {
    const editor = await t.signInAs('paste-editor', 'editor');
    const { port } = imageServer.address() as AddressInfo;
    const pasted = `<p>查房记录</p><p><img src="http://${WECHAT_HOST}:${port}/mmbiz_jpg/ward-round.jpg" alt="查房"></p><p><img src="https://elsewhere.test/a.png"></p>`;
    const response = await t.ops('POST', '/items/article', editor, { fields: { title: '病房查房随记', content: pasted } });
    expect(response.statusCode, response.body).toBe(200);
    const content = (response.json().data as OpsItem).fields.content as string;
    const library = /<img src="(\/media\/[^"]+)" alt="查房"/.exec(content);
    expect(library, content).not.toBeNull();
    expect(content).toContain('https://elsewhere.test/a.png');
    expect(fetched).toEqual(['/mmbiz_jpg/ward-round.jpg']);
    const media = await t.ops('GET', '/media?q=ward-round', editor);
    expect(media.json().data.list).toHaveLength(1);
    expect(media.json().data.list[0]).toMatchObject({ kind: 'image', width: 800, height: 600, uploader: 'paste-editor' });
    // The copy is served.
    expect((await t.app.inject(library![1])).statusCode).toBe(200);
  });
});
