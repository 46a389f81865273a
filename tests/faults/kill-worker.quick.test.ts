// kill -9 of the media worker in the middle of a transcode, with the production layout: an API process
// that only enqueues (MEDIA_WORKER=separate) and `npm run worker` processes (server/src/worker.ts), on a
// PostgreSQL database of their own and one DATA_DIR. After the kill a new worker starts: the job is handed
// to it (the killed one's heartbeats stopped), it finishes once, and the video becomes 可用 with both
// renditions. Runs in CI (`npm test`, vitest project faults; needs TEST_DATABASE_URL).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/src/db/database';
import { mediaAssets } from '../../server/src/db/schema/index';
import { saveOperator } from '../../server/src/modules/ops-operators/ops-operators.service';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgres-admin';
import { apiEnv, ROOT, startApi, until, watchProcess, type ApiProcess, type WatchedProcess } from './support';

const serverUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'worker-fault-password';

describe.skipIf(!serverUrl)('kill -9 the media worker during a transcode (PostgreSQL)', () => {
  const name = `boyihui_test_worker_${randomBytes(4).toString('hex')}`;
  const work = mkdtempSync(join(tmpdir(), 'byh-faults-worker-'));
  let env: NodeJS.ProcessEnv;
  let database: Database;
  let api: ApiProcess;
  const workers: WatchedProcess[] = [];

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/worker.ts'], {
      cwd: ROOT,
      env: { ...env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const watched = watchProcess(child);
    workers.push(watched);
    return watched;
  };

  beforeAll(async () => {
    await createDatabase(serverUrl!, name);
    env = apiEnv({ DATABASE_URL: databaseUrl(serverUrl!, name), DATA_DIR: join(work, 'data'), SEED_DEMO: '0', MEDIA_WORKER: 'separate' });
    api = await startApi(env);
    database = await openDatabase({ url: databaseUrl(serverUrl!, name) });
    await saveOperator(database.db, { name: 'worker-fault', password: PASSWORD, role: 'editor', update: true });
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled([api?.stop(), ...workers.map((worker) => worker.kill9())]);
    await database?.close();
    await dropDatabase(serverUrl!, name);
    rmSync(work, { recursive: true, force: true });
  });

  it('hands the job to the next worker, which finishes it once', async () => {
    const signIn = await fetch(`${api.url}/ops/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'worker-fault', password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];

    // Long enough that the kill lands mid-way (a few seconds of transcoding): 24 s of 720p with sound.
    const clip = join(work, 'lecture.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=330'],
      ...['-t', '24', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
    ]);
    const bytes = readFileSync(clip);
    const tus = { 'tus-resumable': '1.0.0', cookie };
    const created = await fetch(`${api.url}/ops/api/media/uploads`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${Buffer.from('年度指南解读.mp4').toString('base64')}` },
    });
    expect(created.status).toBe(201);
    const finished = await fetch(new URL(created.headers.get('location')!, api.url), {
      method: 'PATCH',
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(bytes),
    });
    expect(finished.status).toBe(200);
    const { data } = (await finished.json()) as { data: { id: number; status: string } };
    expect(data.status).toBe('queued');

    const row = async () => (await database.db.select().from(mediaAssets).where(eq(mediaAssets.id, data.id)))[0];
    const first = startWorker();
    await until(async () => (await row()).status === 'processing' && ((await row()).progress ?? 0) >= 5, { timeoutMs: 60_000, what: 'transcode under way' });
    await first.kill9();
    expect((await row()).status).not.toBe('ready');

    const second = startWorker();
    await until(async () => (await row()).status === 'ready', { timeoutMs: 120_000, what: 'video ready after the restart' }).catch((error: Error) => {
      throw new Error(`${error.message}\n--- second worker ---\n${second.output().slice(-3000)}`);
    });
    const ready = await row();
    expect(ready.renditions).toEqual([
      { width: 640, height: 360 },
      { width: 1280, height: 720 },
    ]);
    // One attempt finished: the killed one never reported, the second reported once.
    const reports = (output: string) => output.split('\n').filter((line) => line.includes('"video transcoded"') && line.includes(`"assetId":${data.id}`));
    expect(reports(first.output())).toEqual([]);
    expect(reports(second.output())).toHaveLength(1);
    const jobs = await database.pool!.query<{ state: string; retry_count: number }>(
      "select state, retry_count from pgboss.job where name = 'media-video-transcode' and (data->>'assetId')::int = $1",
      [data.id],
    );
    expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 1 }]);

    const master = await fetch(new URL(ready.hlsUrl!, api.url));
    expect(master.status).toBe(200);
    expect((await master.text()).match(/RESOLUTION=\d+x\d+/g)).toEqual(['RESOLUTION=640x360', 'RESOLUTION=1280x720']);
  }, 240_000);
});
