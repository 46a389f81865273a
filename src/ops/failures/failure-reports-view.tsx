import { useId, useMemo, useState } from 'react';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import { findNode, nodeLabel } from '../editor/outline-tree';
import { widgetTitle } from '../editor/widget-names';
import { formatTime } from '../format-time';
import { opsHash } from '../ops-route';
import { usePageName, usePageNames } from '../use-page-name';
import { pageName } from '../page-names';
import { DEFAULT_FAILURE_HOURS, FAILURE_KIND_TEXT, FAILURE_PERIODS, FAILURE_TEXT } from './failure-text';
import './failures.css';

function PeriodPicker({ hours, onChange }: { hours: number; onChange(hours: number): void }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{FAILURE_TEXT.period}</label>{' '}
      <select id={id} value={hours} onChange={(event) => onChange(Number(event.target.value))}>
        {FAILURE_PERIODS.map((n) => (
          <option key={n} value={n}>
            {FAILURE_TEXT.hours(n)}
          </option>
        ))}
      </select>
    </p>
  );
}

/** The layouts with failures on doctors' phones, the most recent first. */
function FailingLayouts({ hours }: { hours: number }) {
  const names = usePageNames();
  const result = opsEndpoints.useListOpsFailureReportsQuery({ hours });
  if (result.error) return <p role="alert">{refusalText(result.error)}</p>;
  if (!result.currentData) return <p role="status">{FAILURE_TEXT.loading}</p>;
  if (result.currentData.list.length === 0) return <p className="ops-hint">{FAILURE_TEXT.none}</p>;
  const c = FAILURE_TEXT.columns;
  return (
    <table className="ops-table" data-testid="failure-layouts">
      <thead>
        <tr>
          <th scope="col">{c.page}</th>
          <th scope="col">{c.count}</th>
          <th scope="col">{c.reporters}</th>
          <th scope="col">{c.nodes}</th>
          <th scope="col">{c.lastSeen}</th>
        </tr>
      </thead>
      <tbody>
        {result.currentData.list.map((row) => {
          const name = names.get(row.layout_id) ?? pageName(row.layout_id);
          return (
            <tr key={row.layout_id} data-layout-id={row.layout_id}>
              <th scope="row">
                <a href={opsHash({ name: 'failures', layoutId: row.layout_id })} aria-label={FAILURE_TEXT.open(name)}>
                  {name}
                </a>
              </th>
              <td>{row.count}</td>
              <td>{row.reporters}</td>
              <td>{row.nodes}</td>
              <td>{formatTime(row.last_seen)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One layout's failure reports: what failed, where, on which build and browser, how often, since when. */
function LayoutFailures({ layoutId, hours }: { layoutId: string; hours: number }) {
  const result = opsEndpoints.useListOpsLayoutFailuresQuery({ id: layoutId, hours });
  // Nodes are named as in the editor's outline when the layout still has them (without it, by their ids).
  const layout = opsEndpoints.useGetOpsLayoutQuery({ id: layoutId }).data;
  const labels = useMemo(() => {
    const named = new Map<string, string>();
    for (const row of result.currentData?.list ?? []) {
      // The stored document is a LayoutDocument (the server lints it on every save); the catalogue types it loosely.
      const node = layout && findNode(layout.document as unknown as LayoutDocument, row.node);
      if (node) named.set(row.node, nodeLabel(node));
    }
    return named;
  }, [layout, result.currentData]);
  if (result.error) return <p role="alert">{refusalText(result.error)}</p>;
  if (!result.currentData) return <p role="status">{FAILURE_TEXT.loading}</p>;
  if (result.currentData.list.length === 0) return <p className="ops-hint">{FAILURE_TEXT.noneForLayout}</p>;
  const c = FAILURE_TEXT.columns;
  return (
    <table className="ops-table ops-failures" data-testid="failure-reports">
      <thead>
        <tr>
          <th scope="col">{c.kind}</th>
          <th scope="col">{c.widget}</th>
          <th scope="col">{c.node}</th>
          <th scope="col">{c.version}</th>
          <th scope="col">{c.revision}</th>
          <th scope="col">{c.build}</th>
          <th scope="col">{c.browser}</th>
          <th scope="col">{c.count}</th>
          <th scope="col">{c.reporters}</th>
          <th scope="col">{c.firstSeen}</th>
          <th scope="col">{c.lastSeen}</th>
          <th scope="col">{c.message}</th>
        </tr>
      </thead>
      <tbody>
        {result.currentData.list.map((row, index) => (
          <tr key={index} data-node-id={row.node} data-kind={row.kind}>
            <td>{FAILURE_KIND_TEXT[row.kind]}</td>
            <td>{widgetTitle(row.widget)}</td>
            <td title={row.node}>{labels.get(row.node) ?? row.node}</td>
            <td>{FAILURE_TEXT.version(row.version)}</td>
            <td>{FAILURE_TEXT.revision(row.revision)}</td>
            <td>{FAILURE_TEXT.build(row.build)}</td>
            <td>{row.browser}</td>
            <td>{row.count}</td>
            <td>{row.reporters}</td>
            <td>{formatTime(row.first_seen)}</td>
            <td>{formatTime(row.last_seen)}</td>
            <td className="ops-failures__message">{row.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 故障报告: the failing layouts, or one layout's reports when a layout is named. */
export function FailureReportsView({ layoutId }: { layoutId?: string }) {
  const id = useId();
  const [hours, setHours] = useState<number>(DEFAULT_FAILURE_HOURS);
  const name = usePageName(layoutId ?? '');
  return (
    <section aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{layoutId ? FAILURE_TEXT.layoutHeading(name) : FAILURE_TEXT.heading}</h2>
      {layoutId && (
        <p>
          <a href={opsHash({ name: 'failures' })}>{FAILURE_TEXT.back}</a> · <a href={opsHash({ name: 'editor', layoutId })}>{FAILURE_TEXT.editLayout}</a>
        </p>
      )}
      <p className="ops-hint">{FAILURE_TEXT.intro}</p>
      <PeriodPicker hours={hours} onChange={setHours} />
      {layoutId ? <LayoutFailures layoutId={layoutId} hours={hours} /> : <FailingLayouts hours={hours} />}
    </section>
  );
}
