// Names the place a lint issue points at in an operator's words: "节点 banner（轮播图）的属性 title（标题）",
// "节点 banner（轮播图）的事件 tap 第 1 个动作 open-link 的参数 url（链接）", "数据 home 的参数 id".
import { resolveRef, type JsonSchema, type SchemaStore } from '../schemas/schema-store';

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

const CJK = /[\u4e00-\u9fff]/;

/** The first phrase of a Chinese description (up to the first break), or undefined for English ones. */
export function shortChineseLabel(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema['x-title'] === 'string') return schema['x-title'];
  for (const text of [schema.title, schema.description]) {
    if (typeof text !== 'string' || !CJK.test(text)) continue;
    const short = text.split(/[；;。（(，,：:]/)[0].trim();
    if (short) return short;
  }
  return undefined;
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function labelled(name: string, label: string | undefined): string {
  return label && label !== name ? `${name}（${label}）` : name;
}

function widgetSchema(store: SchemaStore, widget: unknown): JsonSchema | undefined {
  return typeof widget === 'string' ? store.widgets.find((w) => w.type === widget)?.schema : undefined;
}

function propLabel(store: SchemaStore, widget: unknown, key: string): string | undefined {
  const properties = widgetSchema(store, widget)?.properties as Record<string, JsonSchema> | undefined;
  return shortChineseLabel(properties?.[key]);
}

function argLabel(store: SchemaStore, action: unknown, key: string): string | undefined {
  if (!isObj(action) || typeof action.action !== 'string') return undefined;
  const id = store.actions.get(action.action);
  const properties = (id ? store.byId.get(id)?.properties : undefined) as Record<string, JsonSchema> | undefined;
  const own = properties?.[key];
  if (!own || !id) return undefined;
  const target = typeof own.$ref === 'string' ? resolveRef(store.byId, id, own.$ref)?.schema : undefined;
  return shortChineseLabel(own) ?? shortChineseLabel(target);
}

function nodeName(store: SchemaStore, node: Obj): string {
  const id = typeof node.id === 'string' ? node.id : '?';
  const widget = typeof node.widget === 'string' ? node.widget : '?';
  return `节点 ${id}（${shortChineseLabel(widgetSchema(store, widget)) ?? widget}）`;
}

/** What the rest of a pointer inside a node is about. */
function insideNode(store: SchemaStore, node: Obj, rest: string[]): string {
  const [part, key, index, arg] = rest;
  if ((part === 'props' || part === 'bind') && key !== undefined) return `的属性 ${labelled(key, propLabel(store, node.widget, key))}`;
  if (part === 'on' && key !== undefined) {
    if (index === undefined) return `的事件 ${key}`;
    const list = isObj(node.on) ? node.on[key] : undefined;
    const action = Array.isArray(list) ? list[Number(index)] : undefined;
    const name = isObj(action) && typeof action.action === 'string' ? ` ${action.action}` : '';
    const step = `的事件 ${key} 第 ${Number(index) + 1} 个动作${name}`;
    return arg === undefined ? step : `${step} 的参数 ${labelled(arg, argLabel(store, action, arg))}`;
  }
  if (part === 'when') return '的显示条件';
  if (part === 'repeat') return '的重复来源';
  return '';
}

/** "节点 x（分区）的属性 title（分区标题）" for a pointer into a layout document. */
export function describePointer(store: SchemaStore, doc: unknown, pointer: string): string {
  const segments = pointer.split('/').slice(1).map(unescape);
  if (segments[0] === 'data' && segments[1] !== undefined) {
    const [, name, part, arg] = segments;
    if (part === 'args' && arg !== undefined) return `数据 ${name} 的参数 ${arg}`;
    if (part === 'when') return `数据 ${name} 的加载条件`;
    return `数据 ${name}`;
  }
  let value: unknown = doc;
  // A widget example is a node on its own.
  let node: Obj | undefined = isObj(doc) && typeof doc.widget === 'string' ? doc : undefined;
  let rest: string[] = segments;
  for (let i = 0; i < segments.length; i++) {
    if (Array.isArray(value)) value = value[Number(segments[i])];
    else if (isObj(value)) value = value[segments[i]];
    else break;
    if (isObj(value) && typeof value.widget === 'string' && (segments[i - 1] === 'body' || segments[i - 1] === 'overlays' || segments[i - 1] === 'children')) {
      node = value;
      rest = segments.slice(i + 1);
    }
  }
  if (!node) return pointer === '' ? '节点' : `位置 ${pointer}`;
  return `${nodeName(store, node)}${insideNode(store, node, rest)}`;
}
