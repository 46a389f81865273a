import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluate-condition';
import { readPath, resolveValue } from './resolve-value';
import { referencedRoots, type BindingScope } from './scope';

const scope: BindingScope = {
  data: { home: { banners: [{ id: 1, title: '春季学术会' }, { id: 2 }], messages: [] }, feed: { list: [1, 2, 3], hasMore: false } },
  route: { params: { id: '42' }, query: { channel: '3' } },
  state: { loggedIn: false, user: null },
  event: { id: 7, target_url: '/course-detail/7' },
};

describe('binding resolution', () => {
  it('reads data, route, query, state and event references', () => {
    expect(resolveValue('$data.home.banners.0.title', scope)).toBe('春季学术会');
    expect(resolveValue('$data.home.banners.length', scope)).toBe(2);
    expect(resolveValue('$route.params.id', scope)).toBe('42');
    expect(resolveValue('$route.query.channel', scope)).toBe('3');
    expect(resolveValue('$state.loggedIn', scope)).toBe(false);
    expect(resolveValue('$event.target_url', scope)).toBe('/course-detail/7');
    expect(resolveValue('$event', scope)).toEqual({ id: 7, target_url: '/course-detail/7' });
  });

  it('resolves objects and arrays member by member and keeps literals', () => {
    expect(resolveValue({ id: '$route.params.id', size: 10, tags: ['$route.query.channel', 'x'] }, scope)).toEqual({ id: '42', size: 10, tags: ['3', 'x'] });
    expect(resolveValue('plain text', scope)).toBe('plain text');
    expect(resolveValue('$notARoot.x', scope)).toBe('$notARoot.x');
  });

  it('gives undefined for paths that do not exist, never throws', () => {
    expect(resolveValue('$data.missing.deep.path', scope)).toBeUndefined();
    expect(readPath(null, ['a'])).toBeUndefined();
    expect(resolveValue('$data.home.banners.9.title', scope)).toBeUndefined();
  });
});

describe('conditions', () => {
  it('compares values, coercing numeric route strings', () => {
    expect(evaluateCondition({ path: '$route.query.channel', op: 'eq', value: 3 }, scope)).toBe(true);
    expect(evaluateCondition({ path: '$route.query.channel', op: 'ne', value: 3 }, scope)).toBe(false);
    expect(evaluateCondition({ path: '$data.home.banners.length', op: 'gt', value: 1 }, scope)).toBe(true);
    expect(evaluateCondition({ path: '$data.home.banners.length', op: 'gte', value: 3 }, scope)).toBe(false);
    expect(evaluateCondition({ path: '$data.feed.list.length', op: 'lt', value: 4 }, scope)).toBe(true);
    expect(evaluateCondition({ path: '$data.feed.list.length', op: 'lte', value: 2 }, scope)).toBe(false);
  });

  it('supports in/nin, exists, truthy/falsy and empty/nonempty', () => {
    expect(evaluateCondition({ path: '$route.params.id', op: 'in', value: [41, 42] }, scope)).toBe(true);
    expect(evaluateCondition({ path: '$route.params.id', op: 'nin', value: [41, 42] }, scope)).toBe(false);
    expect(evaluateCondition({ path: '$state.user', op: 'exists' }, scope)).toBe(false);
    expect(evaluateCondition({ path: '$data.feed.hasMore', op: 'falsy' }, scope)).toBe(true);
    expect(evaluateCondition({ path: '$state.loggedIn', op: 'truthy' }, scope)).toBe(false);
    expect(evaluateCondition({ path: '$data.home.messages', op: 'empty' }, scope)).toBe(true);
    expect(evaluateCondition({ path: '$data.home.banners', op: 'nonempty' }, scope)).toBe(true);
  });

  it('combines with all, any and not', () => {
    const banners = { path: '$data.home.banners', op: 'nonempty' } as const;
    const loggedIn = { path: '$state.loggedIn', op: 'truthy' } as const;
    expect(evaluateCondition({ all: [banners, loggedIn] }, scope)).toBe(false);
    expect(evaluateCondition({ any: [banners, loggedIn] }, scope)).toBe(true);
    expect(evaluateCondition({ not: loggedIn }, scope)).toBe(true);
  });

  it('treats a missing condition as true and non-numbers as not comparable', () => {
    expect(evaluateCondition(undefined, scope)).toBe(true);
    expect(evaluateCondition({ path: '$data.missing', op: 'gt', value: 0 }, scope)).toBe(false);
  });
});

describe('referencedRoots', () => {
  it('names the scope roots a value reads, members included; literals read none', () => {
    expect([...referencedRoots({ id: '$route.params.id', list: ['$state.user.id', { x: '$data.home' }], n: 3 })].sort()).toEqual(['data', 'route', 'state']);
    expect([...referencedRoots(['plain', '$notARoot.x', 5, null])]).toEqual([]);
    expect([...referencedRoots(undefined)]).toEqual([]);
  });
});
