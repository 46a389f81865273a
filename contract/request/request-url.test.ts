import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { buildRequest, formEncode, layoutRequest, MissingPathParameterError, pagedParams } from './request-url';

describe('buildRequest', () => {
  it('fills path placeholders (encoded) and sends the rest as the query of a GET or DELETE, in order', () => {
    expect(buildRequest({ method: 'GET', path: '/course/api/channel/{id}', params: { id: 3, page: 2, skip: undefined, none: null } })).toEqual({
      url: '/course/api/channel/3?page=2',
    });
    expect(buildRequest({ method: 'GET', path: '/a/{id}', params: { id: 'x/y z' } }).url).toBe('/a/x%2Fy%20z');
    expect(buildRequest({ method: 'DELETE', path: '/a', params: { ids: [1, 2], q: '高血压 指南' } }).url).toBe(
      '/a?ids=1%2C2&q=%E9%AB%98%E8%A1%80%E5%8E%8B+%E6%8C%87%E5%8D%97',
    );
    expect(buildRequest({ method: 'GET', path: '/a' })).toEqual({ url: '/a' });
  });

  it('sends the rest of a POST or PUT as a form', () => {
    expect(buildRequest({ method: 'POST', path: '/x/{id}', params: { id: 1, tags: [1, 2], name: '张三' } })).toEqual({
      url: '/x/1',
      form: 'tags=1%2C2&name=%E5%BC%A0%E4%B8%89',
    });
    expect(buildRequest({ method: 'PUT', path: '/x', params: {} })).toEqual({ url: '/x', form: '' });
  });

  it('refuses a request whose path parameter has no value', () => {
    for (const id of [undefined, null, '']) {
      expect(() => buildRequest({ method: 'GET', path: '/a/{id}', params: { id } })).toThrow(MissingPathParameterError);
    }
  });
});

describe('formEncode', () => {
  it('encodes as HTML forms do: space as +, only letters, digits and * - . _ left as they are', () => {
    expect(formEncode({ q: "a b!'()~*-._", 'k&=': '1+1=2' })).toBe('q=a+b%21%27%28%29%7E*-._&k%26%3D=1%2B1%3D2');
    expect(formEncode({ emoji: '😀', lone: '\uD800x' })).toBe('emoji=%F0%9F%98%80&lone=%EF%BF%BDx');
    expect(formEncode({ t: true, n: 0, list: [] })).toBe('t=true&n=0&list=');
  });
});

describe('page and layout requests', () => {
  it("asks for a page with the default size unless the layout sets one; the page is never the layout's", () => {
    expect(pagedParams({ origin_type: 1 }, 1)).toEqual({ pageSize: DEFAULT_PAGE_SIZE, origin_type: 1, page: 1 });
    expect(pagedParams({ pageSize: 20, page: 9 }, 3)).toEqual({ pageSize: 20, page: 3 });
  });

  it('asks the layout store for the variant with its default as fallback, and a draft only when previewing', () => {
    expect(buildRequest(layoutRequest({ id: 'channel-home.3', fallbackId: 'channel-home' })).url).toBe(
      '/layout/api/layouts/channel-home.3?fallback=channel-home',
    );
    expect(buildRequest(layoutRequest({ id: 'my', fallbackId: 'my' }, 'tok')).url).toBe('/layout/api/layouts/my?fallback=my&draft=tok');
  });
});
