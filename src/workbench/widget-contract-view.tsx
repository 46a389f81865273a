import { useId } from 'react';
import { eventRows, propRows, versionRows, type WidgetUse } from './widget-contract';
import { widgetMigrations } from './widget-migration-files';

export const CONTRACT_TEXT = {
  heading: '组件约定',
  props: '属性',
  propName: '名称',
  propType: '类型',
  propDescription: '说明',
  propDefault: '默认值',
  propRequired: '必填',
  yes: '是',
  no: '否',
  noProps: '没有属性',
  events: '事件',
  eventName: '事件',
  eventData: '含义与事件数据',
  noEvents: '不发出事件',
  versions: '版本与迁移',
  version: (n: number) => `第 ${n} 版`,
  first: '最初的版本',
  migrated: '有迁移：旧版本的节点在加载时改写（与 layouts:migrate 相同）',
  compatible: '兼容升级：旧版本的节点只换版本号',
  usage: '使用位置',
  unused: '没有页面使用这个组件',
  loading: '加载中…',
  open: (page: string, node: string) => `打开${page}（节点 ${node}）`,
} as const;

/** Where the page learns which layouts use a widget: stored layouts (console) or the repository's (development). */
export interface UsageSource {
  /** Undefined while loading. */
  uses(widget: string): readonly WidgetUse[] | undefined;
  error: string | null;
  pageName(layoutId: string): string;
  /** Opens the layout (the console's editor); absent where nothing can be opened. */
  onOpen?(layoutId: string): void;
}

function UsageList({ widget, usage }: { widget: string; usage: UsageSource }) {
  const uses = usage.uses(widget);
  if (usage.error) return <p role="alert">{usage.error}</p>;
  if (!uses) return <p role="status">{CONTRACT_TEXT.loading}</p>;
  if (uses.length === 0) return <p>{CONTRACT_TEXT.unused}</p>;
  return (
    <ul>
      {uses.map((use) => (
        <li key={`${use.layoutId}/${use.nodeId}`}>
          {usage.onOpen ? (
            <button
              type="button"
              className="ops-link"
              onClick={() => usage.onOpen?.(use.layoutId)}
              aria-label={CONTRACT_TEXT.open(usage.pageName(use.layoutId), use.nodeId)}
            >
              {usage.pageName(use.layoutId)}
            </button>
          ) : (
            usage.pageName(use.layoutId)
          )}{' '}
          <code>{use.nodeId}</code>
        </li>
      ))}
    </ul>
  );
}

/** The widget's contract on one page: props, events, versions with their migrations, and where it is used. */
export function WidgetContract({ widget, usage }: { widget: string; usage: UsageSource }) {
  const id = useId();
  const props = propRows(widget);
  const events = eventRows(widget);
  const versions = versionRows(widget, widgetMigrations(widget));
  return (
    <section className="workbench__contract" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{CONTRACT_TEXT.heading}</h3>
      <h4 id={`${id}-props`}>{CONTRACT_TEXT.props}</h4>
      {props.length === 0 ? (
        <p>{CONTRACT_TEXT.noProps}</p>
      ) : (
        <table className="ops-table" aria-labelledby={`${id}-props`}>
          <thead>
            <tr>
              <th scope="col">{CONTRACT_TEXT.propName}</th>
              <th scope="col">{CONTRACT_TEXT.propType}</th>
              <th scope="col">{CONTRACT_TEXT.propDescription}</th>
              <th scope="col">{CONTRACT_TEXT.propDefault}</th>
              <th scope="col">{CONTRACT_TEXT.propRequired}</th>
            </tr>
          </thead>
          <tbody>
            {props.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <code>{row.name}</code>
                </th>
                <td>{row.type}</td>
                <td>{row.description}</td>
                <td>{row.defaultValue && <code>{row.defaultValue}</code>}</td>
                <td>{row.required ? CONTRACT_TEXT.yes : CONTRACT_TEXT.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4 id={`${id}-events`}>{CONTRACT_TEXT.events}</h4>
      {events.length === 0 ? (
        <p>{CONTRACT_TEXT.noEvents}</p>
      ) : (
        <table className="ops-table" aria-labelledby={`${id}-events`}>
          <thead>
            <tr>
              <th scope="col">{CONTRACT_TEXT.eventName}</th>
              <th scope="col">{CONTRACT_TEXT.eventData}</th>
            </tr>
          </thead>
          <tbody>
            {events.map((row) => (
              <tr key={row.name}>
                <th scope="row">
                  <code>{row.name}</code>
                </th>
                <td>{row.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4>{CONTRACT_TEXT.versions}</h4>
      <ol>
        {versions.map((row) => (
          <li key={row.version}>
            {CONTRACT_TEXT.version(row.version)}：{row.version === 1 ? CONTRACT_TEXT.first : row.migrated ? CONTRACT_TEXT.migrated : CONTRACT_TEXT.compatible}
          </li>
        ))}
      </ol>
      <h4>{CONTRACT_TEXT.usage}</h4>
      <UsageList widget={widget} usage={usage} />
    </section>
  );
}
