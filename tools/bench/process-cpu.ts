// CPU time a process has used (user + system): what a request costs the serving process itself, apart
// from how the cores were shared with the load generator during the run. pidusage reads it from /proc on
// Linux (ps elsewhere).
import pidusage from 'pidusage';

/** Milliseconds of CPU the process `pid` has used, or undefined where it cannot be told (gone, no pid). */
export async function processCpuMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    return (await pidusage(pid)).ctime;
  } catch {
    return undefined;
  }
}

/** Microseconds of `pid`'s CPU per request over a run that started at `startMs` (processCpuMs) and answered `requests`. */
export async function cpuMicrosPerRequest(pid: number | undefined, startMs: number | undefined, requests: number): Promise<number | undefined> {
  if (startMs === undefined || requests <= 0) return undefined;
  const endMs = await processCpuMs(pid);
  return endMs === undefined ? undefined : ((endMs - startMs) * 1000) / requests;
}
