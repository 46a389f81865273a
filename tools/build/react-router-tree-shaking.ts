import { parseAst, type Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of react-router the app does not use.
 *
 * The app takes only `<Router>` and two location hooks from react-router (src/app/router/router.tsx), yet
 * the package's build kept about 93 KB of minified code in every route group's entry: its single module
 * declares components as `var Link = React.forwardRef(…)` followed by `Link.displayName = "Link"`, and
 * error boundaries as `class extends React.Component` followed by `X.contextType = …`. The bundler must
 * assume the call, the class's superclass read and the property write each have a side effect, so every
 * one of them, and everything it references (links, forms, the data router, fetchers, scroll
 * restoration), stayed.
 *
 * This rewrites those top-level declarations into the forms bundlers know to be pure, without changing
 * what they evaluate to:
 *   var Link = React.forwardRef(f);  Link.displayName = "Link";
 * becomes
 *   var Link = /* @__PURE__ *\/ (() => { const Link = React.forwardRef(f); Link.displayName = "Link"; return Link; })();
 * so a declaration nothing imports goes, and one that is imported runs exactly as before. A function
 * component's `displayName` line is dropped instead (a function declaration cannot be wrapped without
 * changing its hoisting); React DevTools then shows the function's own name. Anything else is left as is.
 */

const REACT_NAMESPACE = /^React\d*$/;
const PURE_FACTORIES = new Set(['forwardRef', 'createContext', 'memo']);
const COMPONENT_CLASSES = new Set(['Component', 'PureComponent']);

/** react-router's bundled modules (its development and production builds, both chunked the same way). */
export const REACT_ROUTER_CHUNK = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](?:development|production)[\\/](?:chunk-[\w-]+|index)\.mjs$/;

/** The slice of ESTree this transform reads; everything else about a node is ignored. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const child = (node: Node, key: string): Node | undefined => (isNode(node[key]) ? node[key] : undefined);
const identifierName = (node: Node | undefined): string | undefined => (node?.type === 'Identifier' ? (node.name as string) : undefined);

/** `React.forwardRef(…)`, `React.createContext(…)`, `React.memo(…)` (react-router names its imports React, React2, …). */
function isReactFactoryCall(node: Node): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = child(node, 'callee');
  if (callee?.type !== 'MemberExpression' || callee.computed) return false;
  return REACT_NAMESPACE.test(identifierName(child(callee, 'object')) ?? '') && PURE_FACTORIES.has(identifierName(child(callee, 'property')) ?? '');
}

/** `class extends React.Component { … }` */
function isReactComponentClass(node: Node): boolean {
  if (node.type !== 'ClassExpression') return false;
  const superClass = child(node, 'superClass');
  if (superClass?.type !== 'MemberExpression' || superClass.computed) return false;
  return REACT_NAMESPACE.test(identifierName(child(superClass, 'object')) ?? '') && COMPONENT_CLASSES.has(identifierName(child(superClass, 'property')) ?? '');
}

/** `name.property = value;` where the value is a literal or a plain name, so moving it changes nothing. */
function staticPropertyAssignment(statement: Node): { target: string; property: string } | undefined {
  if (statement.type !== 'ExpressionStatement') return undefined;
  const expression = child(statement, 'expression');
  if (expression?.type !== 'AssignmentExpression' || expression.operator !== '=') return undefined;
  const left = child(expression, 'left');
  const right = child(expression, 'right');
  if (left?.type !== 'MemberExpression' || left.computed || !right) return undefined;
  if (right.type !== 'Literal' && right.type !== 'Identifier') return undefined;
  const target = identifierName(child(left, 'object'));
  const property = identifierName(child(left, 'property'));
  return target && property ? { target, property } : undefined;
}

/** The single `var name = init` of a declaration, if that is what the statement is. */
function soleDeclarator(statement: Node): { name: string; init: Node } | undefined {
  if (statement.type !== 'VariableDeclaration') return undefined;
  const declarations = statement.declarations as Node[];
  if (declarations.length !== 1) return undefined;
  const name = identifierName(child(declarations[0], 'id'));
  const init = child(declarations[0], 'init');
  return name && init ? { name, init } : undefined;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The rewritten module, or null when it holds nothing to rewrite. */
export function makeReactRouterShakeable(code: string): string | null {
  // Read through the generic Node view above: the parser's own types name every node kind, and this
  // transform only reads a few fields of a few of them, each checked before use.
  const body = parseAst(code).body as unknown as Node[];
  const functionNames = new Set(
    body.filter((statement) => statement.type === 'FunctionDeclaration').map((statement) => identifierName(child(statement, 'id'))),
  );
  const edits: Edit[] = [];
  for (let index = 0; index < body.length; index += 1) {
    const statement = body[index];
    const assignment = staticPropertyAssignment(statement);
    if (assignment?.property === 'displayName' && functionNames.has(assignment.target)) {
      edits.push({ start: statement.start, end: statement.end, text: '' });
      continue;
    }
    const declarator = soleDeclarator(statement);
    if (!declarator || !(isReactFactoryCall(declarator.init) || isReactComponentClass(declarator.init))) continue;
    const { name, init } = declarator;
    const following: Node[] = [];
    while (index + 1 < body.length && staticPropertyAssignment(body[index + 1])?.target === name) following.push(body[(index += 1)]);
    const initText = code.slice(init.start, init.end);
    if (following.length === 0 && init.type === 'CallExpression') {
      edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ ' });
      continue;
    }
    const assignments = following.map((node) => code.slice(node.start, node.end)).join(' ');
    edits.push({ start: init.start, end: init.end, text: `/* @__PURE__ */ (() => { const ${name} = ${initText}; ${assignments} return ${name}; })()` });
    for (const node of following) edits.push({ start: node.start, end: node.end, text: '' });
  }
  return edits.length === 0 ? null : applyEdits(code, edits);
}

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    enforce: 'pre',
    transform: {
      filter: { id: REACT_ROUTER_CHUNK },
      handler(code) {
        const out = makeReactRouterShakeable(code);
        // No source map: these are a dependency's modules, and the production build ships none.
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
