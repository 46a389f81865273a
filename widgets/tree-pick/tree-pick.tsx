import type { OptionNode } from '../../contract/generated/schema-types';
import type { TreePickProps } from '../../contract/generated/widgets/tree-pick.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './tree-pick.css';

export function TreePick({ props, emit }: WidgetRenderProps<TreePickProps>) {
  const options = props.options ?? [];
  const pick = (node: OptionNode) => void emit('select', { id: node.id, name: node.name, parent_id: node.parent_id ?? null });
  const button = (node: OptionNode) => (
    <button key={node.id} type="button" className="w-tree-pick__item" onClick={() => pick(node)}>
      {node.name}
    </button>
  );
  return (
    <section className="w-tree-pick">
      {props.title && <p className="w-tree-pick__title">{props.title}</p>}
      {options.map((node) =>
        node.children?.length ? (
          <div key={node.id} className="w-tree-pick__group" role="group" aria-label={node.name}>
            <h3 className="w-tree-pick__heading">{node.name}</h3>
            <div className="w-tree-pick__items">{node.children.map(button)}</div>
          </div>
        ) : (
          <div key={node.id} className="w-tree-pick__group">
            <div className="w-tree-pick__items">{button(node)}</div>
          </div>
        ),
      )}
      {!props.loading && options.length === 0 && <p className="w-tree-pick__empty">{props.emptyText ?? '暂无可选项'}</p>}
    </section>
  );
}
