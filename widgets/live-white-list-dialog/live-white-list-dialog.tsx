import { useId, useRef } from 'react';
import type { LiveWhiteListDialogProps } from '../../contract/generated/widgets/live-white-list-dialog.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { useModal } from '../../src/ui/modal';
import './live-white-list-dialog.css';

/** A viewer not on the white list: the exact text, the assistant's QR code below, only a way back. */
export const WHITE_LIST_TEXT = '本场活动为定向观看，如您需观看可联系会务组或下方会务助手';

export function LiveWhiteListDialog({ props, emit }: WidgetRenderProps<LiveWhiteListDialogProps>) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const open = props.open === true || props.open === 1;
  // No Escape: the room is closed to this person; the only way is back.
  useModal(panel, open);
  if (!open) return null;
  return (
    <div className="w-live-white-list-dialog">
      <div ref={panel} className="w-live-white-list-dialog__panel" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <p id={titleId} className="w-live-white-list-dialog__text">
          {props.text ?? WHITE_LIST_TEXT}
        </p>
        <img className="w-live-white-list-dialog__qr" src={props.qrImage ?? '/assistant-qr.svg'} alt="会务助手二维码" />
        <button type="button" className="w-live-white-list-dialog__back" onClick={() => void emit('back')}>
          {props.backText ?? '返回'}
        </button>
      </div>
    </div>
  );
}
