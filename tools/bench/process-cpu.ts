// CPU time a process has used (user + system), from /proc on Linux: what a request costs the serving
// process itself, apart from how the cores were shared with the load generator during the run.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second, in which /proc reports CPU time (100 almost everywhere). */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Milliseconds of CPU the process `pid` has used, or undefined where /proc cannot tell (not Linux, gone). */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // After the command's closing parenthesis: state, then fields 4…; utime and stime are fields 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    if (!fields) return undefined;
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicks() : undefined;
  } catch {
    return undefined;
  }
}

/** Microseconds of `pid`'s CPU per request over a run that started at `startMs` (processCpuMs) and answered `requests`. */
export function cpuMicrosPerRequest(pid: number | undefined, startMs: number | undefined, requests: number): number | undefined {
  const endMs = processCpuMs(pid);
  if (startMs === undefined || endMs === undefined || requests <= 0) return undefined;
  return ((endMs - startMs) * 1000) / requests;
}
