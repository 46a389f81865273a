// After a test run: finds (and then stops) every process that still carries the run's BYH_TEST_RUN id in
// its environment, i.e. that the run started and did not stop.
import { readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_RUN_MARKER } from '../../server/src/testing/test-run-marker';

/** Processes being stopped at the very end of the run (a SIGTERM answered, a browser closing) get this long. */
const GRACE_MS = 10_000;

interface Leftover {
  pid: number;
  command: string;
}

/** This process and the ones it runs under (npm, tsx): they carry the id too, and are not leftovers. */
function ownLine(): Set<number> {
  const own = new Set<number>();
  let pid = process.pid;
  while (pid > 1 && !own.has(pid)) {
    own.add(pid);
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      break;
    }
  }
  return own;
}

function workingDir(pid: number): string {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

function leftovers(marker: string, markerDir: string, own: Set<number>): Leftover[] {
  const found: Leftover[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || own.has(pid)) continue;
    try {
      // A zombie's environment reads empty: it has ended, only its parent has not collected it yet. A process
      // that writes its title over its environment (redis-server) is found by its working folder instead.
      const marked = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(marker) || workingDir(pid).endsWith(`/${markerDir}`);
      if (!marked) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push({ pid, command: command.length > 160 ? `${command.slice(0, 160)}…` : command });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

/**
 * Waits a moment for the run's processes to end, then prints and SIGKILLs those still running.
 * Resolves false when there were any.
 */
export async function stopLeftovers(id: string, graceMs = GRACE_MS): Promise<boolean> {
  const marker = `${TEST_RUN_MARKER}=${id}`;
  // The working folder tests give processes that overwrite their environment (server/src/testing/private-redis.ts).
  const markerDir = `${TEST_RUN_MARKER}-${id}`;
  const own = ownLine();
  const deadline = Date.now() + graceMs;
  let found = leftovers(marker, markerDir, own);
  while (found.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    found = leftovers(marker, markerDir, own);
  }
  rmSync(join(tmpdir(), markerDir), { recursive: true, force: true });
  if (found.length === 0) {
    console.log('leftover processes: none (every process the tests started has ended)');
    return true;
  }
  console.error(`leftover processes: ${found.length} started by the tests were still running (now stopped with SIGKILL):`);
  for (const { pid, command } of found) {
    console.error(`  ${pid}  ${command}`);
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Ended by itself meanwhile.
    }
  }
  return false;
}
