import type { Page } from 'playwright-core';

// The console steps of the catalogue walk, as an operator takes them: open a kind's new-item form, fill
// fields by their Chinese labels, pick from pickers by typing, save, publish.

export class ConsoleOperator {
  constructor(readonly page: Page) {}

  private status(text: string | RegExp) {
    return this.page.getByRole('status').filter({ hasText: text }).first().waitFor();
  }

  async newItem(kind: string): Promise<void> {
    await this.page.goto(`/ops#/items/${kind}/new`);
    await this.page.getByRole('button', { name: '保存草稿' }).waitFor();
  }

  async fill(label: RegExp | string, value: string): Promise<void> {
    await this.page.getByRole('textbox', { name: label }).first().fill(value);
  }

  /** A datetime-local input (the browser's own time zone) at `ms` since the epoch; to the second where the input takes seconds. */
  async fillTime(label: RegExp, ms: number, seconds = false): Promise<void> {
    const value = await this.page.evaluate(
      ([at, withSeconds]) => {
        const date = new Date(at);
        const pad = (n: number) => String(n).padStart(2, '0');
        const minute = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
        return withSeconds ? `${minute}:${pad(date.getSeconds())}` : minute;
      },
      [ms, seconds] as const,
    );
    await this.page.getByLabel(label).first().fill(value);
  }

  /** A picker (the `nth` of those with this label): type in its search, choose the option whose title contains `title`. */
  async pick(label: string, search: string, title: string, nth = 0): Promise<void> {
    await this.page
      .getByRole('searchbox', { name: `搜索${label}` })
      .nth(nth)
      .fill(search);
    const select = this.page.getByRole('combobox', { name: label }).nth(nth);
    await select.locator('option', { hasText: title }).first().waitFor({ state: 'attached' });
    const value = await select.locator('option', { hasText: title }).first().getAttribute('value');
    await select.selectOption(value ?? '');
  }

  /** A category picker on a new database: typed, then made in place with 新建分类. */
  async createCategory(label: string, name: string): Promise<void> {
    await this.page
      .getByRole('searchbox', { name: `搜索${label}` })
      .first()
      .fill(name);
    await this.page.getByRole('button', { name: `新建分类「${name}」` }).click();
    await this.page.getByRole('combobox', { name: label }).first().locator('option:checked', { hasText: name }).waitFor({ state: 'attached' });
  }

  /** Picks a file of the media library from a field's 从媒体库选择 button. */
  async pickMedia(fieldLabel: string, fileName: string): Promise<void> {
    await this.page
      .getByRole('button', { name: `从媒体库选择：${fieldLabel}` })
      .first()
      .click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('button', { name: `选择 ${fileName}` }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Saves the draft; answers the item's id. */
  async save(): Promise<number> {
    await this.page.getByRole('button', { name: '保存草稿' }).click();
    await this.status('草稿已保存');
    await this.page.waitForURL(/#\/items\/[a-z-]+\/\d+$/);
    return Number(/(\d+)$/.exec(this.page.url())?.[1]);
  }

  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: '发布', exact: true }).click();
    await this.status('已发布，医生端已更新');
  }

  /** Where the published item opens in the app (the editor's 在手机上查看 link). */
  async appPath(): Promise<string> {
    const link = this.page.getByRole('link', { name: '在手机上查看' });
    await link.waitFor();
    return (await link.getAttribute('href')) ?? '';
  }

  async saveAndPublish(): Promise<{ id: number; path: string }> {
    const id = await this.save();
    await this.publish();
    return { id, path: await this.appPath() };
  }

  async takeDown(): Promise<void> {
    await this.page.getByRole('button', { name: '下线', exact: true }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: '下线' }).click();
    await this.status('已下线');
  }
}
