import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import type { LayoutProblem } from '../api/ops-types';

// Validation problems of one node, filed under the field they are about, so each shows beside its
// control: a prop (static or bound), an action or one of its arguments, the condition, the repeat.

/** The JSON pointer of a node in the document (/body/2/children/0), or null when it is not there. */
export function nodePointer(doc: LayoutDocument, id: string): string | null {
  const search = (list: LayoutNode[] | undefined, base: string): string | null => {
    for (const [index, node] of (list ?? []).entries()) {
      const pointer = `${base}/${index}`;
      if (node.id === id) return pointer;
      const inner = search(node.children, `${pointer}/children`);
      if (inner) return inner;
    }
    return null;
  };
  return search(doc.body, '/body') ?? search(doc.overlays, '/overlays');
}

/** Field keys: `prop:<name>`, `action:<event>:<index>`, `arg:<event>:<index>:<name>`, `when`, `repeat`. */
export const fieldKey = {
  prop: (name: string) => `prop:${name}`,
  action: (event: string, index: number) => `action:${event}:${index}`,
  arg: (event: string, index: number, name: string) => `arg:${event}:${index}:${name}`,
  when: 'when',
  repeat: 'repeat',
} as const;

/** A JSON pointer segment as written in the document (~1 is /, ~0 is ~). */
export function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function keyOf(segments: string[]): string | null {
  const [part, name, index, arg] = segments;
  if ((part === 'props' || part === 'bind') && name !== undefined) return fieldKey.prop(name);
  if (part === 'on' && name !== undefined && index !== undefined && /^\d+$/.test(index)) {
    return arg !== undefined ? fieldKey.arg(name, Number(index), arg) : fieldKey.action(name, Number(index));
  }
  if (part === 'when') return fieldKey.when;
  if (part === 'repeat') return fieldKey.repeat;
  return null;
}

export interface NodeFieldProblems {
  /** Messages by field key. */
  fields: Map<string, string[]>;
  /** Problems of the node no field shows (an unknown widget, a duplicate id…). */
  rest: LayoutProblem[];
}

export function problemsByField(doc: LayoutDocument, nodeId: string, problems: readonly LayoutProblem[]): NodeFieldProblems {
  const pointer = nodePointer(doc, nodeId);
  const fields = new Map<string, string[]>();
  const rest: LayoutProblem[] = [];
  for (const problem of problems) {
    const inside = pointer !== null && problem.path.startsWith(`${pointer}/`);
    const key = inside
      ? keyOf(
          problem.path
            .slice(pointer.length + 1)
            .split('/')
            .map(unescape),
        )
      : null;
    // Beside its field a problem need not name the place again: its reason alone, when it has one.
    if (key) fields.set(key, [...(fields.get(key) ?? []), problem.reason ?? problem.message]);
    else rest.push(problem);
  }
  return { fields, rest };
}
