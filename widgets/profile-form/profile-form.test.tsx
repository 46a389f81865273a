import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LayoutNode } from '../../contract/generated/schema-types';
import { renderNode } from '../../src/test-utils/render-node';
import example from './profile-form.example.json';
import { PROMPT_TEXT } from './profile-form';

const node = example as LayoutNode;
const submit = () => userEvent.click(screen.getByRole('button', { name: '完成' }));

/** A server answering PUT add-info with `answer`; records the form bodies it got. */
function fakeServer(
  answer: object = {
    code: 0,
    message: 'success',
    data: { id: 9, mobile: '13900000009', is_complete: 1, name: '林晓', identity: { id: 3, name: '医务工作者' } },
  },
) {
  const bodies: URLSearchParams[] = [];
  const fetch = (async (_input: string, init?: RequestInit) => {
    if (init?.body) bodies.push(new URLSearchParams(String(init.body)));
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, bodies };
}

async function pickRegion() {
  await userEvent.click(screen.getByRole('button', { name: /^所在地区/ }));
  const sheet = screen.getByRole('dialog', { name: '所在地区' });
  await userEvent.click(within(sheet).getByRole('button', { name: /北京市/ }));
  await userEvent.click(within(sheet).getByRole('button', { name: /北京市/ }));
  await userEvent.click(within(sheet).getByRole('button', { name: '海淀区' }));
}

afterEach(() => localStorage.clear());

describe('profile-form', () => {
  it('checks the rules in order with the product messages and opens the hospital picker only after a city', async () => {
    const view = await renderNode(node);
    await screen.findByRole('radiogroup', { name: '身份类型' });
    await submit();
    expect(view.toasts()).toEqual(['姓名不能为空']);
    await userEvent.type(screen.getByLabelText('姓名'), '1234');
    await submit();
    expect(view.toasts().at(-1)).toBe('姓名格式错误');
    await userEvent.clear(screen.getByLabelText('姓名'));
    await userEvent.type(screen.getByLabelText('姓名'), '林晓');
    await submit();
    expect(view.toasts().at(-1)).toBe('身份类型不能为空');
    await userEvent.click(screen.getByRole('radio', { name: '医务工作者' }));
    await submit();
    expect(view.toasts().at(-1)).toBe('所在地区不能为空');
    await userEvent.click(screen.getByRole('button', { name: /^医院/ }));
    expect(view.toasts().at(-1)).toBe('请选择省市');
    await userEvent.click(screen.getByRole('button', { name: /^科室/ }));
    expect(view.toasts().at(-1)).toBe('请选择医院');
    await pickRegion();
    expect(screen.getByRole('button', { name: '所在地区：北京市 海淀区' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^医院/ }));
    // Profile actions load on first use: the navigation follows a moment after the tap.
    await waitFor(() => expect(view.location()).toBe('/choose-hospital?province_id=110000&city_id=110100&municipality_id=110108'));
    // The draft was kept for the way back.
    expect(JSON.parse(localStorage.getItem('profile_draft')!)).toMatchObject({ name: '林晓', identity: '3', municipality_name: '海淀区' });
  });

  it('restores the draft after a picker, sends lists comma-joined and shows the registration dialog with the QR', async () => {
    localStorage.setItem(
      'profile_draft',
      JSON.stringify({
        name: '林晓',
        identity: '3',
        province_id: '110000',
        province_name: '北京市',
        city_id: '110100',
        city_name: '北京市',
        municipality_id: '110108',
        municipality_name: '海淀区',
        hospital_id: '2',
        hospital_name: '中国人民解放军总医院',
        hospital_level_name: '三级甲等',
        office_id: '5',
        office_name: '心血管内科',
      }),
    );
    const server = fakeServer();
    const view = await renderNode(node, { fetch: server.fetch });
    expect(await screen.findByRole('button', { name: '医院：中国人民解放军总医院' })).toBeTruthy();
    await submit();
    expect(view.toasts().at(-1)).toBe('需求不能为空');
    for (const need of ['学术会议', '临床指南', '病例讨论', '科研写作', '继续教育学分']) await userEvent.click(screen.getByRole('button', { name: need }));
    await userEvent.click(screen.getByRole('button', { name: '新药资讯' }));
    expect(view.toasts().at(-1)).toBe('最多选择5个');
    await userEvent.click(screen.getByRole('button', { name: '科研写作' }));
    await submit();
    const dialog = await screen.findByRole('dialog', { name: '注册成功' });
    expect(within(dialog).getByRole('img', { name: '博医荟小助手二维码' }).getAttribute('src')).toBe('/assistant-qr.svg');
    const body = Object.fromEntries(server.bodies[0]);
    expect(body).toMatchObject({
      name: '林晓',
      identity: '3',
      hospital_id: '2',
      hospital_level_name: '三级甲等',
      office_id: '5',
      tags: '101,102,103,105',
      tags_name: '学术会议,临床指南,病例讨论,继续教育学分',
      confirmed_disease: '',
    });
    expect(localStorage.getItem('profile_draft')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ is_complete: 1, name: '林晓' });
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('clears what depends on the identity, sends the patient sub-type as identity with a blank location, and keeps at most 3 tags', async () => {
    localStorage.setItem(
      'profile_draft',
      JSON.stringify({
        name: '王秀兰',
        identity: '3',
        province_id: '110000',
        city_id: '110100',
        city_name: '北京市',
        hospital_id: '2',
        hospital_name: '中国人民解放军总医院',
      }),
    );
    const server = fakeServer({ code: 0, message: 'success', data: { id: 9, mobile: '13900000009', is_complete: 1 } });
    const view = await renderNode(node, { fetch: server.fetch });
    await userEvent.click(await screen.findByRole('radio', { name: '其他' }));
    expect(screen.queryByRole('button', { name: /^医院/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '患者' }));
    await submit();
    expect(view.toasts().at(-1)).toBe('确诊疾病不能为空');
    await userEvent.click(screen.getByRole('button', { name: /^确诊疾病/ }));
    const sheet = screen.getByRole('dialog', { name: '确诊疾病' });
    await userEvent.click(within(sheet).getByRole('button', { name: '高血压' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '冠心病' })); // one per parent: replaces 高血压
    await userEvent.click(within(sheet).getByRole('button', { name: '肺癌' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '糖尿病' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '脑卒中' }));
    expect(view.toasts().at(-1)).toBe('最多选择3个');
    await userEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    expect(screen.getByRole('button', { name: '确诊疾病：冠心病、肺癌、糖尿病' })).toBeTruthy();
    await submit(); // needs are optional for "other"
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    expect(Object.fromEntries(server.bodies[0])).toMatchObject({
      identity: '1',
      otherIdentityType: '1',
      province_id: '',
      city_id: '',
      hospital_id: '',
      confirmed_disease: '203,205,208',
    });
  });

  it('a returning doctor told 您可点击完成 finishes with what the older form had (no 需求)', async () => {
    const server = fakeServer();
    const doc = { schemaVersion: 1, id: 'p', body: [{ ...node, props: { ...node.props, prompt: 1 } }] };
    localStorage.setItem(
      'profile_draft',
      JSON.stringify({
        name: '林晓',
        identity: '3',
        province_id: '110000',
        province_name: '北京市',
        city_id: '110100',
        city_name: '北京市',
        municipality_id: '110108',
        municipality_name: '海淀区',
        hospital_id: '2',
        hospital_name: '中国人民解放军总医院',
        office_id: '5',
        office_name: '心血管内科',
      }),
    );
    const view = await renderNode(undefined, { doc, fetch: server.fetch });
    expect(await screen.findByText(PROMPT_TEXT)).toBeTruthy();
    await submit();
    await screen.findByRole('dialog', { name: '注册成功' });
    expect(view.toasts()).not.toContain('需求不能为空');
    expect(Object.fromEntries(server.bodies[0])).toMatchObject({ name: '林晓', tags: '' });
  });

  it('shows the server message on a refusal and keeps the form; shows the returning-user prompt', async () => {
    const server = fakeServer({ code: -1, message: '格式错误' });
    const doc = { schemaVersion: 1, id: 'p', body: [{ ...node, props: { ...node.props, prompt: 1 } }] };
    localStorage.setItem('profile_draft', JSON.stringify({ name: '林晓', identity: '4', otherIdentityType: '6' }));
    const view = await renderNode(undefined, { doc, fetch: server.fetch });
    expect(await screen.findByText(PROMPT_TEXT)).toBeTruthy();
    await submit();
    await waitFor(() => expect(view.toasts().at(-1)).toBe('格式错误'));
    expect(screen.queryByRole('dialog', { name: '注册成功' })).toBeNull();
  });
});
