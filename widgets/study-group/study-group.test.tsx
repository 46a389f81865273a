import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
