import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSectionEventReporter, SECTION_EVENTS_MAX_BATCH, SECTION_EVENTS_URL } from './section-events';

const source = { layout: 'channel-home', revision: 4, arm: 'e2:B', audience: null, token: 't1.public0000000000.abcdefghijklmnopqrstuv' };

describe('section event reporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('batches exposures and clicks and sends them a few seconds later in one request', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    const reporter = createSectionEventReporter({ fetch, now: () => 1000, flushMs: 5000 });
    reporter.exposure(source, 'section-case');
    reporter.click(source, 'section-case-list');
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SECTION_EVENTS_URL);
    expect(JSON.parse(String(init.body))).toEqual({
      events: [
        { layout: 'channel-home', revision: 4, node: 'section-case', kind: 'exposure', arm: 'e2:B', audience: null, token: source.token, at: 1000 },
        { layout: 'channel-home', revision: 4, node: 'section-case-list', kind: 'click', arm: 'e2:B', audience: null, token: source.token, at: 1000 },
      ],
    });
  });

  it('sends with sendBeacon when the page is left, and splits what exceeds a batch', () => {
    const beacon = vi.fn(() => true);
    const fetch = vi.fn(async () => new Response('{}'));
    const reporter = createSectionEventReporter({ fetch, sendBeacon: beacon });
    for (let i = 0; i < SECTION_EVENTS_MAX_BATCH + 10; i++) reporter.exposure(source, 'search');
    // A full batch leaves at once (by fetch); the rest leaves with the page.
    expect(fetch).toHaveBeenCalledTimes(1);
    reporter.flush(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]).toEqual([SECTION_EVENTS_URL, expect.any(Blob)]);
  });

  it('never throws into the screen when sending fails', async () => {
    const reporter = createSectionEventReporter({
      fetch: () => {
        throw new Error('offline');
      },
    });
    reporter.click(source, 'search');
    expect(() => reporter.flush()).not.toThrow();
  });
});
