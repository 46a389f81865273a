import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsServer, renderOps } from '../../test-utils/render-ops';
import { ModuleItemsEditor } from './module-items-editor';

const TYPES = [
  { value: 1, label: '课程' },
  { value: 4, label: '直播' },
];

function Harness({ seen }: { seen: unknown[][] }) {
  const [items, setItems] = useState<unknown[]>([]);
  return (
    <ModuleItemsEditor
      label="模块内容"
      value={items}
      types={TYPES}
      onChange={(next) => {
        seen.push(next);
        setItems(next);
      }}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("a recommend module's items", () => {
  it('picks each item by its title among the published content of its type, never by a typed number', async () => {
    const server = fakeOpsServer((request) =>
      request.path.startsWith('/item-options?of=live')
        ? { data: { list: [{ id: 31, title: '慢阻肺急性加重的规范化管理' }] } }
        : { data: { list: [{ id: 8, title: '心力衰竭指南精读' }] } },
    );
    const seen: unknown[][] = [];
    renderOps(<Harness seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: '添加内容' }));
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await waitFor(() => expect(screen.getByRole('option', { name: '心力衰竭指南精读' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('内容 1'), { target: { value: '8' } });
    expect(seen.at(-1)).toEqual([{ origin_type: 1, origin_id: 8 }]);

    // Another type names other content: the pick is cleared and the live list is searched instead.
    fireEvent.change(screen.getByLabelText('内容类型 1'), { target: { value: '4' } });
    expect(seen.at(-1)).toEqual([{ origin_type: 4, origin_id: 0 }]);
    await waitFor(() => expect(screen.getByRole('option', { name: '慢阻肺急性加重的规范化管理' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('内容 1'), { target: { value: '31' } });
    expect(seen.at(-1)).toEqual([{ origin_type: 4, origin_id: 31 }]);
    expect(server.requests.some((request) => request.path.startsWith('/item-options?of=course'))).toBe(true);
  });
});
