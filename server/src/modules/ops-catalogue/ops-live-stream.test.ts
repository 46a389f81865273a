import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsItem, OpsLiveStream } from '../../../../contract/generated/schema-types';
import { loadConfig } from '../../config/config';
import { opsAuditLog } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { openTestApp } from '../../testing/test-app';
import { testDatabases } from '../../testing/test-database';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';

type Cookie = { cookie: string };

const aliyun = loadConfig({
  LIVE_STREAM_PROVIDER: 'aliyun',
  ALIYUN_LIVE_PUSH_DOMAIN: 'push.example.com',
  ALIYUN_LIVE_PUSH_AUTH_KEY: 'PushKey123456',
  ALIYUN_LIVE_PLAY_DOMAIN: 'play.example.com',
  ALIYUN_LIVE_PLAY_AUTH_KEY: 'PlayKey654321',
}).liveStream;

// Ends 2030-03-01T13:00:00Z = 1898600400: addresses are signed until the end, so the hashes are fixed.
const onAir = { title: '推流测试直播', start_at: '2030-03-01T11:00:00.000Z', end_at: '2030-03-01T13:00:00.000Z', live_status: 1, stream_name: 'live-abc123' };
// md5("/live/live-abc123-1898600400-0-0-PushKey123456") and md5("/live/live-abc123.m3u8-1898600400-0-0-PlayKey654321").
const PUSH = 'rtmp://push.example.com/live/live-abc123?auth_key=1898600400-0-0-727f2764e28d965be41e74a58dbea957';
const PLAY = 'https://play.example.com/live/live-abc123.m3u8?auth_key=1898600400-0-0-7d5d7892bcb6c5167decf2b83fc1a87b';

describe.each(testDatabases())('a live’s stream addresses on %s', (kind) => {
  let t: OpsTestApp;
  let editor: Cookie;
  let publisher: Cookie;
  let doctor: SignedIn;
  let liveId = 0;

  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, who: Cookie | null, payload?: unknown, status = 200): Promise<T> => {
    const response = await t.ops(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json().data as T;
  };
  const streamAudits = async (id: number) =>
    (await t.database.db.select().from(opsAuditLog).where(eq(opsAuditLog.action, 'item.stream'))).filter((row) => row.target.startsWith(`live:${id} `));

  beforeAll(async () => {
    t = withOpsHelpers(await openTestApp(kind, { config: { liveStream: aliyun } }));
    editor = await t.signInAs('stream-editor', 'editor');
    publisher = await t.signInAs('stream-publisher', 'publisher');
    doctor = await signIn(t.database, '13800000003');
    liveId = (await call<OpsItem>('POST', '/items/live', editor, { fields: onAir })).id;
    await call('POST', `/items/live/${liveId}/publish`, publisher);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a publisher the signed push and play addresses and writes the look to the audit log', async () => {
    const answer = await call<OpsLiveStream>('POST', `/items/live/${liveId}/stream`, publisher);
    expect(answer).toEqual({ provider: 'aliyun', stream_name: 'live-abc123', push_url: PUSH, play_url: PLAY });
    const audits = await streamAudits(liveId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      operatorName: 'stream-publisher',
      target: `live:${liveId} 推流测试直播`,
      detail: { stream: 'live-abc123', provider: 'aliyun' },
    });
  });

  it('refuses editors and anyone not signed in, and never puts the push address in an item or a list', async () => {
    const before = (await streamAudits(liveId)).length;
    const refused = await t.ops('POST', `/items/live/${liveId}/stream`, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('只有发布者可以查看推流地址');
    expect(refused.body).not.toContain('rtmp://');
    const anonymous = await t.ops('POST', `/items/live/${liveId}/stream`, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('rtmp://');
    expect((await streamAudits(liveId)).length).toBe(before);
    for (const url of [`/items/live/${liveId}`, '/items/live', `/items/live/${liveId}/versions`]) {
      const body = (await t.ops('GET', url, publisher)).body;
      expect(body).not.toContain('rtmp://');
      expect(body).not.toContain('auth_key');
    }
    expect((await t.ops('POST', '/items/live/999999/stream', publisher)).statusCode).toBe(404);
  });

  it("plays the provider's signed address in the doctor's live room while on air", async () => {
    const detail = await t.app.inject({ url: `/live/api/live/detail/${liveId}`, headers: doctor.headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.live.play).toEqual({ kind: 'live', hls_url: PLAY });
    expect(detail.body).not.toContain('rtmp://');
  });

  it('says when the editor’s stream name is not published yet: doctors still play the old stream', async () => {
    const created = await call<OpsItem>('POST', '/items/live', editor, { fields: { ...onAir, title: '未命名流直播', stream_name: '' } });
    const draft = await call<OpsLiveStream>('POST', `/items/live/${created.id}/stream`, publisher);
    expect(draft).toMatchObject({ stream_name: `wb-${created.id}` });
    await call('POST', `/items/live/${created.id}/publish`, publisher);
    const published = await call<OpsLiveStream>('POST', `/items/live/${created.id}/stream`, publisher);
    // Publishing names a stream left empty; its addresses are the ones the draft already showed.
    expect(published).toMatchObject({ stream_name: `wb-${created.id}`, push_url: expect.stringContaining(`/live/wb-${created.id}?auth_key=`) });
    expect(published.notice).toBeUndefined();
    await call('PUT', `/items/live/${created.id}`, editor, { fields: { ...created.fields, stream_name: 'live-new001' } });
    const drafted = await call<OpsLiveStream>('POST', `/items/live/${created.id}/stream`, publisher);
    expect(drafted).toMatchObject({
      stream_name: 'live-new001',
      push_url: expect.stringContaining('/live/live-new001?auth_key='),
      notice: `直播流名称的修改尚未发布：发布前，医生看到的仍是直播流「wb-${created.id}」。`,
    });
    const rows = await t.database.db
      .select()
      .from(opsAuditLog)
      .where(and(eq(opsAuditLog.action, 'item.stream'), eq(opsAuditLog.target, `live:${created.id} 未命名流直播`)));
    expect(rows).toHaveLength(3);
  });
});
