import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { stopLeftovers } from './leftovers';
import { TEST_RUN_MARKER } from '../../server/src/testing/test-run-marker';

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  vi.restoreAllMocks();
});

function startMarked(id: string): ChildProcess {
  const child = spawn('sleep', ['30'], { env: { PATH: process.env.PATH, [TEST_RUN_MARKER]: id }, stdio: 'ignore' });
  started.push(child);
  return child;
}

it('finds a process the run started and did not stop, names it, and stops it', async () => {
  const id = randomUUID();
  const child = startMarked(id);
  const other = startMarked(randomUUID());
  await once(child, 'spawn');
  const errors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));

  expect(await stopLeftovers(id, 0)).toBe(false);
  expect(errors.join('\n')).toContain(`${child.pid}  sleep 30`);
  await once(child, 'exit');
  expect(child.signalCode).toBe('SIGKILL');
  expect(other.exitCode, "another run's process is left alone").toBeNull();
});

it('passes once the run’s processes have ended within the grace period', async () => {
  const id = randomUUID();
  const child = startMarked(id);
  await once(child, 'spawn');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  setTimeout(() => child.kill('SIGTERM'), 300);
  expect(await stopLeftovers(id, 5_000)).toBe(true);
});

it('finds a process by its working folder when it wrote its title over its environment (redis-server does)', async () => {
  const id = randomUUID();
  const dir = join(tmpdir(), `${TEST_RUN_MARKER}-${id}`);
  mkdirSync(dir, { recursive: true });
  const child = spawn('sleep', ['30'], { env: { PATH: process.env.PATH }, cwd: dir, stdio: 'ignore' });
  started.push(child);
  await once(child, 'spawn');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(await stopLeftovers(id, 0)).toBe(false);
  await once(child, 'exit');
  expect(child.signalCode).toBe('SIGKILL');
});
