import type { FloatingServiceButtonProps } from '../../contract/generated/widgets/floating-service-button.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { InFloatingDock } from '../../src/ui/floating-dock';
import './floating-service-button.css';

export const FLOATING_SERVICE_TEXT = { label: '客服', name: '联系客服' } as const;

/**
 * 客服 in the shell's floating dock with the other floating buttons: the safe zone every page leaves room
 * for, so it never lies over the page (the old `bottom` offset is kept in the schema for stored layouts).
 */
export function FloatingServiceButton({ props, emit }: WidgetRenderProps<FloatingServiceButtonProps>) {
  const label = props.label || FLOATING_SERVICE_TEXT.label;
  return (
    <InFloatingDock>
      <button
        type="button"
        className="ui-floating-dock-button w-floating-service-button"
        aria-label={FLOATING_SERVICE_TEXT.name}
        onClick={() => void emit('select')}
      >
        <svg className="w-floating-service-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3a8 8 0 0 0-8 8v4a2 2 0 0 0 2 2h2v-6H6a6 6 0 0 1 12 0h-2v6h2a2 2 0 0 0 2-2v-4a8 8 0 0 0-8-8z" fill="currentColor" />
        </svg>
        <span className="w-floating-service-button__label">{label}</span>
      </button>
    </InFloatingDock>
  );
}
