import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ContentItem, LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { MeetingCards } from './meeting-cards';
import example from './meeting-cards.example.json';

const node = example as LayoutNode;
const items = example.props.items as ContentItem[];
const card = (title: string) => screen.getByRole('button', { name: title }).closest('article') as HTMLElement;

describe('meeting-cards', () => {
  it('shows a badge per meeting_status and the sign-up button per the rules', async () => {
    await renderNode(node);
    await screen.findByRole('button', { name: items[0].title });
    expect(within(card(items[0].title)).getByText('报名中')).toBeTruthy();
    expect(within(card(items[0].title)).getByRole('button', { name: '报名参会' })).toBeTruthy();
    // In progress and already applied.
    expect(within(card(items[1].title)).getByText('进行中')).toBeTruthy();
    const applied = within(card(items[1].title)).getByRole('button', { name: '已报名' }) as HTMLButtonElement;
    expect(applied.disabled).toBe(true);
    // Ended: no sign-up button.
    expect(within(card(items[2].title)).getByText('已结束')).toBeTruthy();
    expect(within(card(items[2].title)).queryByRole('button', { name: /报名/ })).toBeNull();
    // Not origin_type 14: no sign-up button.
    expect(within(card(items[3].title)).getByText('未开始')).toBeTruthy();
    expect(within(card(items[3].title)).queryByRole('button', { name: /报名/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: '报名参会' })).toHaveLength(1);
    expect(screen.getByText('2025-06-12 ~ 06-14')).toBeTruthy();
  });

  it('a 学术会 entry standing for a conference with sign-up (31 → 14) shows 报名参会; one opening a live does not', () => {
    const base = { ...items[0], origin_type: 31, meeting_status: 0, isApply: false };
    const emit = vi.fn();
    render(
      <MeetingCards
        props={{
          items: [
            { ...base, id: 91, title: '报名的学术会', academic_origin_type: 14 },
            { ...base, id: 92, title: '直播的学术会', academic_origin_type: 4 },
          ],
        }}
        emit={emit}
        nodeId="n"
        preview={false}
      />,
    );
    expect(within(card('报名的学术会')).getByRole('button', { name: '报名参会' })).toBeTruthy();
    expect(within(card('直播的学术会')).queryByRole('button', { name: /报名/ })).toBeNull();
  });

  it('names the place and the organiser when the meeting has them (the meeting page), and leaves them out otherwise', () => {
    const meeting = { ...items[0], address: '北京国际会议中心', organizer: '中华医学会心血管病学分会' };
    render(<MeetingCards props={{ items: [meeting, items[1]] }} emit={vi.fn()} nodeId="n" preview={false} />);
    expect(within(card(meeting.title)).getByText('会议地点：北京国际会议中心')).toBeTruthy();
    expect(within(card(meeting.title)).getByText('主办单位：中华医学会心血管病学分会')).toBeTruthy();
    expect(within(card(items[1].title)).queryByText(/会议地点|主办单位/)).toBeNull();
  });

  it('sends a visitor who taps 报名参会 to /login', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: '报名参会' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
  });

  it('opens the conference page of a tapped card', async () => {
    const view = await renderNode(node);
    await userEvent.click(await screen.findByRole('button', { name: items[0].title }));
    // Some actions load their code on first use: the link opens a moment after the tap.
    await waitFor(() => expect(view.opened()).toEqual([`https://meeting.example.test/m/${items[0].uuid}`]));
  });

  it('emits apply instead of login for a logged-in person, and 没有更多了 when empty', async () => {
    const emit = vi.fn();
    const { rerender } = render(<MeetingCards props={{ items, loggedIn: true }} emit={emit} nodeId="n" preview={false} />);
    await userEvent.click(screen.getByRole('button', { name: '报名参会' }));
    expect(emit).toHaveBeenCalledWith('apply', items[0]);
    rerender(<MeetingCards props={{ items: [] }} emit={emit} nodeId="n" preview={false} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });
});
