import { useEffect, useState } from 'react';
import type { MessageTickerProps } from '../../contract/generated/widgets/message-ticker.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './message-ticker.css';

const DEFAULT_INTERVAL_MS = 3000;

export function MessageTicker({ props, emit }: WidgetRenderProps<MessageTickerProps>) {
  const items = props.items ?? [];
  const intervalMs = props.intervalMs ?? DEFAULT_INTERVAL_MS;
  const [index, setIndex] = useState(0);
  // Rotation stops while the line has focus: a keyboard or screen-reader user must not lose the item
  // they are on (and moving content should be pausable).
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (items.length < 2 || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % items.length), intervalMs);
    return () => clearInterval(timer);
  }, [items.length, intervalMs, paused]);

  if (items.length === 0) return null;
  const current = index % items.length;
  const message = items[current];

  return (
    <div className="w-message-ticker" role="region" aria-label="消息通知">
      <div className="w-message-ticker__viewport">
        <button
          // A new key per line replays the slide-up animation.
          key={`${current}-${message.id}`}
          type="button"
          className="w-message-ticker__line"
          onClick={() => emit('select', message)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          {message.label && <span className="w-message-ticker__label">{message.label}</span>}
          <span className="w-message-ticker__title">{message.title}</span>
        </button>
      </div>
    </div>
  );
}
