import { describe, expect, it } from 'vitest';
import { checkLinkText, checkRouteTarget, pickableRoutes, routeParams } from './link-target';
import { routeTable, type RouteDefinition } from './route-table';

const reason = (check: ReturnType<typeof checkLinkText>) => (check.ok ? undefined : check.reason);

describe('checkLinkText', () => {
  it('accepts an in-app path with typed params and names the item its screen shows', () => {
    const check = checkLinkText('/article-detail/12?from=banner');
    expect(check).toMatchObject({
      ok: true,
      link: {
        kind: 'app',
        route: { name: 'article-detail' },
        params: { id: '12' },
        path: '/article-detail/12?from=banner',
        item: { kind: 'article', key: '12' },
      },
    });
    expect(checkLinkText('/meeting/1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toMatchObject({ ok: true, link: { item: { kind: 'meeting' } } });
    expect(checkLinkText('/live-list')).toMatchObject({ ok: true, link: { kind: 'app', route: { name: 'live-list' } } });
    expect(checkLinkText('  ')).toEqual({ ok: true, link: { kind: 'none' } });
  });

  it('refuses the held-back cases of the issue in Chinese', () => {
    expect(reason(checkLinkText('/no-such-page-xyz'))).toBe('没有这个页面：/no-such-page-xyz');
    expect(reason(checkLinkText('javascript:alert(1)'))).toBe('不允许的链接类型 javascript:，只能是站内页面或 https:// 网址');
    expect(reason(checkLinkText('data:text/html,<script>1</script>'))).toMatch(/^不允许的链接类型 data:/);
    expect(reason(checkLinkText('JavaScript:alert(1)'))).toMatch(/^不允许的链接类型 javascript:/);
    expect(reason(checkLinkText('/channel-more/abc/4'))).toBe('页面「更多」的参数「编号」必须是数字，现在是 "abc"');
    expect(reason(checkLinkText('/meeting/12'))).toMatch(/^页面「会议详情」的参数「会议编号」必须是UUID/);
    expect(reason(checkLinkText('hzsf'))).toBe('"hzsf" 既不是站内页面地址（以 / 开头），也不是 https:// 网址');
    expect(reason(checkLinkText('//evil.example/x'))).toMatch(/不是站内页面地址/);
  });

  it('takes https addresses only: http is refused, other schemes too', () => {
    expect(checkLinkText('https://example.com/a?b=1')).toEqual({ ok: true, link: { kind: 'external', url: 'https://example.com/a?b=1' } });
    expect(reason(checkLinkText('http://example.com'))).toMatch(/^网址必须以 https:\/\/ 开头/);
    expect(reason(checkLinkText('ftp://example.com'))).toMatch(/^不允许的链接类型 ftp:/);
    expect(reason(checkLinkText('https://'))).toBeDefined();
  });

  it('treats a route with a string slug parameter generically (a landing page)', () => {
    const landing: RouteDefinition = { name: 'landing', path: '/landing/:slug', title: '活动页', layout: 'landing' };
    const table = [...routeTable, landing];
    expect(checkLinkText('/landing/spring-2027', table)).toMatchObject({ ok: true, link: { route: { name: 'landing' }, params: { slug: 'spring-2027' } } });
    expect(routeParams(landing)).toEqual([{ name: 'slug', type: 'slug', title: '活动页标识' }]);
    expect(checkLinkText('/landing/spring-2027', table)).not.toHaveProperty('link.item');
  });
});

describe('checkRouteTarget', () => {
  it('refuses an unknown route, a missing id and a mistyped id; keeps references for the phone', () => {
    expect(checkRouteTarget('no-such-route')).toEqual({ ok: false, reason: '没有名为 "no-such-route" 的页面' });
    expect(checkRouteTarget('article-detail', {})).toEqual({ ok: false, reason: '页面「资讯详情」缺少参数「编号」', param: 'id' });
    expect(checkRouteTarget('channel-more', { id: 'abc', origin_type: 4 })).toEqual({
      ok: false,
      reason: '页面「更多」的参数「编号」必须是数字，现在是 "abc"',
      param: 'id',
    });
    expect(checkRouteTarget('course-detail', { id: '$item.id' })).toMatchObject({ ok: true, link: { path: '/course-detail/%24item.id' } });
    expect(checkRouteTarget('course-detail', { id: '$item.id' })).not.toHaveProperty('link.item');
    expect(checkRouteTarget('course-detail', { id: 7 })).toMatchObject({ ok: true, link: { path: '/course-detail/7', item: { kind: 'course', key: '7' } } });
  });

  it('offers every route by its Chinese title with its parameters', () => {
    const detail = pickableRoutes().find((route) => route.name === 'article-detail');
    expect(detail).toEqual({
      name: 'article-detail',
      title: '资讯详情',
      params: [{ name: 'id', type: 'number', title: '编号' }],
      item: { kind: 'article', param: 'id' },
    });
    expect(pickableRoutes()).toHaveLength(routeTable.length);
  });
});
