// Child process of `npm run bench`: the real app on a fresh embedded database, and a bare Fastify
// hello-world beside it, so throughput can be compared as ratios measured in one run on one machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config/config';
import { openDatabase } from '../../server/src/db/database';
import { ensureDatabaseReady } from '../../server/src/seed/ensure-database-ready';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'production',
  WATCH_PASSWORD_SECRET: process.env.WATCH_PASSWORD_SECRET ?? 'bench-watch-password-secret',
  LOG_LEVEL: 'silent',
  WRITE_LIMIT_PER_USER_MINUTE: '1000000',
  WRITE_LIMIT_PER_IP_MINUTE: '1000000',
});
const database = await openDatabase({ dataDir });
await ensureDatabaseReady(database, { dataDir, seedDemo: true, watchPasswordSecret: config.watchPasswords.secret });
const app = await buildApp({ database, config, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
process.stdout.write(`${JSON.stringify({ app: portOf(app), hello: portOf(hello) })}\n`);

process.on('SIGTERM', async () => {
  await app.close();
  await hello.close();
  await database.close();
  // The embedded database and its media (about 140 MB) are this run's alone.
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
