import { useId, useRef } from 'react';
import type { BookingSuccessProps } from '../../contract/generated/widgets/booking-success.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { useModal } from '../../src/ui/modal';
import './booking-success.css';

export const BOOKING_SUCCESS_TEXT = {
  title: '预约成功提醒',
  text: '直播开始前将以短信提醒您，可在“我的 – 我的预约”中查看',
  close: '关闭',
} as const;

/** The booking-success overlay: the layout decides when it shows (a `when` on an overlays node). */
export function BookingSuccess({ props, emit }: WidgetRenderProps<BookingSuccessProps>) {
  const titleId = useId();
  const close = () => void emit('close', props.live);
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, true, { onClose: close });
  return (
    <div className="w-booking-success" onClick={close}>
      <div
        ref={panel}
        className="w-booking-success__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="w-booking-success__title">
          {props.title || BOOKING_SUCCESS_TEXT.title}
        </h2>
        <p className="w-booking-success__text">{props.text || BOOKING_SUCCESS_TEXT.text}</p>
        <button type="button" className="w-booking-success__close" onClick={close}>
          {props.closeText || BOOKING_SUCCESS_TEXT.close}
        </button>
      </div>
    </div>
  );
}
