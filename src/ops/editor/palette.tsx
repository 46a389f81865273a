import { useId, useState } from 'react';
import type { PaletteWidget } from './widget-catalogue';

export const PALETTE_TEXT = {
  heading: '组件库',
  filter: '搜索组件',
  add: (name: string) => `添加 ${name}`,
  where: '添加到选中节点之后（未选中时添加到页面末尾）',
  version: (n: number) => `第 ${n} 版`,
} as const;

/** All registered widgets, named and described from their props schemas; 添加 inserts one. */
export function Palette({ widgets, onAdd }: { widgets: PaletteWidget[]; onAdd(widget: PaletteWidget): void }) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const shown = widgets.filter((widget) => `${widget.title} ${widget.name} ${widget.description}`.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <section className="ops-palette" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{PALETTE_TEXT.heading}</h3>
      <p className="ops-hint">{PALETTE_TEXT.where}</p>
      <label htmlFor={`${id}-filter`}>{PALETTE_TEXT.filter}</label>
      <input id={`${id}-filter`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      <ul className="ops-palette__list">
        {shown.map((widget) => (
          <li key={widget.name} className="ops-palette__item">
            <div>
              <strong>{widget.title}</strong> <span className="ops-hint">{PALETTE_TEXT.version(widget.version)}</span>
              <p className="ops-palette__description">{widget.description}</p>
            </div>
            <button type="button" onClick={() => onAdd(widget)} aria-label={PALETTE_TEXT.add(widget.title)}>
              添加
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
