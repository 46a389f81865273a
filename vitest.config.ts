import { defineConfig } from 'vitest/config';

// Seven projects so each kind of test gets the environment it needs; `npm test` runs them all, one group
// after another (unit, widgets, server, stall, e2e, faults, deploy) so the memory-hungry server and browser runs never
// overlap, and the latency-measuring stall tests have the machine to themselves.
/** Browser test files run at once (E2E_WORKERS, default 2): each has its own server and browser. */
const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

export default defineConfig({
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['contract/**/*.test.ts', 'src/**/*.test.ts', 'tools/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'widgets',
          sequence: { groupOrder: 1 },
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'widgets/**/*.test.tsx'],
          setupFiles: ['src/test-utils/setup-jsdom.ts'],
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 2 },
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.stall.test.ts', '**/node_modules/**'],
          globalSetup: ['server/src/testing/global-setup.ts'],
          // PGlite instances are memory-hungry and single-threaded; a few files at a time is plenty.
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Attacks that assert the event loop and /healthz stay under 100 ms p99 (server/src/testing/loop-stall.ts).
          // One file at a time and after the server group: a neighbour's CPU use would show up as their stall.
          name: 'stall',
          sequence: { groupOrder: 3 },
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
          // Fault scripts (tests/faults): the quick ones (*.quick.test.ts) run with every `npm test`; the slow
          // ones (*.slow.test.ts: kill -9, database and Redis restarts) only with `npm run test:faults`.
          name: 'faults',
          // After the others: it starts real server processes and must not compete with them for the CPU.
          sequence: { groupOrder: 5 },
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
          sequence: { groupOrder: 6 },
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 4 },
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Two files at a time, each worker with a server of its own (global-setup.ts): most of a browser
          // test is waiting (on the page, the server, a sign-in's SMS window), so two share the machine well.
          maxWorkers: E2E_WORKERS,
          // Sign-ins as the same seeded user wait out the server's real 60 s code window (tests/e2e/sms-inbox.ts).
          testTimeout: 150_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
