import { describe, expect, it } from 'vitest';
import { firstRenderWidgetTypes, layoutWidgetTypes, overlaysByOpening } from './widget-types';

describe('layoutWidgetTypes', () => {
  it('lists every widget type of body and overlays once, children included, in document order', () => {
    const body = [{ widget: 'rich-text', children: [{ widget: 'comment-thread', children: [{ widget: 'rich-text' }] }] }, { widget: 'section' }];
    expect(layoutWidgetTypes(body, [{ widget: 'search-bar' }])).toEqual(['rich-text', 'comment-thread', 'section', 'search-bar']);
  });

  it('skips what is not a node', () => {
    expect(layoutWidgetTypes(undefined, 'x', [null, 3, { widget: 7 }, { children: [{ widget: 'a' }] }])).toEqual(['a']);
  });

  it('leaves out hidden nodes and their children', () => {
    const body = [
      { widget: 'section', hidden: true, children: [{ widget: 'rich-text' }] },
      { widget: 'search-bar', hidden: false },
    ];
    expect(layoutWidgetTypes(body)).toEqual(['search-bar']);
  });
});

describe('overlaysByOpening', () => {
  const advert = { widget: 'screen-advert', when: { path: '$data.home.screen_advert', op: 'exists' } };
  const booked = { widget: 'booking-success', when: { path: '$state.overlay.booked', op: 'truthy' } };
  const picked = {
    widget: 'password-dialog',
    when: {
      all: [
        { path: '$route.params.id', op: 'exists' },
        { path: '$state.overlay.picked', op: 'nonempty' },
      ],
    },
  };
  const either = {
    widget: 'share-poster',
    when: {
      any: [
        { path: '$state.overlay.a', op: 'exists' },
        { path: '$state.overlay.b', op: 'truthy' },
      ],
    },
  };
  const closedFirst = { widget: 'popup', when: { path: '$state.overlay.dismissed', op: 'falsy' } };
  const orData = {
    widget: 'popup',
    when: {
      any: [
        { path: '$state.overlay.a', op: 'exists' },
        { path: '$data.x', op: 'truthy' },
      ],
    },
  };

  it('keeps for later only overlays whose condition is false until an action sets $state.overlay', () => {
    expect(overlaysByOpening([advert, booked, picked, either, closedFirst, orData, { widget: 'toast-bar' }])).toEqual({
      atOpen: [advert, closedFirst, orData, { widget: 'toast-bar' }],
      onAction: [booked, picked, either],
    });
  });

  it('reads what is not a list of overlays as none', () => {
    expect(overlaysByOpening(undefined)).toEqual({ atOpen: [], onAction: [] });
  });

  it('gives the first render the body and the overlays that can show as the screen opens', () => {
    expect(firstRenderWidgetTypes({ body: [{ widget: 'section' }], overlays: [advert, booked] })).toEqual(['section', 'screen-advert']);
  });
});
