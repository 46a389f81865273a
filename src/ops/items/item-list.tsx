import { useState } from 'react';
import type { OpsItemBulkResult, OpsItemState } from '../../../contract/generated/schema-types';
import type { Operator } from '../api/ops-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { formatTime } from '../format-time';
import { ItemOptionPicker } from './item-option-picker';
import { useConfirmTakeDown } from '../links/take-down-confirm';
import type { ItemKindDefinition } from './item-kinds';
import { ITEM_TEXT } from './item-texts';
import { ReviewStateMark, useReviewStates } from '../reviews/review-state-mark';
import { publishes } from '../operator-role';

const PAGE_SIZE = 20;

interface Filters {
  q: string;
  state: '' | OpsItemState;
  author: string;
  from: string;
  to: string;
  sort: 'updated' | 'published' | 'title';
  columnId: number | null;
}
const NO_FILTERS: Filters = { q: '', state: '', author: '', from: '', to: '', sort: 'updated', columnId: null };

function bulkText(result: OpsItemBulkResult, titles: Map<number, string>): string {
  const refused = result.refused.map((entry) => `「${titles.get(entry.id) ?? entry.id}」${entry.message}`).join('；');
  return `${ITEM_TEXT.bulkDone(result.done.length, result.refused.length)}${refused}`;
}

/** One kind's items: search and filters, pages, and bulk publish / take down / move to a column. */
export function ItemList({
  definition,
  operator,
  onOpen,
}: {
  definition: ItemKindDefinition;
  operator: Operator;
  onOpen(id: number | 'new' | 'import'): void;
}) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const query = {
    kind: definition.kind,
    page,
    page_size: PAGE_SIZE,
    sort: filters.sort,
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.author.trim() ? { author: filters.author.trim() } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.columnId ? { column_id: filters.columnId } : {}),
  };
  const { currentData, error } = opsEndpoints.useListOpsItemsQuery(query);
  const reviews = useReviewStates('item');
  const [publishMany] = opsEndpoints.usePublishOpsItemsMutation();
  const [offlineMany] = opsEndpoints.useSetOpsItemsOfflineMutation();
  const confirmTakeDown = useConfirmTakeDown();
  const [moveMany] = opsEndpoints.useMoveOpsItemsMutation();
  const rows = currentData?.list ?? [];
  const pages = currentData ? Math.max(1, Math.ceil(currentData.total / PAGE_SIZE)) : 1;
  const isPublisher = publishes(operator.role);
  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
    setSelected(new Set());
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const bulk = async (run: (ids: number[]) => Promise<OpsItemBulkResult>) => {
    const titles = new Map(rows.map((row) => [row.id, row.title]));
    try {
      setNotice(bulkText(await run([...selected]), titles));
      setSelected(new Set());
    } catch (problem) {
      setNotice(refusalText(problem));
    }
  };
  const offlineSelected = async () => {
    const chosen = rows.filter((row) => selected.has(row.id)).map((row) => ({ id: row.id, title: row.title }));
    if (await confirmTakeDown(definition.kind, chosen, ITEM_TEXT.bulkOfflineConfirm(chosen.length)))
      await bulk((ids) => offlineMany({ kind: definition.kind, ids }).unwrap());
  };
  return (
    <section className="ops-items" aria-label={`${definition.title}列表`}>
      <div className="ops-row-buttons">
        <button type="button" className="ops-primary" onClick={() => onOpen('new')}>
          {ITEM_TEXT.newItem(definition.title)}
        </button>
        <button type="button" onClick={() => onOpen('import')}>
          {ITEM_TEXT.import}
        </button>
      </div>
      <div className="ops-items__filters">
        <input
          type="search"
          aria-label={ITEM_TEXT.search}
          placeholder={ITEM_TEXT.search}
          value={filters.q}
          onChange={(event) => setFilter('q', event.target.value)}
        />
        <select aria-label={ITEM_TEXT.stateFilter} value={filters.state} onChange={(event) => setFilter('state', event.target.value as Filters['state'])}>
          <option value="">{ITEM_TEXT.allStates}</option>
          {(['draft', 'published', 'offline'] as const).map((state) => (
            <option key={state} value={state}>
              {ITEM_TEXT.state[state]}
            </option>
          ))}
        </select>
        {definition.hasColumn && (
          <>
            <input
              aria-label={ITEM_TEXT.author}
              placeholder={ITEM_TEXT.author}
              value={filters.author}
              onChange={(event) => setFilter('author', event.target.value)}
            />
            <ItemOptionPicker
              label={ITEM_TEXT.columns.column}
              of="medical-column"
              value={filters.columnId}
              onChange={(value) => setFilter('columnId', value)}
            />
          </>
        )}
        <input type="date" aria-label={ITEM_TEXT.from} value={filters.from} onChange={(event) => setFilter('from', event.target.value)} />
        <input type="date" aria-label={ITEM_TEXT.to} value={filters.to} onChange={(event) => setFilter('to', event.target.value)} />
        <select aria-label={ITEM_TEXT.sort} value={filters.sort} onChange={(event) => setFilter('sort', event.target.value as Filters['sort'])}>
          {(['updated', 'published', 'title'] as const).map((sort) => (
            <option key={sort} value={sort}>
              {ITEM_TEXT.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      {selected.size > 0 && (
        <div className="ops-row-buttons" role="group" aria-label={ITEM_TEXT.selectAll}>
          {isPublisher && (
            <>
              <button type="button" onClick={() => void bulk((ids) => publishMany({ kind: definition.kind, ids }).unwrap())}>
                {ITEM_TEXT.bulkPublish}
              </button>
              <button type="button" onClick={() => void offlineSelected()}>
                {ITEM_TEXT.bulkOffline}
              </button>
            </>
          )}
          {definition.hasColumn && (
            <>
              <ItemOptionPicker label={ITEM_TEXT.bulkMove} of="medical-column" value={moveTo} onChange={setMoveTo} />
              <button type="button" onClick={() => void bulk((ids) => moveMany({ kind: definition.kind, ids, column_id: moveTo }).unwrap())}>
                {ITEM_TEXT.bulkMove}
              </button>
            </>
          )}
        </div>
      )}
      {notice && <p role="status">{notice}</p>}
      {error !== undefined && <p role="alert">{refusalText(error)}</p>}
      {currentData && <p>{ITEM_TEXT.total(currentData.total)}</p>}
      {currentData && rows.length === 0 && <p>{ITEM_TEXT.empty}</p>}
      {rows.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              <th>
                <input
                  type="checkbox"
                  aria-label={ITEM_TEXT.selectAll}
                  checked={rows.every((row) => selected.has(row.id))}
                  onChange={(event) => setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
                />
              </th>
              <th>{ITEM_TEXT.columns.title}</th>
              <th>{ITEM_TEXT.columns.state}</th>
              {definition.hasColumn && <th>{ITEM_TEXT.columns.column}</th>}
              {definition.listColumn && <th>{definition.listColumn}</th>}
              {definition.hasColumn && <th>{ITEM_TEXT.columns.author}</th>}
              <th>{ITEM_TEXT.columns.updated}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <input type="checkbox" aria-label={ITEM_TEXT.select(row.title)} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
                </td>
                <td>
                  <button type="button" className="ops-link" onClick={() => onOpen(row.id)}>
                    {row.title}
                  </button>
                </td>
                <td>
                  {ITEM_TEXT.state[row.state]}
                  {row.has_draft && <span className="ops-badge">{ITEM_TEXT.pending}</span>}
                  <ReviewStateMark review={reviews.get(`${definition.kind}:${row.id}`)} />
                </td>
                {definition.hasColumn && <td>{row.column}</td>}
                {definition.listColumn && <td>{row.column}</td>}
                {definition.hasColumn && <td>{row.author}</td>}
                <td>{formatTime(row.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <div className="ops-row-buttons">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {ITEM_TEXT.prev}
          </button>
          <span>{ITEM_TEXT.pageOf(page, pages)}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {ITEM_TEXT.next}
          </button>
        </div>
      )}
    </section>
  );
}
