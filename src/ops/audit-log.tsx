import { useId, useMemo, useState, type FormEvent } from 'react';
import type { LayoutChanges } from '../../contract/layout/layout-changes';
import { opsEndpoints } from './api/ops-endpoints';
import { refusalText } from './api/ops-refusal-text';
import { auditActions, auditActionText, auditDetailText, auditTargetText } from './audit-text';
import { formatTime } from './format-time';
import { changeLines } from './history/change-words';
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
  filters: '筛选操作日志',
  layout: '页面',
  any: '全部',
  operatorHint: '操作人的登录名',
  from: '从',
  to: '到',
  apply: '筛选',
  clear: '清除筛选',
  total: (n: number) => `共 ${n} 条`,
  changes: '改动',
} as const;

interface Filters {
  target: string;
  operator: string;
  action: string;
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { target: '', operator: '', action: '', from: '', to: '' };

/** Only the filters that are set, as the endpoint's query. */
function queryOf(filters: Filters) {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== '')) as Partial<Filters>;
}

/** The sections and fields a layout save or publish changed (its detail's `changes`), in words. */
function changeText(detail: unknown): string[] {
  const changes = detail && typeof detail === 'object' ? (detail as { changes?: unknown }).changes : undefined;
  if (!changes || typeof changes !== 'object') return [];
  const list = changes as Partial<LayoutChanges> & { more?: number };
  return changeLines({
    added: list.added ?? [],
    removed: list.removed ?? [],
    moved: list.moved ?? [],
    edited: list.edited ?? [],
    page: list.page ?? [],
    more: list.more,
  });
}

/** Every change: who, what, when (GET /ops/api/audit, page by page), filtered on the server by page, operator, action and day. */
export function AuditLog() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // currentData is this page's answer only: null while it loads, an empty page only once the server says so.
  const { currentData, error: refusal } = opsEndpoints.useListOpsAuditEntriesQuery({ page, ...queryOf(filters) });
  const entries = currentData?.list ?? null;
  const error = refusal ? refusalText(refusal) : null;
  const names = usePageNames();
  const pages = useMemo(() => [...names].sort((a, b) => a[1].localeCompare(b[1], 'zh-CN')), [names]);
  const set = (key: keyof Filters) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPage(1);
  };
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{AUDIT_TEXT.heading}</h2>
      <form className="ops-inline" aria-label={AUDIT_TEXT.filters} onSubmit={apply}>
        <label htmlFor={`${id}-page`}>{AUDIT_TEXT.layout}</label>
        <select id={`${id}-page`} value={draft.target} onChange={(e) => set('target')(e.target.value)}>
          <option value="">{AUDIT_TEXT.any}</option>
          {pages.map(([layoutId, name]) => (
            <option key={layoutId} value={`layout:${layoutId}`}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-operator`}>{AUDIT_TEXT.operator}</label>
        <input
          id={`${id}-operator`}
          value={draft.operator}
          maxLength={64}
          placeholder={AUDIT_TEXT.operatorHint}
          onChange={(e) => set('operator')(e.target.value)}
        />
        <label htmlFor={`${id}-action`}>{AUDIT_TEXT.action}</label>
        <select id={`${id}-action`} value={draft.action} onChange={(e) => set('action')(e.target.value)}>
          <option value="">{AUDIT_TEXT.any}</option>
          {auditActions().map(({ code, text }) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-from`}>{AUDIT_TEXT.from}</label>
        <input id={`${id}-from`} type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
        <label htmlFor={`${id}-to`}>{AUDIT_TEXT.to}</label>
        <input id={`${id}-to`} type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
        <button type="submit">{AUDIT_TEXT.apply}</button>
        <button type="button" onClick={clear}>
          {AUDIT_TEXT.clear}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {currentData && <p className="ops-hint">{AUDIT_TEXT.total(currentData.total)}</p>}
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
            {entries.map((entry, index) => {
              const changes = changeText(entry.detail);
              return (
                <tr key={index}>
                  <td>{formatTime(entry.created_at)}</td>
                  <td>{entry.operator}</td>
                  <td>{auditActionText(entry.action)}</td>
                  <td>{auditTargetText(entry.target, names)}</td>
                  <td>
                    {auditDetailText(entry.detail)}
                    {changes.length > 0 && (
                      <ul className="ops-changes" aria-label={AUDIT_TEXT.changes}>
                        {changes.map((line, n) => (
                          <li key={n}>{line}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
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
