import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit-production';

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } } });

describe('the production dependency audit (CI step)', () => {
  it('passes soft when the advisory service does not answer (the registry here answers 405)', () => {
    const registry405 = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(auditVerdict(registry405, false)).toEqual({ kind: 'unreachable', reason: expect.stringContaining('405') });
    expect(auditVerdict('', false).kind).toBe('unreachable');
    expect(auditVerdict('npm error network', false).kind).toBe('unreachable');
    expect(auditVerdict('', true)).toEqual({ kind: 'unreachable', reason: expect.stringContaining('no answer') });
  });

  it('fails on high or critical advisories, naming the packages, and passes on lower ones', () => {
    expect(auditVerdict(report({ moderate: 2, low: 1 }), false)).toMatchObject({ kind: 'clean', counts: { moderate: 2, low: 1 } });
    const found = auditVerdict(
      report({ high: 1, critical: 1, moderate: 1 }, { fastify: { severity: 'high' }, ws: { severity: 'critical' }, qs: { severity: 'moderate' } }),
      false,
    );
    expect(found).toEqual({ kind: 'vulnerable', counts: { low: 0, moderate: 1, high: 1, critical: 1 }, packages: ['fastify (high)', 'ws (critical)'] });
  });
});
