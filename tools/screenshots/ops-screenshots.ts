import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { migrateDatabase } from '../../server/src/db/migrate-database';
import { openDatabase } from '../../server/src/db/database';
import { saveOperator } from '../../server/src/modules/ops-operators/ops-operators.service';
import { freePort, startServer } from './screenshot-server';

// Takes the screenshots of README's operator section (docs/images/ops/*.png) by walking through the console
// as an operator would, on a fresh embedded database with the seed. Run after `npm run build`:
//   npm run screenshots:ops
// Re-run it when the console's look changes, and commit the images with the change.

const OUT_DIR = 'docs/images/ops';
const OPERATOR = { name: 'alice', role: 'publisher', password: 'readme-operator-password' } as const;
// The e2e tests' browser (README, "Two commands"), so one install serves both.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

async function shoot(page: Page, name: string): Promise<void> {
  // Let fonts and lazy views settle: wait until no request is in flight.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(OUT_DIR, `${name}.png`) });
  console.log(`${OUT_DIR}/${name}.png`);
}

async function walkThroughConsole(page: Page): Promise<void> {
  await page.goto('/ops');
  await page.getByLabel('用户名').fill(OPERATOR.name);
  await page.getByLabel('密码').fill(OPERATOR.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();
  await page
    .getByRole('button', { name: /^创建页面：频道 · / })
    .first()
    .waitFor();
  await shoot(page, '1-pages');

  // A channel's page: the outline, the phone preview of the draft, and the section's typed form.
  const channelRow = page.getByRole('button', { name: /^创建页面：频道 · / }).first();
  await channelRow.click();
  await page.getByRole('heading', { name: /^编辑页面：频道 · / }).waitFor();
  await page.getByText('校验通过').waitFor();
  const frame = page.frameLocator('iframe[title^="草稿预览"]');
  await frame.locator('.w-section h2', { hasText: '病例' }).first().waitFor();
  await frame.locator('.w-section h2', { hasText: '病例' }).first().click();
  await page.locator('.ops-node-editor').getByLabel(/标题/).first().fill('病例精选');
  await frame.locator('.w-section h2', { hasText: '病例精选' }).first().waitFor();
  await shoot(page, '2-editor');

  // Binding a prop to data: only fields of a fitting type are offered, each with a sample value.
  const editor = page.locator('.ops-node-editor');
  const bind = editor.getByRole('button', { name: '绑定数据' }).first();
  await bind.click();
  await editor.getByLabel('数据来源').first().selectOption({ index: 1 });
  await editor
    .getByRole('button', { name: /^展开 / })
    .first()
    .click();
  await editor
    .getByText(/^示例：/)
    .first()
    .waitFor();
  await shoot(page, '3-binding');
  // Choosing a source alone changes nothing in the draft; back to the typed value.
  await editor.getByRole('button', { name: '固定值' }).first().click();

  // A refused edit: an empty link is named at its field and blocks publishing.
  await page.getByLabel('动作类型').first().selectOption('open-link');
  await page.getByRole('button', { name: '添加动作' }).first().click();
  await page.getByText(/校验有 \d+ 个错误/).waitFor();
  await page.getByLabel('链接（必填）').last().scrollIntoViewIfNeeded();
  await shoot(page, '4-refused');
  await page.getByRole('button', { name: '撤销', exact: true }).click();
  await page.getByText('校验通过').waitFor();

  // Save, publish, and the history with its rollback buttons.
  await page.getByRole('button', { name: '保存草稿' }).click();
  await page.getByText(/草稿已保存（第 \d+ 版）/).waitFor();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.getByText(/已发布第 \d+ 版/).waitFor();
  await page.locator('li[data-node-id="section-case"] .ops-outline__select').first().click();
  await page.locator('.ops-node-editor').getByLabel(/标题/).first().fill('病例与讨论');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await page.getByText(/草稿已保存（第 \d+ 版）/).waitFor();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.getByText(/已发布第 \d+ 版/).waitFor();
  // The newest published revision's own button is disabled; roll back to an earlier one.
  await page
    .locator('button:enabled', { hasText: /^回滚到第 \d+ 版$/ })
    .first()
    .click();
  await page.getByRole('alertdialog', { name: '回滚' }).waitFor();
  await shoot(page, '5-rollback');
  await page.getByRole('alertdialog', { name: '回滚' }).getByRole('button', { name: '回滚', exact: true }).click();
  await page.getByText(/已回滚到第 \d+ 版的内容/).waitFor();

  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '首页内容' }).click();
  await page.getByRole('heading', { name: '首页内容' }).first().waitFor();
  await shoot(page, '6-home-content');

  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '操作日志' }).click();
  await page.getByRole('heading', { name: '操作日志' }).first().waitFor();
  await page.getByRole('cell', { name: '回滚页面' }).first().waitFor();
  await shoot(page, '7-audit');

  // 内容库: the article list, then a new article with a pasted body, saved and published.
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '内容库' }).click();
  await page.getByRole('button', { name: '新建资讯' }).waitFor();
  await page.getByText(/共 \d+ 条/).waitFor();
  await shoot(page, '8-items');
  await page.getByRole('button', { name: '新建资讯' }).click();
  await page.getByRole('textbox', { name: /标题/ }).fill('脓毒性休克液体复苏：2026 更新');
  await page.getByRole('textbox', { name: /摘要/ }).fill('早期目标导向治疗与乳酸监测的最新证据。');
  await page.getByRole('textbox', { name: /作者/ }).fill('重症医学科');
  await page.getByRole('textbox', { name: '正文' }).click();
  // A paste as the browser delivers one from a WeChat article (as source text: tools are typed without the DOM).
  const pasted =
    '<h2>一、早期评估</h2><p>乳酸 &gt; 4 mmol/L 时<strong>立即开始液体复苏</strong>。</p><ul><li>30 mL/kg 晶体液</li><li>每小时复查乳酸</li></ul><table><tbody><tr><td>目标 MAP</td><td>≥ 65 mmHg</td></tr></tbody></table>';
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/html', ${JSON.stringify(pasted)});
    document.querySelector('[aria-label="正文"]').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await page.getByRole('status').filter({ hasText: '草稿已保存' }).waitFor();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await page.getByRole('status').filter({ hasText: '已发布' }).waitFor();
  await page
    .getByRole('region', { name: '历史版本' })
    .getByText(/第 1 版/)
    .waitFor();
  await shoot(page, '9-item-editor');
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'ops-screenshots-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await saveOperator(database.db, { ...OPERATOR, update: true });
  } finally {
    await database.close();
  }
  const port = await freePort();
  const server = await startServer(dataDir, port);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--lang=zh-CN'],
  });
  try {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    await walkThroughConsole(await context.newPage());
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
