import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { printStartupWarnings } from './config-dev-tools';
import { openDatabase } from './db/database';
import { runWithStartupLock } from './db/job-lock';
import { DataDirError } from './db/data-dir-check';
import { ensureDatabaseReady } from './seed/ensure-database-ready';

/** Start-up: config → database (migrate; default layouts; demo content when config.seedDemo) → app → listen; clean shutdown on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  printStartupWarnings(config, process.env, (line) => console.warn(line));
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, minFreeMb: config.DATA_DIR_MIN_FREE_MB });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    // Several API processes may start at once on one PostgreSQL: one migrates/seeds, the others wait.
    await runWithStartupLock(database, () =>
      ensureDatabaseReady(database, { dataDir: config.DATA_DIR, seedDemo: config.seedDemo, watchPasswordSecret: config.watchPasswords.secret }),
    );
    app = await buildApp({ database, config });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app?.close();
    // Releases PGlite's lock file so the next start is not refused.
    await database.close();
    throw error;
  }

  console.log(`博医荟 running at http://localhost:${config.PORT}/`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app!.log.info({ signal }, 'shutting down');
    try {
      await app!.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirError) {
    console.error(error.message);
  } else {
    console.error('博医荟 failed to start:', error);
  }
  process.exit(1);
});
