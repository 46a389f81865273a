import { useState } from 'react';
import type { OpsMeetingApplications } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { formatTime } from '../format-time';

type FileFormat = 'csv' | 'xlsx';

const TEXT = {
  title: '报名名单',
  count: (n: number) => `共 ${n} 人报名`,
  none: '还没有人报名',
  exportCsv: '导出 CSV',
  exportXlsx: '导出 Excel',
  exporting: '正在导出…',
  columns: ['姓名', '手机号', '医院/单位', '科室', '职称', '已认证', '报名时间'],
  yes: '是',
  no: '否',
} as const;

/** Saves a file the server sent base64-encoded (the ops API answers JSON only). */
function saveFile(file: NonNullable<OpsMeetingApplications['file']>): void {
  const bytes = Uint8Array.from(atob(file.content_base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mime_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  URL.revokeObjectURL(url);
}

/** A meeting's sign-ups, with exports as CSV and as an Excel workbook. */
export function MeetingApplications({ id }: { id: number }) {
  // Doctors sign up while the console is open elsewhere: each opening of the list asks again.
  const { currentData } = opsEndpoints.useListOpsMeetingApplicationsQuery({ id }, { refetchOnMountOrArgChange: true });
  const [fetchFile, { isFetching }] = opsEndpoints.useLazyListOpsMeetingApplicationsQuery();
  const [exporting, setExporting] = useState<FileFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = currentData?.list ?? [];
  const exportAs = (format: FileFormat) => {
    setError(null);
    setExporting(format);
    void fetchFile({ id, format })
      .unwrap()
      .then(
        (answer) => answer.file && saveFile(answer.file),
        (refusal: unknown) => setError(refusalText(refusal)),
      )
      .finally(() => setExporting(null));
  };
  return (
    <section aria-label={TEXT.title}>
      <h3>{TEXT.title}</h3>
      {currentData && <p>{list.length === 0 ? TEXT.none : TEXT.count(currentData.total)}</p>}
      <div className="ops-row-buttons">
        <button type="button" disabled={isFetching || list.length === 0} onClick={() => exportAs('csv')}>
          {exporting === 'csv' ? TEXT.exporting : TEXT.exportCsv}
        </button>
        <button type="button" disabled={isFetching || list.length === 0} onClick={() => exportAs('xlsx')}>
          {exporting === 'xlsx' ? TEXT.exporting : TEXT.exportXlsx}
        </button>
      </div>
      {error && <p role="alert">{error}</p>}
      {list.length > 0 && (
        <table>
          <thead>
            <tr>
              {TEXT.columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((row) => (
              <tr key={row.user_id}>
                <td>{row.name}</td>
                <td>{row.mobile}</td>
                <td>{row.hospital}</td>
                <td>{row.department}</td>
                <td>{row.duty}</td>
                <td>{row.certified ? TEXT.yes : TEXT.no}</td>
                <td>{formatTime(row.applied_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
