import { readFileSync } from 'node:fs';
import path from 'node:path';
import { layoutHtmlProblems } from '../../html/layout-html';
import { lintLayoutDocument } from '../../layout-lint/lint-layout';
import { defaultRoot, type WidgetManifest } from '../../schemas/schema-store';

/** One reason a layout cannot be published, pointing at the node it is about (null: the document). */
export interface LayoutProblem {
  /** JSON pointer, e.g. /body/2/props/perPage */
  path: string;
  node_id: string | null;
  kind: string;
  message: string;
  /** The message without the place it names: what the console shows beside the field itself. */
  reason?: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The deployed client's widgets and versions (generated at build time, shipped with the client). */
export const CLIENT_MANIFEST_FILE = 'contract/generated/widget-manifest.json';

export function readClientManifest(root: string = defaultRoot): WidgetManifest {
  return JSON.parse(readFileSync(path.join(root, CLIENT_MANIFEST_FILE), 'utf8')) as WidgetManifest;
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The id of the innermost node on the way to `pointer` (nodes live in body, overlays and children). */
export function nodeIdAt(doc: unknown, pointer: string): string | null {
  let value: unknown = doc;
  let found: string | null = null;
  for (const segment of pointer.split('/').slice(1).map(unescape)) {
    if (Array.isArray(value)) value = value[Number(segment)];
    else if (isObj(value)) value = value[segment];
    else break;
    if (isObj(value) && typeof value.widget === 'string' && typeof value.id === 'string') found = value.id;
  }
  return found;
}

/** Every node of a document with its pointer (body, overlays and nested children). */
export function* walkNodes(doc: unknown): Generator<{ node: Obj; pointer: string }> {
  if (!isObj(doc)) return;
  function* visit(list: unknown, base: string): Generator<{ node: Obj; pointer: string }> {
    if (!Array.isArray(list)) return;
    for (const [i, node] of list.entries()) {
      if (!isObj(node)) continue;
      const pointer = `${base}/${i}`;
      yield { node, pointer };
      yield* visit(node.children, `${pointer}/children`);
    }
  }
  yield* visit(doc.body, '/body');
  yield* visit(doc.overlays, '/overlays');
}

/**
 * What the deployed client cannot render: a widget it does not have, or a node written for a newer
 * props-schema version than it knows. Lint checks against the server's widgets/; this checks against
 * what doctors' phones actually run.
 */
export function clientProblems(doc: unknown, manifest: WidgetManifest): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  for (const { node, pointer } of walkNodes(doc)) {
    if (typeof node.widget !== 'string') continue;
    const id = typeof node.id === 'string' ? node.id : null;
    const known = manifest[node.widget];
    if (!known) {
      problems.push({ path: `${pointer}/widget`, node_id: id, kind: 'client-unknown-widget', message: `已部署的客户端没有组件 "${node.widget}"` });
      continue;
    }
    const version = typeof node.version === 'number' ? node.version : 1;
    if (version > known.version) {
      problems.push({
        path: `${pointer}/version`,
        node_id: id,
        kind: 'client-widget-version',
        message: `组件 "${node.widget}" 版本 ${version} 高于已部署客户端的版本 ${known.version}`,
      });
    }
  }
  return problems;
}

/**
 * HTML a section carries itself (a rich-text `html`, a live column tab's content) that the allow-list would
 * change: a draft holding it is refused rather than cleaned, so what the editor wrote is what is stored and
 * the refusal says what to take out (content bodies pasted from other sites are cleaned instead: rich-html.ts).
 */
export function htmlProblems(doc: unknown): LayoutProblem[] {
  return layoutHtmlProblems(doc).map((problem) => {
    const field = problem.path.slice(problem.path.indexOf('/props/') + '/props/'.length).replace(/\//g, '.');
    const reason = `字段 ${field} 含有不允许的内容：${problem.found.join('、')}。正文只能有段落、标题、列表、表格、加粗、斜体、图片、https 链接和 App 内容页链接，请删掉后再保存`;
    return { path: problem.path, node_id: problem.node_id, kind: 'unsafe-html', message: `区块 ${problem.node_id ?? problem.widget} 的${reason}`, reason };
  });
}

/** Lint (the same checks as `npm run lint:layouts`) plus the deployed-client and HTML checks, each at its node. */
export function layoutProblems(doc: unknown, options: { layoutId: string; manifest: WidgetManifest }): LayoutProblem[] {
  const problems: LayoutProblem[] = lintLayoutDocument(doc, { file: `layouts/${options.layoutId}` }).map((issue) => ({
    path: issue.path,
    node_id: nodeIdAt(doc, issue.path),
    kind: issue.kind,
    message: issue.message,
    ...(issue.reason !== undefined ? { reason: issue.reason } : {}),
  }));
  if (isObj(doc) && doc.id !== options.layoutId) {
    problems.push({ path: '/id', node_id: null, kind: 'id', message: `布局 id 应为 "${options.layoutId}"` });
  }
  return [...problems, ...clientProblems(doc, options.manifest), ...htmlProblems(doc)];
}
