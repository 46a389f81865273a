import { useEffect, useId, useState } from 'react';
import { opsApi } from './api/ops-client';
import type { LayoutSummary } from './api/ops-types';
import { formatTime } from './format-time';

export const LIST_TEXT = {
  heading: '页面布局',
  filter: '筛选布局',
  loading: '加载中…',
  id: '布局',
  route: '页面',
  status: '状态',
  published: '线上版本',
  draft: '草稿',
  edit: (id: string) => `编辑 ${id}`,
  customise: (id: string) => `定制 ${id}`,
  statusPublished: (n: number | null) => (n === null ? '已发布' : `已发布第 ${n} 版`),
  statusDraft: '草稿（未发布）',
  statusDefault: (route: string) => `使用默认布局 ${route}（未单独定制）`,
  hasDraft: (n: number | null | undefined, by?: string | null, at?: string | null) =>
    `有草稿${n ? ` 第 ${n} 版` : ''}${by ? `，${by}` : ''}${at ? ` 于 ${formatTime(at)}` : ''}`,
  by: (name?: string | null, at?: string | null) => [name, formatTime(at)].filter(Boolean).join('，'),
  openOther: '打开其他布局（如尚未单独保存的频道 channel-home.7、专题 topic-detail.9）',
  open: '打开',
  groups: { home: '首页', channel: '频道页', topic: '专题页', route: '其他页面默认布局' },
} as const;

/** layout-document.json's id rule: a route's default or "<base>.<param>". */
const LAYOUT_ID = /^[a-z0-9][a-z0-9-]*(\.[A-Za-z0-9_-]+)?$/;

/** Which group a layout id belongs to in the list. */
export function layoutGroup(id: string): keyof typeof LIST_TEXT.groups {
  if (id === 'home-new') return 'home';
  if (id.startsWith('channel-home')) return 'channel';
  if (id.startsWith('topic-detail')) return 'topic';
  return 'route';
}

/** Every layout with its status: draft or published revision N, by whom, when. */
export function LayoutList({ onOpen }: { onOpen(id: string): void }) {
  const id = useId();
  const [layouts, setLayouts] = useState<LayoutSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [other, setOther] = useState('');
  useEffect(() => {
    opsApi.listLayouts().then(setLayouts, (problem: unknown) => setError(problem instanceof Error ? problem.message : String(problem)));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!layouts) return <p role="status">{LIST_TEXT.loading}</p>;
  const shown = layouts.filter((layout) => `${layout.id} ${layout.route ?? ''}`.includes(filter.trim()));
  const groups = (Object.keys(LIST_TEXT.groups) as Array<keyof typeof LIST_TEXT.groups>).map((group) => ({
    group,
    items: shown.filter((layout) => layoutGroup(layout.id) === group).sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true })),
  }));
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{LIST_TEXT.heading}</h2>
      <label htmlFor={`${id}-filter`}>{LIST_TEXT.filter}</label>{' '}
      <input id={`${id}-filter`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <form
        className="ops-inline"
        onSubmit={(event) => {
          event.preventDefault();
          if (LAYOUT_ID.test(other.trim())) onOpen(other.trim());
        }}
      >
        <label htmlFor={`${id}-other`}>{LIST_TEXT.openOther}</label>
        <input id={`${id}-other`} type="text" value={other} onChange={(e) => setOther(e.target.value)} />
        <button type="submit" disabled={!LAYOUT_ID.test(other.trim())}>
          {LIST_TEXT.open}
        </button>
      </form>
      {groups
        .filter(({ items }) => items.length > 0)
        .map(({ group, items }) => (
          <table key={group} className="ops-table">
            <caption>{LIST_TEXT.groups[group]}</caption>
            <thead>
              <tr>
                <th scope="col">{LIST_TEXT.id}</th>
                <th scope="col">{LIST_TEXT.route}</th>
                <th scope="col">{LIST_TEXT.status}</th>
                <th scope="col">{LIST_TEXT.published}</th>
                <th scope="col">{LIST_TEXT.draft}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((layout) => (
                <tr key={layout.id} data-layout-id={layout.id}>
                  <th scope="row">
                    <button
                      type="button"
                      className="ops-link"
                      onClick={() => onOpen(layout.id)}
                      aria-label={layout.stored ? LIST_TEXT.edit(layout.id) : LIST_TEXT.customise(layout.id)}
                    >
                      {layout.id}
                    </button>
                  </th>
                  <td>{[layout.route, layout.variant].filter(Boolean).join(' · ')}</td>
                  <td>
                    {!layout.stored
                      ? LIST_TEXT.statusDefault(layout.route)
                      : layout.revision !== null && layout.revision !== undefined
                        ? LIST_TEXT.statusPublished(layout.revision)
                        : LIST_TEXT.statusDraft}
                  </td>
                  <td>{layout.revision !== null && layout.revision !== undefined ? LIST_TEXT.by(layout.published_by, layout.published_at) : ''}</td>
                  <td>{layout.has_draft ? LIST_TEXT.hasDraft(layout.draft_revision, layout.updated_by, layout.updated_at) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
