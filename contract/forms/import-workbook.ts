/**
 * An Excel workbook brought into the content back office's import (docs/content-back-office.md, "Import").
 * The console refuses a bigger file before reading it; the server refuses it again with the same words.
 */

/** Largest .xlsx an import takes: a 5,000-row catalogue of text is well under 2 MB. */
export const IMPORT_WORKBOOK_MAX_BYTES = 5 * 1024 * 1024;

export const IMPORT_WORKBOOK_TOO_LARGE = `Excel 文件不能超过 ${IMPORT_WORKBOOK_MAX_BYTES / 1024 / 1024} MB，请分批导入`;

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An Excel workbook by its name or its type as the browser reports it (the server checks the bytes). */
export function isWorkbookFile(file: { name: string; type: string }): boolean {
  return file.type === XLSX_MIME_TYPE || file.name.toLowerCase().endsWith('.xlsx');
}
