import { useEffect, useRef } from 'react';
import type { HandoffStatusProps } from '../../contract/generated/widgets/handoff-status.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './handoff-status.css';

export const HANDOFF_STATUS_TEXT = '登录中…';

export function HandoffStatus({ props, emit, preview }: WidgetRenderProps<HandoffStatusProps>) {
  // Once per screen: StrictMode's second effect run and re-renders must not log in twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || preview) return;
    started.current = true;
    void emit('start');
  }, [emit, preview]);
  return (
    <div className="w-handoff-status" role="status">
      <span className="w-handoff-status__spinner" aria-hidden="true" />
      <span>{props.text ?? HANDOFF_STATUS_TEXT}</span>
    </div>
  );
}
