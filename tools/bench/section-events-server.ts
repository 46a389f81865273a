// Child process of `npm run bench` for section event ingestion: the real app on a fresh embedded database,
// with a rate limiter that lets everything through. The bench's requests all come from one address; the
// in-memory limiter keeps a log per address whose scan grows with the limit, so with the limits lifted
// it would measure the limiter's log rather than ingestion (per address it is bounded by the real limit).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/config';
import { openDatabase } from '../../server/src/db/database';
import type { RateLimiter } from '../../server/src/shared/rate-limits';
import { ensureDatabaseReady } from '../../server/src/seed/ensure-database-ready';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-events-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'production',
  WATCH_PASSWORD_SECRET: process.env.WATCH_PASSWORD_SECRET ?? 'bench-watch-password-secret',
  LOG_LEVEL: 'silent',
});
const allowAll: RateLimiter = {
  consume: async () => ({ allowed: true, retryAfterMs: 0 }),
  consumeEach: async () => ({ refused: -1, retryAfterMs: 0 }),
  close: async () => undefined,
};
const database = await openDatabase({ dataDir });
await ensureDatabaseReady(database, { dataDir, seedDemo: true, watchPasswordSecret: config.watchPasswords.secret });
const app = await buildApp({ database, config, logger: false, authTestHooks: { limiter: allowAll } });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ app: (app.server.address() as { port: number }).port })}\n`);

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
