import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySectionEventReporter } from './lazy-section-events';

const source = { layout: 'home', revision: 3, arm: null, audience: null, token: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazy section-event reporter', () => {
  it('keeps events made before its chunk loaded, in order, and sends them in one batch', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(String(init.body));
      return new Response('{}');
    });
    const reporter = lazySectionEventReporter();
    reporter.flush(true); // nothing loaded yet: nothing to send, and no throw
    reporter.exposure(source, 'banner');
    reporter.click(source, 'banner');
    await vi.waitFor(() => {
      reporter.flush();
      expect(sent).toHaveLength(1);
    });
    const { events } = JSON.parse(sent[0]) as { events: Array<{ node: string; kind: string }> };
    expect(events.map((event) => `${event.kind}:${event.node}`)).toEqual(['exposure:banner', 'click:banner']);
  });
});
