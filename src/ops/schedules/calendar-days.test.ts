import { describe, expect, it } from 'vitest';
import type { OpsSchedule } from '../api/ops-types';
import { calendarDays } from './calendar-days';

const schedule = (id: number, publishAt: string): OpsSchedule => ({
  id,
  target_type: 'content',
  target: 'banners',
  revision: null,
  publish_at: publishAt,
  status: 'pending',
  note: '',
  created_by: '发布者',
  created_at: '2026-11-01T00:00:00.000Z',
  done_at: null,
  result: null,
});

describe('排期 by day', () => {
  it("lists publishes and windows' starts and ends under the operator's local day, in time order", () => {
    const days = calendarDays({
      list: [schedule(2, '2026-11-26T10:00:00'), schedule(1, '2026-11-25T12:00:00')],
      windows: [{ target_type: 'content', target: 'messages', item: '5', title: '通知', start: '2026-11-25T09:00:00', end: '2026-11-27T09:00:00' }],
    });
    expect(days.map((day) => day.day)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(days[0].entries.map((entry) => entry.type)).toEqual(['start', 'publish']);
    expect(days[2].entries).toEqual([expect.objectContaining({ type: 'end', key: 'content:messages:5:end' })]);
  });
});
