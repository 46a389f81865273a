import { describe, expect, it } from 'vitest';
import type { Condition } from '../../../contract/generated/schema-types';
import { conditionOf, rowsOf } from './condition-form';

describe('condition form', () => {
  it('reads every condition it can show back into the same condition', () => {
    const shown: Condition[] = [
      { path: '$route.params.id', op: 'nonempty' },
      { path: '$data.home.total', op: 'gt', value: 3 },
      {
        all: [
          { path: '$route.query.channel', op: 'eq', value: '3' },
          { path: '$state.signedIn', op: 'truthy' },
        ],
      },
      {
        any: [
          { path: '$data.detail.type', op: 'in', value: [1, 4] },
          { path: '$data.detail.title', op: 'ne', value: '讲座' },
        ],
      },
    ];
    for (const condition of shown) expect(conditionOf(rowsOf(condition)!)).toEqual(condition);
  });

  it('has no form for nested groups or 不满足, and no condition without a field', () => {
    expect(rowsOf({ not: { path: '$route.params.id', op: 'empty' } })).toBeNull();
    expect(rowsOf({ all: [{ any: [{ path: '$route.params.id', op: 'exists' }] }] })).toBeNull();
    expect(rowsOf(undefined)).toEqual({ join: 'all', rows: [] });
    expect(conditionOf({ join: 'all', rows: [{ path: undefined, op: 'eq', value: '3' }] })).toBeUndefined();
  });

  it('reads typed values: numbers as numbers, 是/否 as yes/no, lists split at commas', () => {
    expect(conditionOf({ join: 'all', rows: [{ path: '$state.signedIn', op: 'eq', value: '否' }] })).toEqual({
      path: '$state.signedIn',
      op: 'eq',
      value: false,
    });
    expect(rowsOf({ path: '$state.signedIn', op: 'ne', value: true })?.rows[0].value).toBe('是');
    expect(conditionOf({ join: 'all', rows: [{ path: '$data.a.n', op: 'lte', value: '10' }] })).toEqual({ path: '$data.a.n', op: 'lte', value: 10 });
    expect(conditionOf({ join: 'any', rows: [{ path: '$data.a.t', op: 'nin', value: '讲座， 2、病例' }] })).toEqual({
      path: '$data.a.t',
      op: 'nin',
      value: ['讲座', 2, '病例'],
    });
  });
});
