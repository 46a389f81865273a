import type { DataExportProps } from '../../contract/generated/widgets/data-export.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import '../../src/ui/setting-row.css';
import './data-export.css';

/** "我的数据-2026-11-21.json": the prefix, then the local date, so several exports stay apart. */
export function exportFileName(prefix: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/**
 * Saves the bound export as a file. The data is serialised as JSON text into a Blob (never parsed as
 * markup), so whatever users wrote (comments, names) stays inert.
 */
export function DataExport({ props, emit }: WidgetRenderProps<DataExportProps>) {
  const ready = props.data !== undefined && props.data !== null;
  const save = () => {
    if (!ready) return;
    const blob = new Blob([JSON.stringify(props.data, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(props.fileName ?? '我的数据', new Date());
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Revoked later: some WebViews read the blob after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    void emit('exported');
  };
  return (
    <button
      type="button"
      className={`ui-setting-row w-data-export${props.gapBefore ? ' ui-setting-row--gap' : ''}`}
      disabled={!ready}
      aria-busy={!ready}
      onClick={save}
    >
      <span className="ui-setting-row__title">{props.title}</span>
      {props.hint && <span className="ui-setting-row__value">{props.hint}</span>}
      <span className="ui-setting-row__arrow" aria-hidden="true" />
    </button>
  );
}
