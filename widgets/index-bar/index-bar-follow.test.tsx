import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MedicalColumn } from '../../contract/generated/schema-types';
import { ParentColumn } from '../parent-column/parent-column';
import { IndexBar } from './index-bar';

function recorder() {
  const events: Array<[string, unknown]> = [];
  const emit = async (event: string, payload?: unknown) => {
    events.push([event, payload]);
    return true;
  };
  return { events, emit };
}

const column = (id: number, title: string, is_subscribe: 0 | 1): MedicalColumn => ({
  id,
  title,
  logo: '',
  desc: '',
  py: 'A',
  subscribe_count: 10,
  is_subscribe,
  showRedPoint: false,
  current_count: 1,
  view_count: 1,
});

describe('follow buttons', () => {
  it('index-bar: each column has its own follow button that emits follow with the column', async () => {
    const { events, emit } = recorder();
    const groups = [{ py: 'A', list: [column(601, '安心心血管', 0), column(602, '爱眼课堂', 1)] }];
    render(<IndexBar props={{ groups }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByRole('button', { name: '已关注 爱眼课堂' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '关注 安心心血管' }));
    expect(events).toEqual([['follow', groups[0].list[0]]]);
  });

  it('parent-column: the follow button emits follow with the parent, not select', async () => {
    const { events, emit } = recorder();
    const parent = { id: 601, title: '安心心血管', logo: '', desc: '', is_subscribe: 1 as const, origin_type: 30 as const, type: 2 };
    render(<ParentColumn props={{ parent }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '已关注 安心心血管' }));
    expect(events).toEqual([['follow', parent]]);
  });
});
