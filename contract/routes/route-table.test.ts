import { describe, expect, it } from 'vitest';
import { buildPath } from './build-path';
import { resolveLayoutId } from './resolve-layout-id';
import { findRoute, routeTable } from './route-table';

// Written out by hand: every route name with its path, as links and shares use them.
const SPEC_ROUTES: Record<string, string> = {
  'home-new': '/',
  home: '/old-home',
  middle: '/middle',
  search: '/search',
  'search-new': '/search-new',
  'meeting-list': '/meeting-list',
  'meeting-list-old': '/meeting-list-old',
  meeting: '/meeting/{uuid}',
  'meeting-news-detail': '/meeting-news-detail/{id}',
  'course-list': '/course-list',
  'course-column': '/course-column/{id}',
  'course-detail': '/course-detail/{id}',
  'video-column': '/video-column/{id}',
  'video-detail': '/video-detail/{id}',
  'article-list': '/article-list',
  'article-column': '/article-column/{id}',
  'article-detail': '/article-detail/{id}',
  'short-video-list': '/short-video-list',
  'short-video-detail': '/short-video-detail/{id}',
  'live-list': '/live-list',
  'live-study': '/live-study',
  'live-column': '/live-column/{id}',
  'live-column-list': '/live-column-list',
  'live-column-detail': '/live-column-detail',
  'live-detail': '/live-detail/{id}',
  'live-detail-home': '/live-detail-home/{id}',
  'live-appointment-list': '/live-appointment-list',
  my: '/my',
  'my-history': '/my-history',
  'my-learning': '/my-learning',
  'my-focus': '/my-focus',
  'my-amount': '/my-amount',
  'amount-rule': '/amount-rule',
  'my-favorite': '/my-favorite',
  'my-list-order': '/my-list-order',
  'my-service': '/my-service',
  'my-setting': '/my-setting',
  'my-update-tel': '/my-update-tel',
  'my-send-verify': '/my-send-verify',
  ys: '/ys',
  login: '/login',
  'send-verify': '/send-verify',
  'add-info': '/add-info',
  'choose-hospital': '/choose-hospital',
  'add-hospital': '/add-hospital',
  'choose-office': '/choose-office',
  'case-list': '/case-list',
  'case-column': '/case-column/{id}',
  'clinic-list': '/clinic-list',
  'clinic-course': '/clinic-course',
  'clinic-list-new': '/clinic-list-new',
  'activity-list': '/activity-list',
  'activity-detail': '/activity-detail/{id}',
  'download-list': '/download-list',
  'download-detail': '/download-detail/{id}',
  'topic-list': '/topic-list',
  'topic-detail': '/topic-detail/{id}',
  'topic-desc': '/topic-desc/{id}',
  'topic-news-list': '/topic-news-list/{id}',
  'topic-column': '/topic-column/{topic_id}/{topic_subject_id}',
  'study-group-recruitment': '/study-group-recruitment/{topic_id}/{topic_subject_id}',
  'topic-honor': '/topic-honor/{topic_id}',
  'topic-honor-detail': '/topic-honor-detail/{topic_id}/{id}',
  'academic-association': '/academic-association',
  'channel-more': '/channel-more/{id}/{origin_type}',
  'image-text': '/image-text/{id}',
  landing: '/landing/{slug}',
  'medical-column': '/medical-column',
  'medical-column-list': '/medical-column-list/{id}',
  'medical-column-detail': '/medical-column-detail/{id}',
};

describe('route table', () => {
  it('has exactly the routes of the app, each at its path', () => {
    const table = Object.fromEntries(routeTable.map((route) => [route.name, route.path.replace(/:([A-Za-z_]+)/g, '{$1}')]));
    expect(table).toEqual(SPEC_ROUTES);
  });

  it('gives every route a Chinese title and a layout id', () => {
    for (const route of routeTable) {
      expect(route.title, route.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(route.layout, route.name).toBeTruthy();
    }
  });

  it('shows the tab bar on the four tab pages only', () => {
    expect(
      routeTable
        .filter((route) => route.tabBar)
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/', '/clinic-list', '/live-list', '/my', '/old-home'].sort());
  });
});

describe('buildPath', () => {
  it('fills parameters and adds the query', () => {
    expect(buildPath('topic-column', { topic_id: 5, topic_subject_id: 38 })).toBe('/topic-column/5/38');
    expect(buildPath('home-new', {}, { channel: 3, empty: '' })).toBe('/?channel=3');
  });

  it('refuses unknown routes and missing parameters', () => {
    expect(() => buildPath('nope')).toThrow(/unknown route/);
    expect(() => buildPath('course-detail', {})).toThrow(/needs parameter "id"/);
  });
});

describe('resolveLayoutId', () => {
  const home = findRoute('home-new')!;
  it('uses the route default without a variant key', () => {
    expect(resolveLayoutId(home, {}, new URLSearchParams())).toEqual({ id: 'home-new', fallbackId: 'home-new' });
    expect(resolveLayoutId(home, {}, new URLSearchParams('channel=0'))).toEqual({ id: 'home-new', fallbackId: 'home-new' });
  });

  it("asks for a channel's own layout first, falling back to the channel default", () => {
    expect(resolveLayoutId(home, {}, new URLSearchParams('channel=12'))).toEqual({ id: 'channel-home.12', fallbackId: 'channel-home' });
  });

  it("asks for a topic's own layout by its id", () => {
    expect(resolveLayoutId(findRoute('topic-detail')!, { id: '7' }, new URLSearchParams())).toEqual({ id: 'topic-detail.7', fallbackId: 'topic-detail' });
  });

  it('asks for a landing page by its slug with no fallback, and marks an address no landing page can have', () => {
    const landing = findRoute('landing')!;
    expect(landing).toMatchObject({ name: 'landing', path: '/landing/:slug', title: '活动页', layout: 'landing' });
    expect(landing.variant).toMatchObject({ source: 'param', name: 'slug', layout: 'landing' });
    expect(resolveLayoutId(landing, { slug: 'spring-forum' }, new URLSearchParams())).toEqual({
      id: 'landing.spring-forum',
      fallbackId: 'landing.spring-forum',
    });
    for (const slug of ['Spring', 'a_b', '-a', 'a--b', '../x', '']) expect(resolveLayoutId(landing, { slug }, new URLSearchParams()).absent).toBe(true);
  });

  it('ignores variant keys that could not be layout ids', () => {
    expect(resolveLayoutId(home, {}, new URLSearchParams('channel=../x')).id).toBe('home-new');
  });
});
