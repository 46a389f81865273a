import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExposureReporter, type ExposureRecord } from './exposure';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver;
  readonly targets = new Set<Element>();
  constructor(readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  show(target: Element, ratio: number) {
    if (this.targets.has(target)) this.callback([{ target, isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  }
}

const element = (name: string) => ({ name }) as unknown as Element;

describe('exposure reporter', () => {
  let sent: ExposureRecord[][];
  let send: (batch: ExposureRecord[]) => Promise<unknown>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    send = async (batch) => void sent.push(batch);
  });
  afterEach(() => vi.useRealTimers());
  const make = (overrides: Partial<Parameters<typeof createExposureReporter>[0]> = {}) => {
    const reporter = createExposureReporter({ send, observerClass: FakeObserver as unknown as typeof IntersectionObserver, now: () => 42, ...overrides });
    reporter.startPageView('/my');
    return reporter;
  };

  it('reports a node once per page view after it has been half visible for a second', () => {
    const reporter = make();
    const banner = element('banner');
    reporter.observe([banner], { id: 'banner', widget: 'banner-carousel' });
    FakeObserver.last.show(banner, 0.3);
    vi.advanceTimersByTime(3000);
    expect(sent).toEqual([]);
    FakeObserver.last.show(banner, 0.6);
    vi.advanceTimersByTime(500);
    FakeObserver.last.show(banner, 0); // left before a second: not seen
    vi.advanceTimersByTime(3000);
    expect(sent).toEqual([]);
    FakeObserver.last.show(banner, 1);
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([[{ node: 'banner', widget: 'banner-carousel', path: '/my', at: 42 }]]);
    FakeObserver.last.show(banner, 0);
    FakeObserver.last.show(banner, 1);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
    reporter.startPageView('/my-history');
    FakeObserver.last.show(banner, 1);
    vi.advanceTimersByTime(2000);
    expect(sent.map((batch) => batch[0].path)).toEqual(['/my', '/my-history']);
  });

  it('counts a tapped node and the nodes around it as seen at once, before the tap is reported', () => {
    const reporter = make();
    const item = { name: 'item', contains: (other: unknown) => other === item } as unknown as Element;
    const section = { name: 'section', contains: (other: unknown) => other === section || other === item } as unknown as Element;
    const elsewhere = { name: 'other', contains: () => false } as unknown as Element;
    reporter.observe([section], { id: 'section-case', widget: 'section' });
    reporter.observe([item], { id: 'section-case-list', widget: 'content-list' });
    reporter.observe([elsewhere], { id: 'section-live', widget: 'section' });
    // Half visible for less than the dwell (or never half visible): not seen yet, but tapped.
    FakeObserver.last.show(section, 0.6);
    reporter.seenByTap(item as unknown as Node);
    reporter.seenByTap(item as unknown as Node);
    reporter.flush();
    expect(sent.flat().map((record) => record.node)).toEqual(['section-case', 'section-case-list']);
    vi.advanceTimersByTime(5000);
    expect(sent.flat()).toHaveLength(2);
  });

  it('batches the nodes seen together into one request, and splits at the batch size', () => {
    const reporter = make({ maxBatch: 3 });
    const elements = ['a', 'b', 'c', 'd', 'e'].map(element);
    elements.forEach((el, i) => reporter.observe([el], { id: `n${i}`, widget: 'content-list' }));
    elements.slice(0, 2).forEach((el) => FakeObserver.last.show(el, 1));
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(sent.map((batch) => batch.map((r) => r.node))).toEqual([['n0', 'n1']]);
    elements.slice(2).forEach((el) => FakeObserver.last.show(el, 1));
    elements.slice(0, 2).forEach((el) => FakeObserver.last.show(el, 1));
    vi.advanceTimersByTime(1000);
    expect(sent.map((batch) => batch.map((r) => r.node))).toEqual([
      ['n0', 'n1'],
      ['n2', 'n3', 'n4'],
    ]);
  });

  it('swallows failed and throwing sends and keeps reporting', async () => {
    let calls = 0;
    const reporter = make({
      send: (batch) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new Error('offline'));
        if (calls === 2) throw new Error('broken');
        sent.push(batch);
        return Promise.resolve();
      },
    });
    ['x', 'y', 'z'].forEach((name) => {
      const el = element(name);
      reporter.observe([el], { id: name, widget: 'section' });
      FakeObserver.last.show(el, 1);
      vi.advanceTimersByTime(2100);
    });
    await vi.runAllTimersAsync();
    expect(calls).toBe(3);
    expect(sent.map((batch) => batch[0].node)).toEqual(['z']);
  });

  it('stops watching when the node goes away and does nothing without IntersectionObserver', () => {
    const reporter = make();
    const el = element('gone');
    const stop = reporter.observe([el], { id: 'gone', widget: 'section' });
    FakeObserver.last.show(el, 1);
    stop();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
    const off = createExposureReporter({ send, observerClass: undefined });
    expect(() => off.observe([el], { id: 'x', widget: 'section' })()).not.toThrow();
  });
});
