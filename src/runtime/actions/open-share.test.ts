import { describe, expect, it, vi } from 'vitest';
import type { BindingScope } from '../../../contract/bind/scope';
import { fakeCallEndpoint, type EndpointOutcome as Outcome } from '../../test-utils/fake-action-services';
import type { ActionServices } from './action-context';
import { runActions } from './run-actions';

function services(poster: Outcome) {
  return {
    navigate: vi.fn(),
    openExternal: vi.fn(),
    toast: vi.fn(),
    confirm: vi.fn(async () => true),
    callEndpoint: fakeCallEndpoint((name) => (name === 'getShare' ? poster : { ok: true as const, data: { awarded: 3 } })),
    currentPath: () => '/article-detail/12',
    config: { meetingUrlTemplate: 'https://m.test/{uuid}' },
  } satisfies ActionServices;
}
const scope: BindingScope = { data: { detail: { title: '心衰指南' } }, route: { params: { id: '12' }, query: { content_type: '2' } }, state: {} };

describe('open-share', () => {
  it('gets the poster, records the share with source_type 1 and reloads the named entries', async () => {
    const s = services({ ok: true, data: { post_img_url: '/media/posters/2-12-x.png' } });
    const screen = { refetch: vi.fn() };
    const done = await runActions(
      [{ action: 'open-share', type: 2, id: '$route.params.id', contentType: '$route.query.content_type', title: '$data.detail.title', refetch: ['poster'] }],
      { scope, services: s, screen },
      vi.fn(),
    );
    expect(done).toBe(true);
    expect(s.callEndpoint).toHaveBeenNthCalledWith(1, 'getShare', { content_id: 12, type: 2, content_type: 2 });
    expect(s.callEndpoint).toHaveBeenNthCalledWith(2, 'recordShare', { type: 2, content_id: 12, source_type: 1, title: '心衰指南' });
    expect(screen.refetch).toHaveBeenCalledWith(['poster']);
  });

  it('keeps the poster address on the screen under the named overlay, for the share-poster to show', async () => {
    const s = services({ ok: true, data: { post_img_url: '/media/posters/4-302-x.png' } });
    const screen = { refetch: vi.fn(), setOverlay: vi.fn() };
    const done = await runActions(
      [{ action: 'open-share', type: 4, id: '$route.params.id', posterOverlay: 'poster' }],
      { scope, services: s, screen },
      vi.fn(),
    );
    expect(done).toBe(true);
    expect(screen.setOverlay).toHaveBeenCalledWith('poster', '/media/posters/4-302-x.png');
    expect(screen.refetch).not.toHaveBeenCalled();
  });

  it('stops the chain with the server message when there is no poster', async () => {
    const s = services({ ok: false, code: -1, message: '内容不存在' });
    const done = await runActions([{ action: 'open-share', type: 2, id: '$route.params.id' }], { scope, services: s, screen: { refetch: vi.fn() } }, vi.fn());
    expect(done).toBe(false);
    expect(s.toast).toHaveBeenCalledWith('内容不存在', 'fail');
    expect(s.callEndpoint).toHaveBeenCalledTimes(1);
  });
});
