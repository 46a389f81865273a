import type { FloatingServiceButtonProps } from '../../contract/generated/widgets/floating-service-button.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './floating-service-button.css';

export const FLOATING_SERVICE_TEXT = { label: '客服', name: '联系客服' } as const;
// Above the shell's floating 首页 button (bottom 90px, 44px tall), never on top of it.
const DEFAULT_BOTTOM = 150;

export function FloatingServiceButton({ props, emit }: WidgetRenderProps<FloatingServiceButtonProps>) {
  const label = props.label || FLOATING_SERVICE_TEXT.label;
  return (
    <button
      type="button"
      className="w-floating-service-button"
      // The px offset is converted to vw by the build like every other length.
      style={{ bottom: `calc(${((props.bottom ?? DEFAULT_BOTTOM) / 375) * 100}vw + env(safe-area-inset-bottom, 0px))` }}
      aria-label={FLOATING_SERVICE_TEXT.name}
      onClick={() => void emit('select')}
    >
      <svg className="w-floating-service-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3a8 8 0 0 0-8 8v4a2 2 0 0 0 2 2h2v-6H6a6 6 0 0 1 12 0h-2v6h2a2 2 0 0 0 2-2v-4a8 8 0 0 0-8-8z" fill="currentColor" />
      </svg>
      <span className="w-floating-service-button__label">{label}</span>
    </button>
  );
}
