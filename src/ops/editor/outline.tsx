import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { LayoutNode } from '../../../contract/generated/schema-types';
import type { LayoutProblem } from '../api/ops-types';
import { nodeLabel } from './outline-tree';
import { problemInOutline } from './problem-place';

export const OUTLINE_TEXT = {
  heading: '页面结构',
  overlays: '浮层',
  drag: (label: string) => `拖动排序：${label}`,
  up: '上移',
  down: '下移',
  remove: '删除',
  problems: (n: number) => `${n} 个错误`,
  hidden: '已隐藏',
  failures: (n: number) => `近期故障 ${n} 次`,
  failuresTitle: (n: number) => `最近一天医生手机上有 ${n} 次无法显示，详见故障报告`,
  /** Shown on hover only: the id is for developers and for bindings, not the operator's page. */
  nodeId: (id: string) => `节点编号：${id}`,
  instructions: '按空格键拿起节点，用上下方向键移动，再按空格键放下；按 Esc 取消。',
} as const;

export interface OutlineProps {
  body: LayoutNode[];
  overlays: LayoutNode[];
  selectedId: string | null;
  problems: Map<string | null, LayoutProblem[]>;
  onSelect(id: string): void;
  onMove(id: string, delta: -1 | 1): void;
  onReorder(activeId: string, overId: string): void;
  onRemove(id: string): void;
  /** Extra lines under a node's row (the section's numbers). */
  renderExtra?(nodeId: string): ReactNode;
  /** Recent failures on doctors' phones per node id (failure reports); absent or empty: no marks. */
  failures?: ReadonlyMap<string, number>;
}

type RowProps = Omit<OutlineProps, 'body' | 'overlays'> & { node: LayoutNode; index: number; count: number };

function OutlineRow({ node, index, count, selectedId, problems, onSelect, onMove, onRemove, onReorder, renderExtra, failures }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: node.id });
  const label = nodeLabel(node);
  const nodeProblems = problems.get(node.id) ?? [];
  const rowProps = { selectedId, problems, onSelect, onMove, onRemove, onReorder, renderExtra, failures };
  const failed = failures?.get(node.id) ?? 0;
  return (
    <li
      ref={setNodeRef}
      className={`ops-outline__item${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-node-id={node.id}
    >
      <div className={`ops-outline__row${selectedId === node.id ? ' is-selected' : ''}${nodeProblems.length ? ' has-problems' : ''}`}>
        <button type="button" className="ops-outline__handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={OUTLINE_TEXT.drag(label)}>
          ⠿
        </button>
        <button
          type="button"
          className="ops-outline__select"
          aria-pressed={selectedId === node.id}
          onClick={() => onSelect(node.id)}
          title={OUTLINE_TEXT.nodeId(node.id)}
        >
          <span className="ops-outline__label">{label}</span>
          {node.hidden && <span className="ops-badge">{OUTLINE_TEXT.hidden}</span>}
          {nodeProblems.length > 0 && <span className="ops-badge ops-badge--error">{OUTLINE_TEXT.problems(nodeProblems.length)}</span>}
          {failed > 0 && (
            <span className="ops-badge ops-badge--error" data-failures={failed} title={OUTLINE_TEXT.failuresTitle(failed)}>
              {OUTLINE_TEXT.failures(failed)}
            </span>
          )}
        </button>
        <button type="button" disabled={index === 0} onClick={() => onMove(node.id, -1)} aria-label={`${OUTLINE_TEXT.up} ${label}`}>
          {OUTLINE_TEXT.up}
        </button>
        <button type="button" disabled={index === count - 1} onClick={() => onMove(node.id, 1)} aria-label={`${OUTLINE_TEXT.down} ${label}`}>
          {OUTLINE_TEXT.down}
        </button>
        <button type="button" onClick={() => onRemove(node.id)} aria-label={`${OUTLINE_TEXT.remove} ${label}`}>
          {OUTLINE_TEXT.remove}
        </button>
      </div>
      {renderExtra?.(node.id)}
      {nodeProblems.length > 0 && (
        <ul className="ops-outline__problems" aria-label={`${label} 的校验错误`}>
          {nodeProblems.map((problem, i) => (
            // The JSON pointer is a developer's detail: on hover only.
            <li key={i} className="ops-problem" title={problem.path}>
              {problemInOutline(node, problem)}
            </li>
          ))}
        </ul>
      )}
      {node.children && node.children.length > 0 && <SortableList nodes={node.children} {...rowProps} />}
    </li>
  );
}

type ListProps = Omit<RowProps, 'node' | 'index' | 'count'> & { nodes: LayoutNode[]; onReorder(activeId: string, overId: string): void };

/**
 * One sibling list = its own DndContext: a drag (pointer or keyboard) can only land among the node's
 * siblings, never inside another parent, which is exactly what reorderSiblings accepts.
 */
function SortableList({ nodes, onReorder, ...rest }: ListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (event: DragEndEvent) => {
    if (event.over && event.active.id !== event.over.id) onReorder(String(event.active.id), String(event.over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: OUTLINE_TEXT.instructions } }}
    >
      <SortableContext items={nodes.map((node) => node.id)} strategy={verticalListSortingStrategy}>
        <ol className="ops-outline__list">
          {nodes.map((node, index) => (
            <OutlineRow key={node.id} node={node} index={index} count={nodes.length} onReorder={onReorder} {...rest} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** The layout as a tree of nodes: drag (pointer or keyboard) or 上移/下移 to reorder within a parent. */
export function Outline({ body, overlays, ...rest }: OutlineProps) {
  return (
    <section className="ops-outline" aria-labelledby="ops-outline-heading">
      <h3 id="ops-outline-heading">{OUTLINE_TEXT.heading}</h3>
      <p className="ops-hint">{OUTLINE_TEXT.instructions}</p>
      <SortableList nodes={body} {...rest} />
      {overlays.length > 0 && (
        <>
          <h4>{OUTLINE_TEXT.overlays}</h4>
          <SortableList nodes={overlays} {...rest} />
        </>
      )}
    </section>
  );
}
