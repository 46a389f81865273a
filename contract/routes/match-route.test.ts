import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import type { RouteDefinition } from './route-table';

describe('matchRoute', () => {
  it('finds the screen and its decoded params; static segments ignore case; empty segments are ignored', () => {
    expect(matchRoute('/')?.route.name).toBe('home-new');
    expect(matchRoute('/article-detail/12')).toMatchObject({ route: { name: 'article-detail' }, params: { id: '12' } });
    expect(matchRoute('/Article-Detail/12/')?.params).toEqual({ id: '12' });
    expect(matchRoute('//topic-column/5//38')).toMatchObject({ route: { name: 'topic-column' }, params: { topic_id: '5', topic_subject_id: '38' } });
    expect(matchRoute('/search/%E9%AB%98')).toBeUndefined();
    expect(matchRoute('/topic-detail/%E9%AB%98%20x')?.params).toEqual({ id: '高 x' });
  });

  it('finds a screen at its alias too: /home-new is the home feed', () => {
    expect(matchRoute('/home-new')?.route.name).toBe('home-new');
    expect(matchRoute('/Home-New/')?.route.name).toBe('home-new');
  });

  it('matches no screen for unknown paths, wrong segment counts or a malformed escape', () => {
    expect(matchRoute('/nope/1/2/3')).toBeUndefined();
    expect(matchRoute('/article-detail')).toBeUndefined();
    expect(matchRoute('/article-detail/1/2')).toBeUndefined();
    expect(matchRoute('/article-detail/%E0%A4%A')).toBeUndefined();
  });

  it('prefers the pattern with more static segments, whatever the table order', () => {
    const route = (name: string, path: string): RouteDefinition => ({ name, path, title: name, layout: name });
    const table = [route('by-id', '/items/:id'), route('new', '/items/new')];
    expect(matchRoute('/items/new', table)?.route.name).toBe('new');
    expect(matchRoute('/items/7', table)).toMatchObject({ route: { name: 'by-id' }, params: { id: '7' } });
  });
});
