// Child process of `npm run bench` (audience-home.ts): the real app on a fresh embedded database with
// signed-in users (half 医学生, half 医务工作者). On the line "target" from its parent it limits the first
// home banner and entrance to the audience 医学生 (defined on first use), on "untarget" it lifts that.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/config';
import { openDatabase } from '../../server/src/db/database';
import { audiences, banners, shortcuts, users } from '../../server/src/db/schema/index';
import { ensureDatabaseReady } from '../../server/src/seed/ensure-database-ready';
import { signIn } from '../../server/src/testing/auth-session';
// The app's decorations (app.audiences, app.invalidateHome) are declared beside the code that adds them;
// a declaration file of buildApp does not pull those in, so name them here.
import type {} from '../../server/src/modules/audiences/audiences.service';
import type {} from '../../server/src/modules/home/home.routes';

const USERS = 200;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-audience-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'production',
  WATCH_PASSWORD_SECRET: process.env.WATCH_PASSWORD_SECRET ?? 'bench-watch-password-secret',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({ dataDir });
await ensureDatabaseReady(database, { dataDir, seedDemo: true, watchPasswordSecret: config.watchPasswords.secret });
const app = await buildApp({ database, config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const tokens: string[] = [];
for (let i = 0; i < USERS; i++) {
  const session = await signIn(database, `1370000${String(i).padStart(4, '0')}`);
  await database.db
    .update(users)
    .set({ identityId: i % 2 === 0 ? 8 : 3 })
    .where(eq(users.id, session.userId));
  tokens.push(session.access_token);
}

const port = (app.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ port, tokens })}\n`);

let targets: { banner: number; shortcut: number } | undefined;
async function setTargets(on: boolean): Promise<void> {
  if (!targets) {
    await database.db.insert(audiences).values({ key: 'students', name: '医学生', rule: { all: [{ fact: 'identity', in: [8] }] }, updatedBy: 'bench' });
    const [banner] = await database.db.select({ id: banners.id }).from(banners).limit(1);
    const [shortcut] = await database.db.select({ id: shortcuts.id }).from(shortcuts).limit(1);
    targets = { banner: banner.id, shortcut: shortcut.id };
    app.audiences.changed();
  }
  const value = on ? ['students'] : null;
  await database.db.update(banners).set({ audiences: value }).where(eq(banners.id, targets.banner));
  await database.db.update(shortcuts).set({ audiences: value }).where(eq(shortcuts.id, targets.shortcut));
  app.invalidateHome();
}

// "target" / "untarget": the runs alternate, so the machine's drift falls on both sides alike.
createInterface({ input: process.stdin }).on('line', (line) => {
  const command = line.trim();
  if (command !== 'target' && command !== 'untarget') return;
  void setTargets(command === 'target').then(() => process.stdout.write(`${command}ed\n`));
});

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
