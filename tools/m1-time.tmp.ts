import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/config';
import { openDatabase } from '../server/src/db/database';
import { observeStatements } from '../server/src/db/statement-observer';
import { QUERIES } from './bench/search-mix';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/m1' });
const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/m1', REDIS_URL: process.env.NO_REDIS ? '' : 'redis://127.0.0.1:6379/10', AUTH_SECRET: 'x'.repeat(32), CONTENT_PASS_SECRET: 'y'.repeat(32), WATCH_PASSWORD_SECRET: 'z'.repeat(32), CLIENT_DIR: 'dist', DATA_DIR: '/tmp/m1-data' }), searchCacheMs: 0 };
const app = await buildApp({ database, config, logger: false });
const order = Number(process.env.ORDER ?? 1);
const all: number[] = [];
for (let pass = 0; pass < 3; pass++) {
  for (const q of QUERIES) {
    const stmts: number[] = [];
    const stop = observeStatements((e) => stmts.push(e.durationMs));
    const t = performance.now();
    const r = await app.inject({ url: `/course/api/search?keyword=${encodeURIComponent(q)}&order=${order}` });
    const ms = performance.now() - t;
    stop();
    all.push(ms);
    if (pass === 2) console.log(q.padEnd(10), r.statusCode, ms.toFixed(1).padStart(7), 'ms  sql', stmts.length, stmts.map((d) => d.toFixed(1)).join(' '), ' sum', stmts.reduce((a, b) => a + b, 0).toFixed(1));
  }
}
all.sort((a, b) => a - b);
console.log('p50', all[Math.floor(all.length * 0.5)].toFixed(1), 'p95', all[Math.floor(all.length * 0.95)].toFixed(1), 'max', all[all.length - 1].toFixed(1));
await app.close();
await database.close();
process.exit(0);
