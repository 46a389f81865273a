import { useId, useState } from 'react';
import type { LiveSubscribeSheetProps } from '../../contract/generated/widgets/live-subscribe-sheet.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './live-subscribe-sheet.css';

/** The room's public-account sheet: once closed it stays closed for this visit. */
export function LiveSubscribeSheet({ props, emit }: WidgetRenderProps<LiveSubscribeSheetProps>) {
  const [closed, setClosed] = useState(false);
  const titleId = useId();
  if (!props.show || !props.qrcode || closed) return null;
  const title = props.title || '关注公众号';
  return (
    <div className="w-live-subscribe-sheet" role="dialog" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {props.desc && <p>{props.desc}</p>}
      <img src={props.qrcode} alt={`${title}二维码`} />
      <button
        type="button"
        onClick={() => {
          setClosed(true);
          void emit('close');
        }}
      >
        {props.closeText ?? '关闭'}
      </button>
    </div>
  );
}
