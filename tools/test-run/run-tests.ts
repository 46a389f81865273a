// `vitest run` with the given arguments, marked as one test run (BYH_TEST_RUN), then the check that no
// process it started is still running: a leftover fails the run even when every test passed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { stopLeftovers } from './leftovers';
import { TEST_RUN_MARKER } from '../../server/src/testing/test-run-marker';

const id = randomUUID();
const vitest = spawn('vitest', ['run', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, [TEST_RUN_MARKER]: id } });
// Ctrl+C reaches vitest through the terminal's process group; this wrapper waits for it to finish.
process.on('SIGINT', () => undefined);
const status = await new Promise<number>((resolve) => vitest.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
const clean = await stopLeftovers(id);
process.exit(status !== 0 ? status : clean ? 0 : 1);
