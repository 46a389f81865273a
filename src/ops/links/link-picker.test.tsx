import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeOpsServer, renderOps } from '../../test-utils/render-ops';
import { LinkPicker } from './link-picker';

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <LinkPicker
      label="跳转链接"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('the link picker', () => {
  it('chooses a page by its Chinese name, then the article by its title', async () => {
    const server = fakeOpsServer(() => ({ data: { list: [{ id: 12, title: '心衰指南解读', path: '/article-detail/12' }] } }));
    const seen: string[] = [];
    renderOps(<Harness initial="" seen={seen} />);
    fireEvent.change(screen.getByLabelText('跳转链接：跳转到'), { target: { value: 'page' } });
    fireEvent.change(screen.getByLabelText('跳转链接：页面'), { target: { value: 'article-detail' } });
    expect(screen.getByRole('alert').textContent).toBe('请为「资讯详情」选择编号');
    const item = await screen.findByLabelText('选择资讯详情的内容');
    await waitFor(() => expect(screen.getByRole('option', { name: '心衰指南解读' })).toBeTruthy());
    fireEvent.change(item, { target: { value: '12' } });
    expect(seen.at(-1)).toBe('/article-detail/12');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.requests.some((request) => request.path.startsWith('/item-options?of=article'))).toBe(true);
  });

  it('refuses at the field, in Chinese and naming it, what opens nothing', () => {
    fakeOpsServer(() => ({ data: { list: [] } }));
    for (const [value, message] of [
      ['javascript:alert(1)', '跳转链接：不允许的链接类型 javascript:，只能是站内页面或 https:// 网址'],
      ['/no-such-page-xyz', '跳转链接：没有这个页面：/no-such-page-xyz'],
      ['http://example.com', '跳转链接：网址必须以 https:// 开头（http:// 网址在微信里会被拦截）：http://example.com'],
    ]) {
      const view = renderOps(<Harness initial={value} seen={[]} />);
      expect(screen.getByRole('alert').textContent).toBe(message);
      view.unmount();
    }
    const view = renderOps(<Harness initial="https://example.com/a" seen={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();
  });
});
