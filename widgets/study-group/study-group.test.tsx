import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LayoutNode, StudyGroupMembership, TopicStudyGroup } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import { StudyGroup } from './study-group';
import example from './study-group.example.json';
import examples from './study-group.examples.json';

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
    render(
      <StudyGroup
        {...base}
        emit={emit}
        props={{ group, memberships: [{ group_id: group.id, state: 'none', is_leader: false, member_content: '', pending_applications: [] }] }}
      />,
    );
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
      <StudyGroup
        {...base}
        props={{ group, memberships: [{ group_id: group.id, state: 'pending', is_leader: false, member_content: '', pending_applications: [] }] }}
      />,
    );
    expect((screen.getByRole('button', { name: '审核中' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(
      <StudyGroup
        {...base}
        props={{ group, memberships: [{ group_id: group.id, state: 'declined', is_leader: false, member_content: '', pending_applications: [] }] }}
      />,
    );
    expect(screen.getByText('申请未通过，可重新申请')).toBeTruthy();
    expect((screen.getByRole('button', { name: '申请加入' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows members (and the leader) the group content, with no 申请加入', () => {
    const member_content = '<h3>组内学习安排</h3><p>每月线上病例讨论</p>';
    const { rerender } = render(
      <StudyGroup
        {...base}
        props={{ group, memberships: [{ group_id: group.id, state: 'approved', is_leader: false, member_content, pending_applications: [] }] }}
      />,
    );
    const region = screen.getByRole('region', { name: '小组内容' });
    expect(within(region).getByText('组内学习安排')).toBeTruthy();
    expect(within(region).getByText('已加入')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请加入' })).toBeNull();
    rerender(
      <StudyGroup
        {...base}
        props={{ group, memberships: [{ group_id: group.id, state: 'none', is_leader: true, member_content, pending_applications: [] }] }}
      />,
    );
    expect(within(screen.getByRole('region', { name: '小组内容' })).getByText('组长')).toBeTruthy();
  });

  it('reads only its own group from the memberships of the page', () => {
    render(
      <StudyGroup
        {...base}
        props={{
          group,
          memberships: [{ group_id: group.id + 1, state: 'approved', is_leader: false, member_content: '<p>别的小组</p>', pending_applications: [] }],
        }}
      />,
    );
    expect(screen.queryByText('别的小组')).toBeNull();
    expect(screen.getByRole('button', { name: '申请加入' })).toBeTruthy();
  });
  it('shows the leader the applications waiting, oldest first, and sends 通过 / 拒绝 with the application', async () => {
    const emit = vi.fn(async () => true);
    const leader = examples['many-items'].props.memberships[0];
    render(<StudyGroup {...base} emit={emit} props={{ group, memberships: [leader as StudyGroupMembership] }} />);
    const queue = screen.getByRole('region', { name: '待审核的入组申请' });
    const items = within(queue).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.w-study-group__name')?.textContent)).toEqual(['陈晓燕', '刘洋', '黄文博', '未填写姓名的医生']);
    expect(within(items[0]).getByText('浙江大学医学院附属第一医院 · 11月26日申请')).toBeTruthy();
    expect(within(items[0]).getByText(/心衰随访门诊/)).toBeTruthy();
    await userEvent.click(within(queue).getByRole('button', { name: '通过陈晓燕的入组申请' }));
    expect(emit).toHaveBeenCalledWith('approve', { id: 31, group_id: group.id });
    await userEvent.click(within(queue).getByRole('button', { name: '拒绝刘洋的入组申请' }));
    expect(emit).toHaveBeenCalledWith('decline', { id: 35, group_id: group.id });
    // The leader reads the members' content too, and is not asked to apply.
    expect(within(screen.getByRole('region', { name: '小组内容' })).getByText('组长')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请加入' })).toBeNull();
  });

  it('tells the leader when nothing waits, and shows no queue to anyone else', () => {
    const { rerender } = render(
      <StudyGroup
        {...base}
        props={{ group, memberships: [{ group_id: group.id, state: 'none', is_leader: true, member_content: '', pending_applications: [] }] }}
      />,
    );
    expect(within(screen.getByRole('region', { name: '待审核的入组申请' })).getByText('暂无待审核的申请')).toBeTruthy();
    rerender(
      <StudyGroup
        {...base}
        props={{ group, memberships: [{ group_id: group.id, state: 'approved', is_leader: false, member_content: '', pending_applications: [] }] }}
      />,
    );
    expect(screen.queryByRole('region', { name: '待审核的入组申请' })).toBeNull();
  });
});
