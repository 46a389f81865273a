/**
 * Every process a test run starts carries BYH_TEST_RUN=<id> in its environment (the test scripts set it;
 * helpers that give a child a clean environment pass it on): after the run, any process still carrying the
 * run's id was started by it and not stopped (tools/test-run/leftovers.ts).
 */
export const TEST_RUN_MARKER = 'BYH_TEST_RUN';

/** This run's id, when the tests run under `npm test` or `.ci/run` (not when run by hand). */
export function testRunId(): string | undefined {
  return process.env.BYH_TEST_RUN || undefined;
}

/** The marker for a child's clean environment: empty when no run id is set (a test run by hand). */
export function testRunMarker(): Record<string, string> {
  const id = testRunId();
  return id ? { [TEST_RUN_MARKER]: id } : {};
}
