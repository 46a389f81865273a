import { useId, useState } from 'react';
import { opsEndpoints } from './api/ops-endpoints';
import { refusalText } from './api/ops-refusal-text';
import { auditActionText, auditDetailText, auditTargetText } from './audit-text';
import { formatTime } from './format-time';
import { usePageNames } from './use-page-name';

export const AUDIT_TEXT = {
  heading: '操作日志',
  operator: '操作人',
  action: '操作',
  target: '对象',
  time: '时间',
  detail: '详情',
  previous: '上一页',
  next: '下一页',
  page: (n: number) => `第 ${n} 页`,
  empty: '暂无记录',
  loading: '加载中…',
} as const;

/** Every change: who, what, when (GET /ops/api/audit, page by page). */
export function AuditLog() {
  const id = useId();
  const [page, setPage] = useState(1);
  // currentData is this page's answer only: null while it loads, an empty page only once the server says so.
  const { currentData, error: refusal } = opsEndpoints.useListOpsAuditEntriesQuery({ page });
  const entries = currentData?.list ?? null;
  const error = refusal ? refusalText(refusal) : null;
  const names = usePageNames();
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{AUDIT_TEXT.heading}</h2>
      {error && <p role="alert">{error}</p>}
      {entries === null ? (
        !error && <p className="ops-hint">{AUDIT_TEXT.loading}</p>
      ) : entries.length === 0 ? (
        <p className="ops-hint">{AUDIT_TEXT.empty}</p>
      ) : (
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{AUDIT_TEXT.time}</th>
              <th scope="col">{AUDIT_TEXT.operator}</th>
              <th scope="col">{AUDIT_TEXT.action}</th>
              <th scope="col">{AUDIT_TEXT.target}</th>
              <th scope="col">{AUDIT_TEXT.detail}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={index}>
                <td>{formatTime(entry.created_at)}</td>
                <td>{entry.operator}</td>
                <td>{auditActionText(entry.action)}</td>
                <td>{auditTargetText(entry.target, names)}</td>
                <td>{auditDetailText(entry.detail)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="ops-row-buttons" aria-label={AUDIT_TEXT.page(page)}>
        <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {AUDIT_TEXT.previous}
        </button>
        <span>{AUDIT_TEXT.page(page)}</span>
        <button type="button" disabled={!entries || entries.length === 0} onClick={() => setPage(page + 1)}>
          {AUDIT_TEXT.next}
        </button>
      </nav>
    </section>
  );
}
