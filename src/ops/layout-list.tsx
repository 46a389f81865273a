import { Fragment, useId, useMemo, useState } from 'react';
import { opsEndpoints } from './api/ops-endpoints';
import { refusalText } from './api/ops-refusal-text';
import type { LayoutSummary } from './api/ops-types';
import { formatTime } from './format-time';
import { operatorName } from './operator-name';
import { CopyPageForm, NEW_PAGE_TEXT, NewLandingForm } from './new-page-forms';
import { PAGE_TEXT, pageGroup, pageName, type PageGroup } from './page-names';
import { ReviewStateMark, useReviewStates } from './reviews/review-state-mark';

export const LIST_TEXT = {
  heading: '页面布局',
  filter: '搜索页面',
  filterHint: '按页面名称搜索，如 呼吸、心血管、课程详情',
  loading: '加载中…',
  page: '页面',
  status: '状态',
  published: '线上版本',
  draft: '草稿',
  edit: (name: string) => `编辑 ${name}`,
  create: '创建页面',
  createLabel: (name: string) => `创建页面：${name}`,
  statusPublished: (n: number | null) => (n === null ? '已发布' : `已发布第 ${n} 版`),
  statusDraft: '草稿（未发布）',
  statusTemplate: (template: string) => `还没有自己的页面，正在使用${template}`,
  createHint: '创建页面会复制模板，保存并发布后生效',
  hasDraft: (n: number | null | undefined, by?: string | null, at?: string | null) =>
    `有草稿${n ? ` 第 ${n} 版` : ''}${by ? `，${operatorName(by)}` : ''}${at ? ` 于 ${formatTime(at)}` : ''}`,
  by: (name?: string | null, at?: string | null) => [name && operatorName(name), formatTime(at)].filter(Boolean).join('，'),
  nothingFound: '没有找到匹配的页面',
} as const;

const GROUP_ORDER: PageGroup[] = ['home', 'channel', 'topic', 'landing', 'route'];

interface NamedLayout extends LayoutSummary {
  name: string;
}

/** The default a channel's or topic's page is copied from when it has none of its own. */
function templateName(layout: LayoutSummary): string {
  return pageName(layout.route);
}

function statusText(layout: LayoutSummary): string {
  if (!layout.stored) return LIST_TEXT.statusTemplate(templateName(layout));
  return layout.revision !== null && layout.revision !== undefined ? LIST_TEXT.statusPublished(layout.revision) : LIST_TEXT.statusDraft;
}

/**
 * Every page by its name (频道 · 呼吸, 专题 · 心血管, 首页 …), grouped by kind, with its status: draft or
 * published revision N, by whom, when. A channel or topic without a page of its own offers 创建页面: the
 * editor opens a copy of the template, and saving stores it as that channel's or topic's own page.
 */
export function LayoutList({ onOpen }: { onOpen(id: string): void }) {
  const id = useId();
  // The list is the cached answer: a save, publish or rollback anywhere invalidates it ('Layouts').
  const { data, error } = opsEndpoints.useListOpsLayoutsQuery();
  const reviews = useReviewStates('layout');
  const layouts = useMemo<NamedLayout[] | null>(() => data?.list.map((layout) => ({ ...layout, name: pageName(layout.id, layout.title) })) ?? null, [data]);
  const [filter, setFilter] = useState('');
  /** The open form: 新建活动页, or 复制页面 of one layout (its id). */
  const [making, setMaking] = useState<{ kind: 'landing' } | { kind: 'copy'; from: string } | null>(null);
  const copyTargets = useMemo(() => (layouts ?? []).filter((layout) => !layout.stored).map(({ id: target, name }) => ({ id: target, name })), [layouts]);
  const opened = (created: string) => {
    setMaking(null);
    onOpen(created);
  };
  if (error && !layouts) return <p role="alert">{refusalText(error)}</p>;
  if (!layouts) return <p role="status">{LIST_TEXT.loading}</p>;
  const wanted = filter.trim().toLowerCase();
  const shown = layouts.filter((layout) => `${layout.name} ${PAGE_TEXT.groups[pageGroup(layout.id)]} ${layout.id}`.toLowerCase().includes(wanted));
  const groups = GROUP_ORDER.map((group) => ({
    group,
    items: shown
      .filter((layout) => pageGroup(layout.id) === group)
      // Templates first, then each page by name.
      .sort((a, b) => Number(a.variant !== null) - Number(b.variant !== null) || a.name.localeCompare(b.name, 'zh-CN')),
  })).filter(({ items }) => items.length > 0);
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{LIST_TEXT.heading}</h2>
      <label htmlFor={`${id}-filter`}>{LIST_TEXT.filter}</label>{' '}
      <input id={`${id}-filter`} type="search" value={filter} placeholder={LIST_TEXT.filterHint} onChange={(e) => setFilter(e.target.value)} />
      <p className="ops-hint">{LIST_TEXT.createHint}</p>
      <div className="ops-row-buttons">
        <button type="button" onClick={() => setMaking({ kind: 'landing' })} disabled={making?.kind === 'landing'}>
          {NEW_PAGE_TEXT.newLanding}
        </button>
      </div>
      {making?.kind === 'landing' && <NewLandingForm onCreated={opened} onCancel={() => setMaking(null)} />}
      {groups.length === 0 && <p className="ops-hint">{LIST_TEXT.nothingFound}</p>}
      {groups.map(({ group, items }) => (
        <table key={group} className="ops-table" data-page-group={group}>
          <caption>{PAGE_TEXT.groups[group]}</caption>
          <thead>
            <tr>
              <th scope="col">{LIST_TEXT.page}</th>
              <th scope="col">{LIST_TEXT.status}</th>
              <th scope="col">{LIST_TEXT.published}</th>
              <th scope="col">{LIST_TEXT.draft}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((layout) => (
              <Fragment key={layout.id}>
                <tr data-layout-id={layout.id}>
                  <th scope="row">
                    {layout.stored ? (
                      <>
                        <button type="button" className="ops-link" onClick={() => onOpen(layout.id)} aria-label={LIST_TEXT.edit(layout.name)}>
                          {layout.name}
                        </button>{' '}
                        <button type="button" onClick={() => setMaking({ kind: 'copy', from: layout.id })} aria-label={NEW_PAGE_TEXT.copyLabel(layout.name)}>
                          {NEW_PAGE_TEXT.copy}
                        </button>
                      </>
                    ) : (
                      <>
                        <span>{layout.name}</span>{' '}
                        <button type="button" onClick={() => onOpen(layout.id)} aria-label={LIST_TEXT.createLabel(layout.name)}>
                          {LIST_TEXT.create}
                        </button>
                      </>
                    )}
                  </th>
                  <td>
                    {statusText(layout)} <ReviewStateMark review={reviews.get(layout.id)} />
                  </td>
                  <td>{layout.revision !== null && layout.revision !== undefined ? LIST_TEXT.by(layout.published_by, layout.published_at) : ''}</td>
                  <td>{layout.has_draft ? LIST_TEXT.hasDraft(layout.draft_revision, layout.updated_by, layout.updated_at) : ''}</td>
                </tr>
                {making?.kind === 'copy' && making.from === layout.id && (
                  <tr>
                    <td colSpan={4}>
                      <CopyPageForm from={layout.id} name={layout.name} targets={copyTargets} onCreated={opened} onCancel={() => setMaking(null)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
