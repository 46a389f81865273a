import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeOpsServer, renderOps } from '../../test-utils/render-ops';
import { AudienceForm } from './audience-form';

const PROVINCES = [
  { value: '广东省', label: '广东省' },
  { value: '广西壮族自治区', label: '广西壮族自治区' },
];

describe('audience form', () => {
  it('picks values from the profile reference data and shows how many doctors the rule takes in', async () => {
    const server = fakeOpsServer((request) => {
      const url = new URL(request.path, 'http://console.test');
      if (url.pathname === '/audience-values') return { data: { list: PROVINCES.filter((p) => p.label.includes(url.searchParams.get('q') ?? '')) } };
      if (url.pathname === '/audiences/count') {
        const provinces = JSON.stringify(request.body).includes('广东省');
        return { data: { count: provinces ? 12 : 3400, capped: false, uncounted: [] } };
      }
      if (url.pathname === '/audiences') return { data: { id: 1, ...(request.body as object), updated_at: '2026-11-30T00:00:00.000Z', updated_by: '甲' } };
      return { data: { list: [] } };
    });
    let saved: unknown;
    renderOps(<AudienceForm onSaved={(audience) => (saved = audience)} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('标识'), { target: { value: 'guangdong' } });
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '广东医生' } });
    const condition = screen.getByRole('group', { name: '规则 1' });
    fireEvent.change(within(condition).getByLabelText('依据'), { target: { value: 'province' } });
    // No box to type a province into: only a search of the offered names.
    expect(within(condition).queryByRole('textbox')).toBeNull();
    fireEvent.change(within(condition).getByLabelText(/^搜索省份/), { target: { value: '广东' } });
    fireEvent.click(await within(condition).findByRole('button', { name: '添加 广东省' }));
    expect(within(within(condition).getByRole('list', { name: '已选省份' })).getByText('广东省')).toBeTruthy();
    await screen.findByText('现在有 12 位用户属于这个人群');

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toBeTruthy());
    const create = server.requests.find((request) => request.method === 'POST' && request.path === '/audiences');
    expect(create?.body).toMatchObject({ key: 'guangdong', rule: { all: [{ fact: 'province', in: ['广东省'] }] } });
  });

  it("shows the server's refusal of a stored value where the count would be", async () => {
    fakeOpsServer((request) => {
      if (request.path.startsWith('/audiences/count'))
        return {
          refused: { code: 400, status: 400, message: '条件「省份」的取值「广东」不在资料选项中，不会匹配任何用户，请从列表中选择（是否指「广东省」？）' },
        };
      return { data: { list: PROVINCES } };
    });
    const audience = {
      id: 2,
      key: 'old',
      name: '旧人群',
      description: '',
      rule: { all: [{ fact: 'province' as const, in: ['广东'] }] },
      updated_at: '2026-11-30T00:00:00.000Z',
      updated_by: '甲',
    };
    renderOps(<AudienceForm audience={audience} onSaved={() => undefined} onCancel={() => undefined} />);
    await screen.findByText(/^无法统计人数：条件「省份」的取值「广东」不在资料选项中/);
    // The stored value is shown so it can be removed.
    fireEvent.click(screen.getByRole('button', { name: '移除 广东' }));
    expect(screen.getByText('还没有选择取值')).toBeTruthy();
  });
});
