import { useId } from 'react';
import { useWidgetCatalogue } from './editor/widget-catalogue';
import { StoredLayoutProblems } from './stored-layout-problems';
import { pageName } from './page-names';
import { usePageNames } from './use-page-name';

export const USAGE_TEXT = {
  heading: '组件使用情况',
  widget: '组件',
  versionHeading: '版本',
  usage: '使用位置',
  unused: '未使用',
  unknown: '布局中使用了当前客户端没有的组件（不能发布）',
  count: (n: number) => `${n} 处`,
  open: (page: string, index: number) => `打开${page}（第 ${index} 处）`,
  version: (n: number) => `第 ${n} 版`,
} as const;

/** Where each registered widget is used (layout and node), to weigh a props-schema change. */
export function WidgetUsageView({ onOpen }: { onOpen(layoutId: string): void }) {
  const id = useId();
  const { widgets, unknown, serverError } = useWidgetCatalogue();
  const names = usePageNames();
  const pageNameOf = (layoutId: string) => names.get(layoutId) ?? pageName(layoutId);
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{USAGE_TEXT.heading}</h2>
      {serverError && <p role="alert">{serverError}</p>}
      <StoredLayoutProblems onOpen={onOpen} />
      {unknown.length > 0 && (
        <section className="ops-conflict" aria-label={USAGE_TEXT.unknown}>
          <h3>{USAGE_TEXT.unknown}</h3>
          <ul>
            {unknown.map((widget) =>
              widget.usage.map((use, index) => (
                <li key={`${widget.name}/${use.layout_id}/${use.node_id}`}>
                  {widget.name}：
                  <button
                    type="button"
                    className="ops-link"
                    onClick={() => onOpen(use.layout_id)}
                    aria-label={USAGE_TEXT.open(pageNameOf(use.layout_id), index + 1)}
                    title={use.node_id}
                  >
                    {pageNameOf(use.layout_id)}
                  </button>
                </li>
              )),
            )}
          </ul>
        </section>
      )}
      <table className="ops-table">
        <thead>
          <tr>
            <th scope="col">{USAGE_TEXT.widget}</th>
            <th scope="col">{USAGE_TEXT.versionHeading}</th>
            <th scope="col">{USAGE_TEXT.usage}</th>
          </tr>
        </thead>
        <tbody>
          {widgets.map((widget) => (
            <tr key={widget.name}>
              <th scope="row" title={widget.name}>
                {widget.title}
                <p className="ops-palette__description">{widget.description}</p>
              </th>
              <td>{USAGE_TEXT.version(widget.version)}</td>
              <td>
                {widget.usage.length === 0 ? (
                  USAGE_TEXT.unused
                ) : (
                  <details>
                    <summary>{USAGE_TEXT.count(widget.usage.length)}</summary>
                    <ul>
                      {widget.usage.map((use, index) => (
                        <li key={`${use.layout_id}/${use.node_id}`}>
                          <button
                            type="button"
                            className="ops-link"
                            onClick={() => onOpen(use.layout_id)}
                            aria-label={USAGE_TEXT.open(pageNameOf(use.layout_id), index + 1)}
                            title={use.node_id}
                          >
                            {pageNameOf(use.layout_id)}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
