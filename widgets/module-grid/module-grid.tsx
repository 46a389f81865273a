import { useId, type CSSProperties } from 'react';
import type { ModuleGridProps } from '../../contract/generated/widgets/module-grid.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './module-grid.css';

export function ModuleGrid({ props, emit }: WidgetRenderProps<ModuleGridProps>) {
  const titleId = useId();
  const items = props.items ?? [];
  if (items.length === 0) return null;
  const style = { '--w-module-grid-columns': props.columns ?? 4 } as CSSProperties;
  return (
    <nav className="w-module-grid" aria-label={props.title || '专题模块'} aria-labelledby={props.title ? titleId : undefined} style={style}>
      {props.title && (
        <h2 className="w-module-grid__title" id={titleId}>
          {props.title}
        </h2>
      )}
      <ul className="w-module-grid__items">
        {items.map((module) => (
          <li key={module.id}>
            <button type="button" className="w-module-grid__module" onClick={() => emit('select', module)}>
              {/* The name labels the button; the icon is decoration. */}
              {module.logo ? <img src={module.logo} alt="" loading="lazy" /> : <span className="w-module-grid__blank" />}
              <span className="w-module-grid__name">{module.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
