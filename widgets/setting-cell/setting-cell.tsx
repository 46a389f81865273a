import type { SettingCellProps } from '../../contract/generated/widgets/setting-cell.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import '../../src/ui/setting-row.css';
import './setting-cell.css';

/** A person's own number still is not shown in full on a settings screen someone may glance at. */
export function maskMobile(value: string): string {
  return /^1\d{10}$/.test(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value;
}

export function SettingCell({ props, emit }: WidgetRenderProps<SettingCellProps>) {
  const raw = props.value === undefined || props.value === null ? '' : String(props.value);
  const value = props.maskMobile === false ? raw : maskMobile(raw);
  const classes = ['ui-setting-row w-setting-cell', props.danger ? 'w-setting-cell--danger' : '', props.gapBefore ? 'ui-setting-row--gap' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type="button" className={classes} onClick={() => void emit('tap')}>
      <span className="ui-setting-row__title">{props.title}</span>
      {!props.danger && value && <span className="ui-setting-row__value">{value}</span>}
      {!props.danger && props.arrow !== false && <span className="ui-setting-row__arrow" aria-hidden="true" />}
    </button>
  );
}
