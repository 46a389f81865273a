import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPhone, type PhoneSession } from './phone-browser';
import { e2eServer } from './e2e-server';

const baseUrl = e2eServer.baseUrl;
// Fresh numbers (not seeded): each logs in once and completes the profile as one identity.
const PHONES = { doctor: '13911110001', staff: '13911110002', student: '13911110003', patient: '13911110004' } as const;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

/** The code the console SMS provider "sent", from the dev inbox (exists only with that provider). */
async function latestCode(mobile: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const body = (await (await fetch(`${baseUrl}/dev/api/sms/latest?mobile=${mobile}`)).json().catch(() => null)) as {
      code: number;
      data?: { code: string };
    } | null;
    if (body?.code === 0 && body.data?.code) return body.data.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code for ${mobile} in the dev inbox`);
}

/** Login screens of a new number: phone, agreement, code from the inbox → the profile form (/add-info?tel=…). */
async function logInNewUser(page: Page, mobile: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('手机号', { exact: true }).fill(mobile);
  const agreement = page.getByRole('checkbox', { name: '同意用户协议和隐私政策' });
  if (!(await agreement.isChecked())) await agreement.check();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.waitForURL(/\/send-verify/);
  await page.getByRole('textbox', { name: '验证码' }).pressSequentially(await latestCode(mobile));
  await page.waitForURL(new RegExp(`/add-info\\?tel=${mobile}`));
  await page.getByRole('radiogroup', { name: '身份类型' }).waitFor();
}

async function pickPath(page: Page, field: string, path: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${field}：`) }).click();
  const sheet = page.getByRole('dialog', { name: field });
  for (const name of path) await sheet.getByRole('button', { name, exact: true }).click();
  await sheet.waitFor({ state: 'detached' });
}

async function pickTags(page: Page, field: string, names: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${field}：`) }).click();
  const sheet = page.getByRole('dialog', { name: field });
  for (const name of names) await sheet.getByRole('button', { name, exact: true }).click();
  await sheet.getByRole('button', { name: '确定' }).click();
}

/** 完成 → the registration dialog with the assistant QR → 我知道了 → home (no back-url). */
async function finishAsNewUser(page: Page): Promise<void> {
  await page.getByRole('button', { name: '完成' }).click();
  const dialog = page.getByRole('dialog', { name: '注册成功' });
  await dialog.waitFor();
  expect(await dialog.getByRole('img', { name: '博医荟小助手二维码' }).getAttribute('src')).toBe('/assistant-qr.svg');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The saved profile, read with the page's own session. */
async function savedProfile(page: Page): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const body = (await (await fetch(`${baseUrl}/user/api/profile`, { headers: { 'x-token': token ?? '' } })).json()) as { data: Record<string, unknown> };
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').is_complete)).toBe(1);
  return body.data;
}

describe('profile completion in a phone browser', () => {
  let phone: PhoneSession;
  beforeEach(async () => {
    phone = await openPhone(baseUrl);
  });
  afterEach(async () => phone?.close());

  it('medical worker: rules as toasts, hospital and department pickers, title tree; then edits it (update=1) adding a hospital', async () => {
    const { page } = phone;
    await logInNewUser(page, PHONES.doctor);
    await page.getByRole('button', { name: '完成' }).click();
    await toast(page, '姓名不能为空');
    await page.getByLabel('姓名').fill('1111');
    await page.getByRole('button', { name: '完成' }).click();
    await toast(page, '姓名格式错误');
    await page.getByLabel('姓名').fill('林晓明');
    await page.getByRole('radio', { name: '医务工作者' }).click();
    await page.getByRole('button', { name: /^医院：/ }).click();
    await toast(page, '请选择省市');
    await pickPath(page, '所在地区', ['北京市', '北京市', '海淀区']);

    await page.getByRole('button', { name: /^医院：/ }).click();
    await page.waitForURL(/\/choose-hospital\?.*municipality_id=110108/);
    await page.getByRole('searchbox', { name: '搜索' }).fill('总医院');
    await page.getByRole('searchbox', { name: '搜索' }).press('Enter');
    await page.waitForURL(/name=/);
    await page.getByRole('button', { name: /中国人民解放军总医院/ }).click();
    await page.waitForURL(/\/add-info/);
    await page.getByRole('button', { name: '医院：中国人民解放军总医院' }).waitFor();
    expect(await page.getByLabel('姓名').inputValue()).toBe('林晓明'); // the draft came back

    await page.getByRole('button', { name: /^科室：/ }).click();
    await page.waitForURL(/\/choose-office\?.*hospital_id=2/);
    await page.getByRole('group', { name: '内科' }).getByRole('button', { name: '心血管内科' }).click();
    await page.getByRole('button', { name: '科室：心血管内科' }).waitFor();
    await pickPath(page, '职称', ['医师', '主治医师']);
    await pickTags(page, '擅长疾病', ['高血压', '肺癌']);
    await page.getByRole('button', { name: '完成' }).click();
    await toast(page, '需求不能为空');
    await page.getByRole('button', { name: '学术会议' }).click();
    await page.getByRole('button', { name: '病例讨论' }).click();
    await finishAsNewUser(page);
    expect(await savedProfile(page)).toMatchObject({
      name: '林晓明',
      identity: '3',
      municipality_name: '海淀区',
      hospital_name: '中国人民解放军总医院',
      office_name: '心血管内科',
      position_name: '主治医师',
      tags_name: '学术会议,病例讨论',
      good_at_disease_name: '高血压,肺癌',
    });

    // Edit mode: the saved values come back; a hospital missing from the list is added and selected.
    await page.goto('/add-info?update=1');
    await page.getByRole('button', { name: '医院：中国人民解放军总医院' }).waitFor();
    expect(await page.getByLabel('姓名').inputValue()).toBe('林晓明');
    await page.getByLabel('职务').fill('住院总医师');
    await page.getByRole('button', { name: /^医院：/ }).click();
    await page.getByRole('button', { name: '没有找到？添加医院' }).click();
    await page.waitForURL(/\/add-hospital\?.*municipality_id=110108/);
    await page.getByLabel('医院名称').fill('海淀区学院路社区卫生服务中心');
    await page.getByRole('button', { name: '提交' }).click();
    await toast(page, '请选择医院等级');
    await page.getByRole('button', { name: /^医院等级：/ }).click();
    await page.getByRole('dialog', { name: '医院等级' }).getByRole('button', { name: '一级甲等', exact: true }).click();
    await page.getByRole('button', { name: '提交' }).click();
    await toast(page, '添加成功');
    await page.waitForURL(/\/add-info\?update=1/);
    await page.getByRole('button', { name: '医院：海淀区学院路社区卫生服务中心' }).waitFor();
    expect(await page.getByLabel('职务').inputValue()).toBe('住院总医师');
    await page.getByRole('button', { name: '完成' }).click();
    await toast(page, '科室不能为空'); // a new hospital clears the department
    await page.getByRole('button', { name: /^科室：/ }).click();
    await page.getByRole('button', { name: '全科医学科' }).click();
    await page.getByRole('button', { name: '科室：全科医学科' }).waitFor();
    await page.getByRole('button', { name: '完成' }).click();
    await toast(page, '修改成功');
    await page.waitForURL((url) => url.pathname === '/my');
    expect(await savedProfile(page)).toMatchObject({
      hospital_name: '海淀区学院路社区卫生服务中心',
      hospital_level_name: '一级甲等',
      office_name: '全科医学科',
      duty_name: '住院总医师',
    });
  });

  it('enterprise staff: institution type, unit name and duty', async () => {
    const { page } = phone;
    await logInNewUser(page, PHONES.staff);
    await page.getByLabel('姓名').fill('周航');
    await page.getByRole('radio', { name: '医药企业相关人员' }).click();
    await pickPath(page, '所在地区', ['上海市', '上海市', '浦东新区']);
    await pickPath(page, '机构类型', ['医药企业']);
    await page.getByLabel('单位名称').fill('恒瑞医药');
    await page.getByRole('button', { name: '学术会议' }).click();
    await page.getByRole('button', { name: '完成' }).click();
    await toast(page, '职务不能为空');
    await page.getByLabel('职务').fill('医学经理');
    await finishAsNewUser(page);
    expect(await savedProfile(page)).toMatchObject({
      identity: '5',
      company_type_name: '医药企业',
      company_name: '恒瑞医药',
      duty_name: '医学经理',
      municipality_name: '浦东新区',
    });
  });

  it('medical student: school then major through the pickers (isSchool=1, isMajor=1)', async () => {
    const { page } = phone;
    await logInNewUser(page, PHONES.student);
    await page.getByLabel('姓名').fill('李思琪');
    await page.getByRole('radio', { name: '医学生' }).click();
    await page.getByRole('button', { name: /^专业：/ }).click();
    await toast(page, '请选择学校');
    await pickPath(page, '所在地区', ['广东省', '广州市', '越秀区']);
    await page.getByRole('button', { name: /^学校：/ }).click();
    await page.waitForURL(/\/choose-hospital\?.*isSchool=1/);
    await page.getByRole('button', { name: /中山大学中山医学院/ }).click();
    await page.getByRole('button', { name: '学校：中山大学中山医学院' }).waitFor();
    await page.getByRole('button', { name: /^专业：/ }).click();
    await page.waitForURL(/\/choose-office\?.*isMajor=1/);
    await page.getByRole('group', { name: '临床医学' }).getByRole('button', { name: '内科学' }).click();
    await page.getByRole('button', { name: '专业：内科学' }).waitFor();
    await page.getByRole('button', { name: '继续教育学分' }).click();
    await finishAsNewUser(page);
    expect(await savedProfile(page)).toMatchObject({ identity: '8', school_name: '中山大学中山医学院', major_name: '内科学', tags_name: '继续教育学分' });
  });

  it('patient: other → 患者, confirmed disease and treatments (tag pickers), no location', async () => {
    const { page } = phone;
    await logInNewUser(page, PHONES.patient);
    await page.getByLabel('姓名').fill('王秀兰');
    await page.getByRole('radio', { name: '其他' }).click();
    expect(await page.getByRole('button', { name: /^所在地区：/ }).count()).toBe(0);
    await page.getByRole('radio', { name: '患者', exact: true }).click();
    await pickTags(page, '确诊疾病', ['糖尿病']);
    await page.getByRole('button', { name: '完成' }).click();
    await toast(page, '治疗方式不能为空');
    await pickTags(page, '治疗方式', ['药物治疗', '康复治疗']);
    await finishAsNewUser(page);
    expect(await savedProfile(page)).toMatchObject({
      identity: '1',
      otherIdentityType: '1',
      province_id: '',
      confirmed_disease_name: '糖尿病',
      experience_treatment_name: '药物治疗,康复治疗',
    });
  });
});
