import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { e2eServer } from './e2e-server';
import { useConsoleSession } from './ops-console-session';
import { E2E_OPERATORS } from './ops-operators';
import { launchBrowser } from './phone-browser';

// Offboarding end to end (docs/security.md): an admin creates an operator in 运营人员 (a weak password
// is refused with the server's Chinese reason), the new operator signs in through the form, the admin
// disables them, and the console they have open is sent back to sign-in on its next request.

const baseUrl = e2eServer.baseUrl;
const NAME = `e2e-leaver-${randomBytes(3).toString('hex')}`;
const PASSWORD = 'quiet-harbor-lantern-58';

let desktop: Browser;
let admin: Page;
let leaver: Page;

beforeAll(async () => {
  desktop = await launchBrowser();
  const adminContext = await desktop.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1600, height: 1100 } });
  await useConsoleSession(adminContext, baseUrl, E2E_OPERATORS.admin.name);
  admin = await adminContext.newPage();
  const leaverContext = await desktop.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1400, height: 900 } });
  leaver = await leaverContext.newPage();
});

afterAll(async () => {
  await desktop?.close();
});

describe('运营人员: an admin offboards an operator', () => {
  it('creates an operator, disables them, and their open console session is refused', async () => {
    await admin.goto('/ops#/operators');
    await admin.getByRole('heading', { name: '运营人员', level: 2 }).waitFor();
    const form = admin.getByRole('form', { name: '新建运营人员' });
    await form.getByLabel('用户名').fill(NAME);
    await form.getByLabel('角色').selectOption({ label: '编辑' });
    await form.getByLabel('初始密码').fill('password12');
    await form.getByRole('button', { name: '新建运营人员' }).click();
    await form.getByRole('alert').filter({ hasText: '密码太容易被猜到' }).waitFor();
    await form.getByLabel('初始密码').fill(PASSWORD);
    await form.getByRole('button', { name: '新建运营人员' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `已新建运营人员 ${NAME}` })
      .waitFor();
    const row = admin.getByTestId(`operator-${NAME}`);
    await row.getByRole('cell', { name: '启用' }).waitFor();

    await leaver.goto('/ops');
    await leaver.getByLabel('用户名').fill(NAME);
    await leaver.getByLabel('密码').fill(PASSWORD);
    await leaver.getByRole('button', { name: '登录' }).click();
    await leaver.getByTestId('ops-operator').filter({ hasText: NAME }).waitFor();
    await leaver.getByRole('link', { name: '页面布局' }).waitFor();

    await row.getByRole('button', { name: '停用' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: '停用' }).click();
    await row.getByRole('cell', { name: '已停用' }).waitFor();

    // The leaver's next request meets the ended session: back to the sign-in form. The request is opening another
    // view (by its address: a background refresh of the console may have met the ended session first, and then
    // the nav link is already gone).
    await leaver.evaluate(() => {
      window.location.hash = '#/audit';
    });
    await leaver.getByRole('heading', { name: '运营后台登录' }).waitFor();
    await leaver.getByLabel('用户名').fill(NAME);
    await leaver.getByLabel('密码').fill(PASSWORD);
    await leaver.getByRole('button', { name: '登录' }).click();
    await leaver.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();

    // The admin's log names both steps in operators' words.
    await admin.goto('/ops#/audit');
    const entries = admin.getByRole('row').filter({ hasText: `运营人员 ${NAME}` });
    await entries.filter({ has: admin.getByRole('cell', { name: '新建运营人员', exact: true }) }).waitFor();
    await entries.filter({ has: admin.getByRole('cell', { name: '停用运营人员', exact: true }) }).waitFor();
  });
});
