import { describe, expect, it, vi } from 'vitest';
import { createSectionEventReporter } from './section-events';
import { GOAL_WINDOW_MS, goalOfEndpoint, isDetailPath } from './section-goals';

const source = { layout: 'channel-home', revision: 4, arm: 'e2:B', audience: null, token: 't1.public0000000000.abcdefghijklmnopqrstuv' };

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

function reporterAt(storage = memoryStorage()) {
  let now = 1_000_000;
  const beacon = vi.fn((_url: string, _data: Blob) => true);
  const reporter = createSectionEventReporter({ storage, sendBeacon: beacon, now: () => now });
  const sent = async () => {
    reporter.flush(true);
    const bodies = await Promise.all(beacon.mock.calls.map(([, data]) => data.text()));
    beacon.mockClear();
    return bodies.flatMap((body) => (JSON.parse(body) as { events: Array<{ kind: string; node: string; arm: string | null }> }).events);
  };
  return { reporter, sent, storage, advance: (ms: number) => (now += ms) };
}

describe('experiment goals reached after a click on a section', () => {
  it('counts a detail page, a comment and a booking for the section clicked before them, each once per click', async () => {
    const { reporter, sent } = reporterAt();
    reporter.click(source, 'section-case-list');
    reporter.goal('detail-view');
    reporter.goal('comment');
    reporter.goal('comment');
    reporter.goal('booking');
    reporter.goal('detail-view');
    const events = await sent();
    expect(events.map((e) => [e.kind, e.node, e.arm])).toEqual([
      ['click', 'section-case-list', 'e2:B'],
      ['detail-view', 'section-case-list', 'e2:B'],
      ['comment', 'section-case-list', 'e2:B'],
      ['booking', 'section-case-list', 'e2:B'],
    ]);
    // A second click opens a new chance.
    reporter.click(source, 'section-live');
    reporter.goal('detail-view');
    expect((await sent()).map((e) => [e.kind, e.node])).toEqual([
      ['click', 'section-live'],
      ['detail-view', 'section-live'],
    ]);
  });

  it('counts nothing without a click, or after the window, and the click survives a new page (another reporter, same tab)', async () => {
    const storage = memoryStorage();
    const first = reporterAt(storage);
    first.reporter.goal('comment');
    expect(await first.sent()).toEqual([]);
    first.reporter.click(source, 'section-case');
    await first.sent();
    const next = reporterAt(storage);
    next.reporter.goal('detail-view');
    expect((await next.sent()).map((e) => e.kind)).toEqual(['detail-view']);
    next.advance(GOAL_WINDOW_MS + 1);
    next.reporter.goal('comment');
    expect(await next.sent()).toEqual([]);
  });

  it('knows the detail pages and the endpoints that are goals', () => {
    expect(['/article-detail/3', '/live-detail-home/578', '/short-video-detail/2'].every(isDetailPath)).toBe(true);
    expect(['/', '/article-list', '/meeting-list'].some(isDetailPath)).toBe(false);
    expect([goalOfEndpoint('createComment'), goalOfEndpoint('createLiveAppointment'), goalOfEndpoint('getHome'), goalOfEndpoint('toString')]).toEqual([
      'comment',
      'booking',
      undefined,
      undefined,
    ]);
  });
});
