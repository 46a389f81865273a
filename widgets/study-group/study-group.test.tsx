import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode, TopicStudyGroup } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { StudyGroup } from './study-group';
import example from './study-group.example.json';

const base = { emit: async () => true, nodeId: 's', preview: false };

describe('study-group', () => {
  it('shows the main image, the group name and the members by role with avatars', async () => {
    const { container } = await renderNode(example as LayoutNode);
    expect(await screen.findByRole('heading', { name: '心血管内科青年学组招募' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '心血管内科青年学组招募主图' })).toBeTruthy();
    const leaders = screen.getByRole('region', { name: '组长' });
    expect(within(leaders).getByText('王建国')).toBeTruthy();
    expect(within(leaders).getByText('主任医师 · 北京协和医院')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '委员' })).getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelectorAll('.w-study-group__avatar')).toHaveLength(3);
  });

  it('hides avatars when show_avatar is not 1 and shows its notes child', () => {
    const group = { ...(example.props.group as TopicStudyGroup), show_avatar: 0 };
    const { container } = render(
      <StudyGroup {...base} props={{ group }}>
        <p>招募说明</p>
      </StudyGroup>,
    );
    expect(container.querySelectorAll('.w-study-group__avatar')).toHaveLength(0);
    expect(screen.getByText('招募说明')).toBeTruthy();
  });

  const group = example.props.group as TopicStudyGroup;

  it('offers 申请加入 to a doctor outside the group and sends the group id', async () => {
    const emit = vi.fn(async () => true);
    render(<StudyGroup {...base} emit={emit} props={{ group, memberships: [{ group_id: group.id, state: 'none', is_leader: false, member_content: '' }] }} />);
    expect(screen.queryByRole('region', { name: '小组内容' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '申请加入' }));
    expect(emit).toHaveBeenCalledWith('apply', { id: group.id });
  });

  it('asks a signed-out visitor to sign in instead of applying', async () => {
    const emit = vi.fn(async () => true);
    render(<StudyGroup {...base} emit={emit} props={{ group, loggedIn: false }} />);
    await userEvent.click(screen.getByRole('button', { name: '申请加入' }));
    expect(emit).toHaveBeenCalledWith('login', { id: group.id });
  });

  it('shows 审核中 (not tappable) while the application waits, and 申请加入 again after a decline', () => {
    const { rerender } = render(
      <StudyGroup {...base} props={{ group, memberships: [{ group_id: group.id, state: 'pending', is_leader: false, member_content: '' }] }} />,
    );
    expect((screen.getByRole('button', { name: '审核中' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<StudyGroup {...base} props={{ group, memberships: [{ group_id: group.id, state: 'declined', is_leader: false, member_content: '' }] }} />);
    expect(screen.getByText('申请未通过，可重新申请')).toBeTruthy();
    expect((screen.getByRole('button', { name: '申请加入' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows members (and the leader) the group content, with no 申请加入', () => {
    const member_content = '<h3>组内学习安排</h3><p>每月线上病例讨论</p>';
    const { rerender } = render(
      <StudyGroup {...base} props={{ group, memberships: [{ group_id: group.id, state: 'approved', is_leader: false, member_content }] }} />,
    );
    const region = screen.getByRole('region', { name: '小组内容' });
    expect(within(region).getByText('组内学习安排')).toBeTruthy();
    expect(within(region).getByText('已加入')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请加入' })).toBeNull();
    rerender(<StudyGroup {...base} props={{ group, memberships: [{ group_id: group.id, state: 'none', is_leader: true, member_content }] }} />);
    expect(within(screen.getByRole('region', { name: '小组内容' })).getByText('组长')).toBeTruthy();
  });

  it('reads only its own group from the memberships of the page', () => {
    render(
      <StudyGroup
        {...base}
        props={{ group, memberships: [{ group_id: group.id + 1, state: 'approved', is_leader: false, member_content: '<p>别的小组</p>' }] }}
      />,
    );
    expect(screen.queryByText('别的小组')).toBeNull();
    expect(screen.getByRole('button', { name: '申请加入' })).toBeTruthy();
  });
});
