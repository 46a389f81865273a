import { useId, useState } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { ContentRecord, Operator } from '../api/ops-types';
import { formatTime } from '../format-time';
import { confirmLeave } from '../leave-guard';
import { ContentForm } from './content-form';
import { contentEndpoints } from './content-endpoints';
import { ContentPublishing, PUBLISH_TEXT } from './content-publishing';
import { blankRecord, columnFields, contentBody, CONTENT_KINDS, reorderIds, type ContentField, type ContentKindDefinition } from './content-kinds';
import { ReviewBar } from '../reviews/review-bar';
import { publishes } from '../operator-role';

export const CONTENT_TEXT = {
  heading: '首页内容',
  kinds: '内容类型',
  create: (title: string) => `新建${title}`,
  edit: (title: string, id: number) => `编辑${title} #${id}`,
  remove: '删除',
  up: '上移',
  down: '下移',
  saved: '已保存，待发布',
  removed: '已删除，待发布',
  empty: '暂无内容',
  actions: '操作',
  loading: '加载中…',
  list: (title: string) => `${title}列表`,
} as const;

function cell(field: ContentField, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (field.kind.kind === 'boolean') return value ? '是' : '否';
  if (field.kind.kind === 'enum') return field.options.find((option) => option.value === value)?.label ?? String(value);
  if (field.kind.kind === 'datetime') return formatTime(String(value));
  if (Array.isArray(value)) return `${value.length} 条`;
  return String(value);
}

function withoutId(record: ContentRecord | Record<string, unknown>): Record<string, unknown> {
  const { id: _id, ...rest } = record as Record<string, unknown>;
  return rest;
}

function KindManager({ definition, operator }: { definition: ContentKindDefinition; operator: Operator }) {
  const canPublish = publishes(operator.role);
  const id = useId();
  const endpoints = contentEndpoints(definition.kind);
  // The list, the 待发布 badges and the history read through the console's cache: a save below invalidates
  // them (tags/content-tags.ts), so each shows the change without being told.
  const listed = endpoints.useList();
  const [create] = endpoints.useCreate();
  const [update] = endpoints.useUpdate();
  const [remove] = endpoints.useDelete();
  const [order] = endpoints.useOrder();
  const records = listed.data?.list ?? (listed.error ? [] : null);
  const [editing, setEditing] = useState<ContentRecord | 'new' | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const shownStatus = status ?? (listed.error ? refusalText(listed.error) : null);
  // Opening another record's form (or closing this one) drops unsaved edits: ask first.
  const edit = async (next: ContentRecord | 'new' | null) => {
    if (await confirmLeave()) setEditing(next);
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setStatus(done);
    } catch (error) {
      setStatus(refusalText(error));
    }
  };
  const columns = columnFields(definition);
  const ids = (records ?? []).map((record) => record.id);
  return (
    <section aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{definition.title}</h3>
      {shownStatus && (
        <p role="status" className="ops-status">
          {shownStatus}
        </p>
      )}
      <ContentPublishing definition={definition} canPublish={canPublish} onChanged={setStatus} />
      <ReviewBar targetType="content" target={definition.kind} operator={operator} />
      <button type="button" onClick={() => void edit('new')}>
        {CONTENT_TEXT.create(definition.title)}
      </button>
      {editing && (
        <ContentForm
          key={editing === 'new' ? 'new' : editing.id}
          definition={definition}
          heading={editing === 'new' ? CONTENT_TEXT.create(definition.title) : CONTENT_TEXT.edit(definition.title, editing.id)}
          initial={editing === 'new' ? blankRecord(definition) : withoutId(editing)}
          onCancel={() => void edit(null)}
          onSave={async (record) => {
            const body = contentBody(definition, record);
            if (editing === 'new') await create(body).unwrap();
            else await update({ ...body, id: editing.id }).unwrap();
            setEditing(null);
            setStatus(CONTENT_TEXT.saved);
          }}
        />
      )}
      {records === null ? (
        <p role="status">{CONTENT_TEXT.loading}</p>
      ) : records.length === 0 ? (
        <p className="ops-hint">{CONTENT_TEXT.empty}</p>
      ) : (
        <table className="ops-table" aria-label={CONTENT_TEXT.list(definition.title)}>
          <thead>
            <tr>
              <th scope="col">编号</th>
              {columns.map((field) => (
                <th scope="col" key={field.key}>
                  {field.label}
                </th>
              ))}
              <th scope="col">{CONTENT_TEXT.actions}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record, index) => {
              const name = String(record.title ?? record.module_name ?? record.label ?? `#${record.id}`);
              return (
                <tr key={record.id}>
                  <td>{record.id}</td>
                  {columns.map((field) => (
                    <td key={field.key}>
                      {field.widget === 'image' && typeof record[field.key] === 'string' ? (
                        <img className="ops-thumb" src={String(record[field.key])} alt={`${name} ${field.label}`} />
                      ) : (
                        cell(field, record[field.key])
                      )}
                    </td>
                  ))}
                  <td className="ops-row-buttons">
                    <button type="button" onClick={() => void edit(record)} aria-label={`编辑 ${name}`}>
                      编辑
                    </button>
                    {definition.ordered !== false && (
                      <>
                        <button
                          type="button"
                          disabled={index === 0}
                          onClick={() => void act(() => order({ ids: reorderIds(ids, record.id, -1) }).unwrap(), CONTENT_TEXT.saved)}
                          aria-label={`${CONTENT_TEXT.up} ${name}`}
                        >
                          {CONTENT_TEXT.up}
                        </button>
                        <button
                          type="button"
                          disabled={index === ids.length - 1}
                          onClick={() => void act(() => order({ ids: reorderIds(ids, record.id, 1) }).unwrap(), CONTENT_TEXT.saved)}
                          aria-label={`${CONTENT_TEXT.down} ${name}`}
                        >
                          {CONTENT_TEXT.down}
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      onClick={() => void act(() => remove({ id: record.id }).unwrap(), CONTENT_TEXT.removed)}
                      aria-label={`${CONTENT_TEXT.remove} ${name}`}
                    >
                      {CONTENT_TEXT.remove}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * Banners, icon entrances, messages, the screen advert, recommend modules, hot words and channels. Changes
 * are saved to each kind's draft (待发布); a publisher publishes them to the app.
 */
export function ContentManager({ operator }: { operator: Operator }) {
  const id = useId();
  const [kind, setKind] = useState(CONTENT_KINDS[0].kind);
  // The badges are a hint; the kind's own panel reports errors.
  const drafts = opsEndpoints.useListOpsContentDraftsQuery();
  const pending = new Set((drafts.data?.list ?? []).map((draft) => draft.kind));
  const definition = CONTENT_KINDS.find((entry) => entry.kind === kind)!;
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{CONTENT_TEXT.heading}</h2>
      <nav aria-label={CONTENT_TEXT.kinds} className="ops-subnav">
        {CONTENT_KINDS.map((entry) => (
          <button
            key={entry.kind}
            type="button"
            aria-pressed={entry.kind === kind}
            onClick={() => void confirmLeave().then((leave) => leave && setKind(entry.kind))}
          >
            {entry.title}
            {pending.has(entry.kind) && <span className="ops-badge">{PUBLISH_TEXT.pending}</span>}
          </button>
        ))}
      </nav>
      {/* One panel per kind: its hooks belong to that kind (content-endpoints.ts). */}
      <KindManager key={kind} definition={definition} operator={operator} />
    </section>
  );
}
