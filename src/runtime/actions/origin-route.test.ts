import { describe, expect, it } from 'vitest';
import { originDestination, type OriginTarget } from './origin-route';

const config = { meetingUrlTemplate: 'https://meeting.example.test/m/{uuid}' };
const go = (item: OriginTarget) => originDestination(item, config);
const internal = (path: string) => ({ kind: 'internal', path });

// docs/product-rules.md#routing-from-cards, rule by rule.
describe('navigate-by-origin rules', () => {
  it('live (4): series → live-column, upcoming → live-detail, everything else → the room', () => {
    expect(go({ origin_type: 4, origin_id: 9, type: 2, live_status: 0 })).toEqual(internal('/live-column/9'));
    expect(go({ origin_type: 4, origin_id: 9, type: 1, live_status: 0 })).toEqual(internal('/live-detail/9'));
    for (const status of [1, 2, 5, 6, 7]) {
      expect(go({ origin_type: 4, origin_id: 9, type: 1, live_status: status })).toEqual(internal('/live-detail-home/9'));
    }
  });

  it("meeting: the meeting's own link first; without one and without a conference site, the app's meeting page", () => {
    expect(go({ origin_type: 14, origin_id: 3, uuid: 'abc-1', link: 'https://conf.example.test/x' })).toEqual({
      kind: 'external',
      url: 'https://conf.example.test/x',
    });
    expect(go({ origin_type: 31, origin_id: 5, academic_origin_type: 14, uuid: 'u-9', link: '/topic-detail/5' })).toEqual({
      kind: 'external',
      url: '/topic-detail/5',
    });
    expect(originDestination({ origin_type: 14, origin_id: 3, uuid: 'abc-1', link: '' }, { meetingUrlTemplate: '' })).toEqual({
      kind: 'internal',
      path: '/meeting/abc-1',
    });
  });

  it('meeting (14): the external conference page by uuid', () => {
    expect(go({ origin_type: 14, origin_id: 3, uuid: 'abc-1' })).toEqual({ kind: 'external', url: 'https://meeting.example.test/m/abc-1' });
    expect(go({ origin_type: 14, origin_id: 3 }).kind).toBe('none');
  });

  it('academic (31): live-detail for academic_origin_type 4, conference page for 14, topic for 13', () => {
    expect(go({ origin_type: 31, origin_id: 5, academic_origin_type: 4 })).toEqual(internal('/live-detail/5'));
    expect(go({ origin_type: 31, origin_id: 5, academic_origin_type: 14, uuid: 'u-9' })).toEqual({
      kind: 'external',
      url: 'https://meeting.example.test/m/u-9',
    });
    expect(go({ origin_type: 31, origin_id: 5, academic_origin_type: 13 })).toEqual(internal('/topic-detail/5'));
  });

  it('topic (13) → topic-detail; medical column (30) → medical-column-detail', () => {
    expect(go({ origin_type: 13, origin_id: 6 })).toEqual(internal('/topic-detail/6'));
    expect(go({ origin_type: 30, origin_id: 8 })).toEqual(internal('/medical-column-detail/8'));
  });

  it('course (1): course-column for source_type 0, video-column for 4; single items open their detail', () => {
    expect(go({ origin_type: 1, origin_id: 2, type: 2, source_type: 0 })).toEqual(internal('/course-column/2'));
    expect(go({ origin_type: 1, origin_id: 2, type: 2, source_type: 4 })).toEqual(internal('/video-column/2'));
    expect(go({ origin_type: 1, origin_id: 2, type: 1, source_type: 0 })).toEqual(internal('/course-detail/2'));
    expect(go({ origin_type: 1, origin_id: 2, type: 1, source_type: 4 })).toEqual(internal('/video-detail/2'));
  });

  it('case (6): article-detail when type is 1, else case-column', () => {
    expect(go({ origin_type: 6, origin_id: 4, type: 1 })).toEqual(internal('/article-detail/4'));
    expect(go({ origin_type: 6, origin_id: 4, type: 2 })).toEqual(internal('/case-column/4'));
  });

  it('video (3): video-detail or video-column; short videos (marked by the server) open short-video-detail', () => {
    expect(go({ origin_type: 3, origin_id: 11, type: 1 })).toEqual(internal('/video-detail/11'));
    expect(go({ origin_type: 3, origin_id: 11, type: 2 })).toEqual(internal('/video-column/11'));
    expect(go({ origin_type: 3, origin_id: 6, is_short_video: 1 })).toEqual(internal('/short-video-detail/6'));
  });

  it('downloads (9) do not navigate on row tap', () => {
    expect(go({ origin_type: 9, origin_id: 1, type: 1 }).kind).toBe('none');
  });

  it('prefers origin_id over the feed row id, and accepts numeric strings', () => {
    expect(go({ id: 100, origin_id: 7, origin_type: '13' })).toEqual(internal('/topic-detail/7'));
    expect(go({ id: 100, origin_type: 13 })).toEqual(internal('/topic-detail/100'));
  });

  it('does nothing for unknown origin types or cards without an id', () => {
    expect(go({ origin_type: 99, origin_id: 1 }).kind).toBe('none');
    expect(go({ origin_type: 1 }).kind).toBe('none');
  });
});
