import type { LayoutNode } from '../../../contract/generated/schema-types';
import { upgradeNode, type MigratableNode } from '../../../contract/layout/widget-migrations';
import type { WidgetDefinition } from '../widget-api';

/**
 * A node stored for an older version of its widget, upgraded by the widget's migrations before its props
 * are checked and rendered: a deploy that renames props does not lose them on stored layouts that
 * `layouts:migrate` has not rewritten yet. Children are upgraded when they render, each by its own widget.
 */
export function upgradeForClient(node: LayoutNode, definition: WidgetDefinition | undefined): LayoutNode {
  if (!definition?.migrations || (node.version ?? 1) >= definition.version) return node;
  // A LayoutNode is the plain JSON a migration takes; the result is checked by the props validator next.
  return upgradeNode(node as unknown as MigratableNode, definition.version, definition.migrations) as unknown as LayoutNode;
}
