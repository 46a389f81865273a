// The production dependencies against the npm registry's security advisories (`npm audit --omit=dev`), as
// a CI step that fails soft: where the advisory service cannot be reached (no network, a mirror or proxy
// without the audit endpoint: here the registry answers 405 to the bulk advisory request), it says so and
// passes; where it answers, any high or critical advisory fails the step. `npm run audit:prod`.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What CI does with one audit run. */
export type AuditVerdict =
  { kind: 'clean'; counts: SeverityCounts } | { kind: 'vulnerable'; counts: SeverityCounts; packages: string[] } | { kind: 'unreachable'; reason: string };

export interface SeverityCounts {
  low: number;
  moderate: number;
  high: number;
  critical: number;
}

/** How long the audit may take before it counts as unreachable (a hanging proxy must not hold CI up). */
export const AUDIT_TIMEOUT_MS = 30_000;

const SEVERE = new Set(['high', 'critical']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Reads `npm audit --json`'s output. A report (auditReportVersion 2) decides by its severities; anything
 * else (an error object, no output, a timeout) means the service was not reached.
 */
export function auditVerdict(stdout: string, timedOut: boolean): AuditVerdict {
  if (timedOut) return { kind: 'unreachable', reason: `no answer within ${AUDIT_TIMEOUT_MS / 1000} s` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    return { kind: 'unreachable', reason: stdout.trim() === '' ? 'npm audit printed nothing' : 'npm audit printed no report' };
  }
  if (!isRecord(parsed) || !isRecord(parsed.metadata) || !isRecord(parsed.metadata.vulnerabilities)) {
    const message = isRecord(parsed) && typeof parsed.message === 'string' ? parsed.message : 'npm audit answered without a report';
    return { kind: 'unreachable', reason: message };
  }
  const v = parsed.metadata.vulnerabilities;
  const counts: SeverityCounts = { low: count(v.low), moderate: count(v.moderate), high: count(v.high), critical: count(v.critical) };
  if (counts.high + counts.critical === 0) return { kind: 'clean', counts };
  const packages = Object.entries(isRecord(parsed.vulnerabilities) ? parsed.vulnerabilities : {})
    .filter(([, entry]) => isRecord(entry) && typeof entry.severity === 'string' && SEVERE.has(entry.severity))
    .map(([name, entry]) => `${name} (${isRecord(entry) ? String(entry.severity) : ''})`)
    .sort();
  return { kind: 'vulnerable', counts, packages };
}

function main(): number {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: AUDIT_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 });
  const timedOut = run.error !== undefined && 'code' in run.error && run.error.code === 'ETIMEDOUT';
  const verdict = auditVerdict(run.stdout ?? '', timedOut);
  const summary = (c: SeverityCounts) => `critical ${c.critical}, high ${c.high}, moderate ${c.moderate}, low ${c.low}`;
  switch (verdict.kind) {
    case 'clean':
      console.log(`audit of production dependencies: no high or critical advisories (${summary(verdict.counts)})`);
      return 0;
    case 'vulnerable':
      console.error(`audit of production dependencies: FAILED — ${summary(verdict.counts)}`);
      for (const name of verdict.packages) console.error(`  ${name}`);
      console.error('run `npm audit --omit=dev` for the advisories and `npm audit fix --omit=dev` or an upgrade for the fix');
      return 1;
    case 'unreachable':
      console.log(`audit of production dependencies: SKIPPED — the advisory service could not be reached (${verdict.reason}).`);
      console.log('This does not fail CI. Run `npm run audit:prod` where registry.npmjs.org answers (docs/security.md, "Dependencies").');
      return 0;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main();
