import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limiterKinds, testRedisUrl } from '../../testing/test-limiters';
import { createMemoryLedger, type ClickLedger, type LedgerOp } from './section-click-ledger';
import { RedisClickLedger } from './section-click-ledger-redis';

// Two API processes: in memory they are one ledger (one process); in Redis, two connections on one prefix,
// as two processes of a cluster behind one balancer.
describe.each(limiterKinds())('the click ledger in %s', (kind) => {
  let a: ClickLedger;
  let b: ClickLedger;
  beforeAll(() => {
    if (kind === 'memory') {
      a = b = createMemoryLedger();
      return;
    }
    const prefix = `byh-test:${randomBytes(6).toString('hex')}:`;
    a = RedisClickLedger.fromUrl(testRedisUrl()!, prefix);
    b = RedisClickLedger.fromUrl(testRedisUrl()!, prefix);
  });
  afterAll(async () => {
    if (a instanceof RedisClickLedger) await a.flush();
    await a?.close();
    if (b !== a) await b?.close();
  });
  const op = (key: string, kind: LedgerOp['kind'], node = 'section-case', cap = 0): LedgerOp => ({ key, kind, node, cap });
  const fields = async (ledger: ClickLedger, ops: LedgerOp[]) => (await ledger.settle(ops)).map((count) => `${count.field}:${count.node}`);

  it('counts a click sent to one process after its exposure went to another, never more clicks than exposures', async () => {
    expect(await fields(a, [op('t1|s', 'root-exposure')])).toEqual(['exposures:section-case']);
    expect(await fields(b, [op('t1|s', 'click', 'section-case-list'), op('t1|s', 'click', 'section-case-list')])).toEqual(['clicks:section-case-list']);
    // Ten forged click requests: nothing more (three wait for exposures that never come).
    for (let i = 0; i < 10; i++) expect(await fields(b, [op('t1|s', 'click')])).toEqual([]);
    // Goals at most as many as clicks.
    expect(await fields(a, [op('t1|s', 'comments'), op('t1|s', 'comments')])).toEqual(['comments:section-case']);
  });

  it('lets a tap made before its section counted as seen count when the exposure arrives, on either process', async () => {
    expect(await fields(a, [op('t2|s', 'click', 'section-case-list')])).toEqual([]);
    expect(await fields(b, [op('t2|s', 'exposure', 'section-case-list'), op('t2|s', 'root-exposure')])).toEqual([
      'exposures:section-case-list',
      'exposures:section-case',
      'clicks:section-case-list',
    ]);
  });

  it("caps a viewer token's exposures per section", async () => {
    const counted = await a.settle(Array.from({ length: 10 }, () => op('t3|s', 'root-exposure', 'section-case', 4)));
    expect(counted).toHaveLength(4);
    expect(await b.settle([op('t3|s', 'exposure', 'section-case-list', 4)])).toEqual([]);
  });
});
