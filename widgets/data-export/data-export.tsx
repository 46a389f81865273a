import { useEffect, useState } from 'react';
import type { DataExportProps } from '../../contract/generated/widgets/data-export.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import '../../src/ui/setting-row.css';
import './data-export.css';

/** "我的数据-2026-11-21.json": the prefix, then the local date, so several exports stay apart. */
export function exportFileName(prefix: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Serialises the export as JSON text into a Blob (never parsed as markup) and starts its download. */
function saveFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(fileName, new Date());
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some WebViews read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves the bound export as a file, so whatever users wrote (comments, names) stays inert. The export is the
 * person's whole data: it is asked for (`request`) only when they tap, never on opening the screen; the file
 * is saved once it arrives.
 */
export function DataExport({ props, emit }: WidgetRenderProps<DataExportProps>) {
  const ready = props.data !== undefined && props.data !== null;
  const [asked, setAsked] = useState(false);
  const fileName = props.fileName ?? '我的数据';

  useEffect(() => {
    if (!asked || !ready) return;
    setAsked(false);
    saveFile(props.data, fileName);
    void emit('exported');
  }, [asked, ready, props.data, fileName, emit]);

  const tap = () => {
    if (asked) return;
    if (ready) {
      saveFile(props.data, fileName);
      void emit('exported');
      return;
    }
    setAsked(true);
    void emit('request');
  };
  return (
    <button
      type="button"
      className={`ui-setting-row w-data-export${props.gapBefore ? ' ui-setting-row--gap' : ''}`}
      aria-busy={asked || undefined}
      onClick={tap}
    >
      <span className="ui-setting-row__title">{props.title}</span>
      {props.hint && <span className="ui-setting-row__value">{asked ? '正在准备…' : props.hint}</span>}
      <span className="ui-setting-row__arrow" aria-hidden="true" />
    </button>
  );
}
