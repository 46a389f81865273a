// Redis calls per request: deltas of `INFO commandstats` on the bench's private redis-server (the counts
// are server-wide, so the server must be the only client besides the bench's own INFO calls).

/** Calls per command from an `INFO commandstats` answer (cmdstat_get:calls=3,usec=…). */
export function commandCalls(info: string): Map<string, number> {
  const calls = new Map<string, number>();
  for (const line of info.split(/\r?\n/)) {
    const match = /^cmdstat_([^:]+):calls=(\d+)/.exec(line);
    if (match) calls.set(match[1], Number(match[2]));
  }
  return calls;
}

/** Calls between two answers, the INFO calls themselves left out. */
export function callsBetween(before: string, after: string): number {
  const a = commandCalls(before);
  let total = 0;
  for (const [command, n] of commandCalls(after)) if (command !== 'info') total += n - (a.get(command) ?? 0);
  return total;
}
