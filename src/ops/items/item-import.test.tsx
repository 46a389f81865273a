import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMPORT_WORKBOOK_MAX_BYTES } from '../../../contract/forms/import-workbook';
import { fakeOpsServer, renderOps } from '../../test-utils/render-ops';
import { ItemImport } from './item-import';
import { itemKindDefinition } from './item-kinds';

const editor = { name: 'import-editor', role: 'editor' as const };

function pick(file: File) {
  fireEvent.change(screen.getByLabelText('选择文件'), { target: { files: [file] } });
}

describe('importing a catalogue from an Excel workbook in the console', () => {
  it('sends the picked .xlsx as a workbook, checks it, and lists its problems by the sheet row', async () => {
    // The bytes of a zip (what an .xlsx is); the server reads them, the console only carries them.
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00, 0x7f]);
    const server = fakeOpsServer(() => ({
      data: { rows: 2, created: 1, updated: 0, unchanged: 0, dry_run: true, problems: [{ row: 3, field: 'title', message: '标题不能为空' }] },
    }));
    renderOps(<ItemImport definition={itemKindDefinition('article')} operator={editor} onBack={() => {}} />);
    pick(new File([bytes], '旧站资讯.xlsx', { type: '' }));
    await screen.findByText(/已选择 Excel 文件：旧站资讯\.xlsx/);
    expect((screen.getByLabelText('格式') as HTMLSelectElement).value).toBe('xlsx');
    expect(screen.queryByLabelText('导入内容')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '检查（不写入）' }));
    await screen.findByText('第 3 行：标题不能为空');
    expect(server.requests).toEqual([
      { method: 'POST', path: '/items/article/import', body: { format: 'xlsx', data: btoa(String.fromCharCode(...bytes)), dry_run: true, publish: false } },
    ]);
  });

  it('refuses a workbook over the size limit before reading or sending it', async () => {
    const server = fakeOpsServer(() => ({ data: {} }));
    renderOps(<ItemImport definition={itemKindDefinition('article')} operator={editor} onBack={() => {}} />);
    pick(new File([new Uint8Array(IMPORT_WORKBOOK_MAX_BYTES + 1)], '太大.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toBe('Excel 文件不能超过 5 MB，请分批导入');
    await waitFor(() => expect((screen.getByRole('button', { name: '检查（不写入）' }) as HTMLButtonElement).disabled).toBe(true));
    expect(server.requests).toEqual([]);
  });
});
