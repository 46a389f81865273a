import { act, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityGroup, LayoutDocument, LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { ActivityCalendar } from './activity-calendar';
import example from './activity-calendar.example.json';

const node = example as LayoutNode;

/** A month of the fake server: one unfinished and one finished activity named after the month. */
function month(date: string): { date: string; activity_un_finished: ActivityGroup[]; activity_finished: ActivityGroup[] } {
  const item = (id: number, title: string, finished: boolean) => ({
    id,
    origin_id: id,
    title,
    date: `${date}-10 09:00:00`,
    end_date: `${date}-12 18:00:00`,
    cover_img: '',
    status_text: finished ? '已结束' : '未开始',
    origin_type: 11,
    type: 1,
    is_saas: 0,
    link: '',
    finished,
  });
  const n = Number(date.replace('-', ''));
  return {
    date,
    activity_un_finished: [{ date: `${date}-10`, items: [item(n, `${date} 病例征集大赛`, false)] }],
    activity_finished: [{ date: `${date}-10`, items: [item(n + 1, `${date} 知识竞赛`, true)] }],
  };
}

const calendar = {
  years: [
    { year: 2021, months: [4, 9] },
    { year: 2023, months: [1, 3, 11] },
  ],
  current: '2023-03',
};

function fakeServer(): typeof fetch {
  return async (input) => {
    const url = new URL(String(input));
    const data = url.pathname.endsWith('/calendar') ? calendar : month(url.searchParams.get('date') ?? calendar.current);
    return new Response(JSON.stringify({ code: 0, message: 'ok', data }), { headers: { 'Content-Type': 'application/json' } });
  };
}

const screenDoc: LayoutDocument = {
  schemaVersion: 1,
  id: 'activity-list',
  data: {
    calendar: { endpoint: 'getActivityCalendar' },
    activities: { endpoint: 'listActivities', args: { date: '$route.query.date', pageSize: 999 } },
  },
  body: [
    {
      id: 'calendar',
      widget: 'activity-calendar',
      bind: {
        years: '$data.calendar.years',
        date: '$data.activities.date',
        unfinished: '$data.activities.activity_un_finished',
        finished: '$data.activities.activity_finished',
      },
      on: { change: [{ action: 'navigate', route: 'activity-list', query: { date: '$event.date' }, replace: true }] },
    },
  ],
};

describe('activity-calendar', () => {
  it('shows the month with the data years, unfinished items, and finished ones folded', async () => {
    await renderNode(node);
    const year = (await screen.findByRole('combobox', { name: '年份' })) as HTMLSelectElement;
    expect(year.value).toBe('2023');
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2022年', '2023年']);
    expect(screen.getByRole('tab', { name: '3月' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab')).toHaveLength(12);
    expect(screen.getByRole('heading', { name: '03月05日 周日' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '2023年医学科普创作大赛' })).toBeTruthy();
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '春季临床技能培训营' })).toBeNull();
  });

  it('expands and collapses the finished items', async () => {
    await renderNode(node);
    const toggle = await screen.findByRole('button', { name: /已结束活动（1）/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: '春季临床技能培训营' })).toBeTruthy();
    expect(toggle.textContent).toContain('收起');
    await userEvent.click(toggle);
    expect(screen.queryByRole('button', { name: '春季临床技能培训营' })).toBeNull();
  });

  it('opens an activity by origin, and an item with a link by its link', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: '名医大讲堂直播周' }));
    await waitFor(() => expect(view.location()).toBe('/live-list'));
    await userEvent.click(await screen.findByRole('button', { name: /已结束活动/ }));
    await userEvent.click(screen.getByRole('button', { name: '春季临床技能培训营' }));
    await waitFor(() => expect(view.location()).toBe('/activity-detail/30'));
  });

  it('switching months and years loads and shows that month', async () => {
    const view = await renderNode(undefined, { doc: screenDoc, fetch: fakeServer(), path: '/activity-list' });
    expect(await screen.findByRole('button', { name: '2023-03 病例征集大赛' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: '11月' }));
    expect(await screen.findByRole('button', { name: '2023-11 病例征集大赛' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '2023-03 病例征集大赛' })).toBeNull();
    await waitFor(() => expect(view.location()).toBe('/activity-list?date=2023-11'));

    // 2021 has no November: its latest month with activities is shown.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '年份' }), '2021');
    expect(await screen.findByRole('button', { name: '2021-09 病例征集大赛' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '9月' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /已结束活动/ }));
    expect(screen.getByRole('button', { name: '2021-09 知识竞赛' })).toBeTruthy();
  });

  it('says 没有更多了 for a month without activities and emits the chosen month', async () => {
    const emit = vi.fn();
    render(<ActivityCalendar props={{ years: calendar.years, date: '2021-05', unfinished: [], finished: [] }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    await act(async () => {
      await userEvent.click(screen.getByRole('tab', { name: '4月' }));
    });
    expect(emit).toHaveBeenCalledWith('change', { date: '2021-04', year: 2021, month: 4 });
  });

  it('offers every year from the first to the last, also years without activities', () => {
    const years = [2020, 2023, 2026].map((year) => ({ year, months: [11] }));
    render(<ActivityCalendar props={{ years, date: '2026-11', unfinished: [], finished: [] }} emit={vi.fn()} nodeId="n" preview={false} />);
    const offered = within(screen.getByRole('combobox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['2020年', '2021年', '2022年', '2023年', '2024年', '2025年', '2026年']);
  });
});
