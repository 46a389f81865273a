import type { LayoutNode } from '../../../contract/generated/schema-types';
import type { LayoutProblem } from '../api/ops-types';
import { fieldLabel } from '../schema-form/field-kind';
import { objectProperties } from '../schema-form/object-values';
import { operatorText } from '../schema-form/operator-text';
import { actionSchemas, widgetSchema } from '../schema-form/schema-registry';
import { unescape } from './field-problems';
import { actionTitle } from './widget-names';

// A node's problem as its outline row lists it. The row already names the node, and the server's message
// names the place by its ids (node, event, action type, parameter: what `npm run lint:layouts` prints for
// developers); here the place is named by the labels the node editor shows, then what is wrong.

const PROP_AT_END = /\/(?:props|bind)\/([^/]+)$/;
const ARG_AT_END = /\/on\/([^/]+)\/(\d+)\/([^/]+)$/;

function propPlace(node: LayoutNode, key: string): string {
  const widget = widgetSchema(node.widget);
  const property = widget ? objectProperties(widget).find((p) => p.key === key) : undefined;
  return `属性「${fieldLabel(key, property?.at)}」`;
}

function argPlace(node: LayoutNode, event: string, index: number, key: string): string | undefined {
  const action = node.on?.[event]?.[index]?.action;
  if (!action) return undefined;
  const at = actionSchemas().get(action);
  const property = at ? objectProperties(at).find((p) => p.key === key) : undefined;
  const events = widgetSchema(node.widget)?.schema['x-events'] as Record<string, string> | undefined;
  // An event's description may run on (what its data is): its first phrase names it.
  const eventName = operatorText(events?.[event])
    ?.split(/[，,；;。（(：:]/)[0]
    .trim();
  return `${eventName ? `事件「${eventName}」的` : ''}第 ${index + 1} 个动作「${actionTitle(action)}」的「${fieldLabel(key, property?.at)}」`;
}

/** The problem in the operator's words at `node`'s row: its field by label and its reason, else the server's message. */
export function problemInOutline(node: LayoutNode, problem: LayoutProblem): string {
  if (problem.reason === undefined) return problem.message;
  const prop = PROP_AT_END.exec(problem.path);
  if (prop) return `${propPlace(node, unescape(prop[1]))}：${problem.reason}`;
  const arg = ARG_AT_END.exec(problem.path);
  const place = arg ? argPlace(node, unescape(arg[1]), Number(arg[2]), unescape(arg[3])) : undefined;
  return place ? `${place}：${problem.reason}` : problem.message;
}
