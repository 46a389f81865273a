import './option-sheet.css';
import { useRef, useState } from 'react';
import type { OptionNode } from '../../contract/generated/schema-types';
import { useModal } from './modal';

interface SheetFrameProps {
  title: string;
  onClose(): void;
  children: React.ReactNode;
  footer?: React.ReactNode;
}

/** A bottom sheet (modal dialog) named by its title; the mask and Escape close it. */
export function SheetFrame({ title, onClose, children, footer }: SheetFrameProps) {
  const sheet = useRef<HTMLDivElement>(null);
  useModal(sheet, true, { onClose });
  return (
    <div className="ui-sheet__mask" onClick={onClose}>
      <div ref={sheet} className="ui-sheet__sheet" role="dialog" aria-modal="true" aria-label={title} onClick={(event) => event.stopPropagation()}>
        <div className="ui-sheet__sheet-head">
          <button type="button" className="ui-sheet__sheet-close" onClick={onClose}>
            取消
          </button>
          <h3 className="ui-sheet__sheet-title">{title}</h3>
          <span className="ui-sheet__sheet-spacer">{footer}</span>
        </div>
        <div className="ui-sheet__sheet-body">{children}</div>
      </div>
    </div>
  );
}

interface PathSheetProps {
  title: string;
  options: readonly OptionNode[];
  onPick(path: OptionNode[]): void;
  onClose(): void;
}

/** Tree drill-down (province → city → district, title track → title): a leaf finishes the choice. */
export function PathSheet({ title, options, onPick, onClose }: PathSheetProps) {
  const [trail, setTrail] = useState<OptionNode[]>([]);
  const level = trail.length ? (trail[trail.length - 1].children ?? []) : options;
  const open = (node: OptionNode) => {
    if (node.children?.length) setTrail([...trail, node]);
    else onPick([...trail, node]);
  };
  return (
    <SheetFrame title={title} onClose={onClose}>
      {trail.length > 0 && (
        <div className="ui-sheet__trail">
          <button type="button" className="ui-sheet__trail-back" onClick={() => setTrail(trail.slice(0, -1))}>
            返回上一级
          </button>
          <span>{trail.map((node) => node.name).join(' / ')}</span>
        </div>
      )}
      <ul className="ui-sheet__options">
        {level.map((node) => (
          <li key={node.id}>
            <button type="button" className="ui-sheet__option" onClick={() => open(node)}>
              {node.name}
              {node.children?.length ? <span aria-hidden="true"> ›</span> : null}
            </button>
          </li>
        ))}
        {level.length === 0 && <li className="ui-sheet__empty">暂无选项</li>}
      </ul>
    </SheetFrame>
  );
}

interface TagSheetProps {
  title: string;
  options: readonly OptionNode[];
  selected: readonly string[];
  maxItems?: number;
  maxItemsMessage: string;
  onConfirm(nodes: OptionNode[]): void;
  onInvalid(message: string): void;
  onClose(): void;
}

function flatten(nodes: readonly OptionNode[]): OptionNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** Tag picker: one chosen child per parent, at most maxItems (最多选择3个). */
export function TagSheet({ title, options, selected, maxItems, maxItemsMessage, onConfirm, onInvalid, onClose }: TagSheetProps) {
  const all = flatten(options);
  const [chosen, setChosen] = useState<OptionNode[]>(() => all.filter((node) => selected.includes(String(node.id))));
  // siblings: the other children of the same parent, of which only one may be chosen; none for top-level tags.
  const toggle = (node: OptionNode, siblings: readonly OptionNode[]) => {
    if (chosen.some((c) => c.id === node.id)) return setChosen(chosen.filter((c) => c.id !== node.id));
    const rest = chosen.filter((c) => !siblings.some((s) => s.id === c.id));
    if (maxItems !== undefined && rest.length >= maxItems) return onInvalid(maxItemsMessage);
    setChosen([...rest, node]);
  };
  const chip = (node: OptionNode, siblings: readonly OptionNode[]) => (
    <button key={node.id} type="button" className="ui-sheet__chip" aria-pressed={chosen.some((c) => c.id === node.id)} onClick={() => toggle(node, siblings)}>
      {node.name}
    </button>
  );
  const confirm = (
    <button type="button" className="ui-sheet__sheet-ok" onClick={() => onConfirm(chosen)}>
      确定
    </button>
  );
  const leaves = options.filter((node) => !node.children?.length);
  return (
    <SheetFrame title={title} onClose={onClose} footer={confirm}>
      {options
        .filter((node) => node.children?.length)
        .map((parent) => (
          <fieldset key={parent.id} className="ui-sheet__group">
            <legend>{parent.name}</legend>
            {(parent.children ?? []).map((child) => chip(child, parent.children ?? []))}
          </fieldset>
        ))}
      {leaves.length > 0 && <div className="ui-sheet__group">{leaves.map((node) => chip(node, []))}</div>}
    </SheetFrame>
  );
}
