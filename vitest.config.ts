import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Projects so each kind of test gets the environment it needs; `npm test` runs them all in groups, one
// group after another (sequence.groupOrder), each group with its own number of files at a time:
//   0  unit, widgets, server (and their        2 files at a time: all CPU-bound, so one queue over both cores
//      -isolated twins)                         leaves no core idle while a group's last long file finishes
//   1  e2e                                      E2E_WORKERS files, each worker with its own server and browser
//   2  stall                                    one file, alone: a neighbour's CPU use would show up as a stall
//   3  faults, then 4 deploy                    one file at a time: they start real server processes
/** Files of the CPU-bound groups run at once: one per core of the 2-core machines CI runs on. */
const CPU_WORKERS = 2;
/** Browser test files run at once (E2E_WORKERS, default 2): each has its own server and browser. */
const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

const WIDGET_TESTS = ['src/**/*.test.tsx', 'widgets/**/*.test.tsx'];

/**
 * Test files under `folders` (ending in `suffix`) that replace a module (vi.mock). The widget and server
 * files share one module cache per worker (isolate: false: importing the app and its modules again for
 * every file was a third of their time), so a module mocked in one file would be the cached real one in
 * the next (or the other way round); these files run isolated instead, each with its own modules.
 */
function testsThatMockModules(folders: string[], suffix: string): string[] {
  const repository = fileURLToPath(new URL('.', import.meta.url));
  return folders.flatMap((folder) =>
    readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith(suffix) && !path.includes('node_modules'))
      .map((path) => `${folder}/${path}`)
      .filter((path) => readFileSync(join(repository, path), 'utf8').includes('vi.mock(')),
  );
}
/**
 * A project whose files share one module cache per worker (isolate: false), plus its "-isolated" twin for
 * the files that mock a module (testsThatMockModules). Each file must leave no state behind that the
 * next file would see: the app under test is built per file, and the widget files' DOM is reset per file.
 */
function withSharedModules(
  test: NonNullable<TestProjectInlineConfiguration['test']> & { name: string; include: string[] },
  mocking: string[],
): TestProjectInlineConfiguration[] {
  const shared = { test: { ...test, isolate: false, exclude: [...(test.exclude ?? []), ...mocking, '**/node_modules/**'] } };
  return mocking.length === 0 ? [shared] : [shared, { test: { ...test, name: `${test.name}-isolated`, include: mocking } }];
}

export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      ...withSharedModules(
        {
          name: 'unit',
          sequence: { groupOrder: 0 },
          maxWorkers: CPU_WORKERS,
          environment: 'node',
          include: ['contract/**/*.test.ts', 'src/**/*.test.ts', 'tools/**/*.test.ts'],
        },
        testsThatMockModules(['contract', 'src', 'tools'], '.test.ts'),
      ),
      // One jsdom per worker instead of one per file (creating it was ~40% of this project's time).
      // src/test-utils/setup-jsdom.ts runs before every file and puts the DOM, storage, timers and mocks
      // back to a fresh page's state, so files stay independent.
      ...withSharedModules(
        {
          name: 'widgets',
          sequence: { groupOrder: 0 },
          maxWorkers: CPU_WORKERS,
          environment: 'jsdom',
          include: WIDGET_TESTS,
          setupFiles: ['src/test-utils/setup-jsdom.ts'],
        },
        testsThatMockModules(['src', 'widgets'], '.test.tsx'),
      ),
      // Each file builds its own app on its own database; the modules it is made of load once per worker.
      ...withSharedModules(
        {
          name: 'server',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.stall.test.ts'],
          globalSetup: ['server/src/testing/global-setup.ts'],
          // PGlite instances are memory-hungry and single-threaded; a file per core is plenty.
          maxWorkers: CPU_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
        testsThatMockModules(['server'], '.test.ts'),
      ),
      {
        test: {
          // Attacks that assert the event loop and /healthz stay under 100 ms p99 (server/src/testing/loop-stall.ts).
          // One file at a time, after the CPU-bound group and the browsers: a neighbour's CPU use would show up
          // as their stall. Last of the long groups too, so CI's static checks (which run beside the tests and
          // take about 12 minutes) are over when it starts.
          name: 'stall',
          sequence: { groupOrder: 2 },
          environment: 'node',
          include: ['server/**/*.stall.test.ts'],
          globalSetup: ['server/src/testing/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Two files at a time, each worker with a server of its own (global-setup.ts): most of a browser
          // test is waiting (on the page, the server), so two share the machine well.
          maxWorkers: E2E_WORKERS,
          // A worker imports Playwright and the helpers once, not once per file (about 2.6 s of CPU each):
          // the helpers keep no state between files but the worker's server and browser, which are meant to last.
          isolate: false,
          // Every file signs in with numbers no other file uses, so no test waits out the server's real 60 s
          // SMS window (tests/e2e/sms-inbox.ts).
          testTimeout: 150_000,
          hookTimeout: 180_000,
          // expect.poll gives up after 1 s by default: on a busy 2-core machine a page can take longer to
          // answer a tap (a chat message's round trip failed that way), so a poll waits as long as waitFor does.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          // Fault scripts (tests/faults): the quick ones (*.quick.test.ts) run with every `npm test`; the slow
          // ones (*.slow.test.ts: kill -9, database and Redis restarts) only with `npm run test:faults`.
          name: 'faults',
          // After the others: it starts real server processes and must not compete with them for the CPU.
          sequence: { groupOrder: 3 },
          environment: 'node',
          include: process.env.BYH_FAULTS === 'all' ? ['tests/faults/**/*.test.ts'] : ['tests/faults/**/*.quick.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The production runtime (tests/deploy): `npm ci --omit=dev` in a temp folder, the build copied in,
          // the real processes started and stopped. Last: it installs packages and starts servers.
          name: 'deploy',
          sequence: { groupOrder: 4 },
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
