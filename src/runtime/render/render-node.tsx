import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { Action, LayoutNode } from '../../../contract/generated/schema-types';
import type { ValidateFn } from '../../../contract/generated/validators';
import { useSectionSource } from '../analytics/section-source';
import { runActions } from '../actions/run-actions';
import { LinkFailure } from '../actions/link-failure';
import { evaluateCondition } from '../../../contract/bind/evaluate-condition';
import { resolveRecord, resolveReference } from '../../../contract/bind/resolve-value';
import type { BindingScope } from '../../../contract/bind/scope';
import { LOAD_MORE_EVENT, type WidgetDefinition } from '../widget-api';
import { useScreenView, type ScreenHandle } from './screen-data';
import { ExposureTarget } from './exposure-target';
import { boundDataEntries } from './node-bindings';
import { NodeErrorBoundary } from './node-error-boundary';
import { NodeFallback } from './node-fallback';
import { useRuntime, type RuntimeReport } from './runtime-context';
import { upgradeForClient } from './upgrade-node';
import { useLayoutIdentity } from './layout-identity';
import { usePropsValidator } from './use-props-validators';
import { isChunkLoadError } from './failure-kinds';
import { rememberTap } from './tap-origin';

// Only on the sampled page loads that check props after binding (bound-props-sample.ts).
/** Actions that open another page: the page they open blames this section if its content is missing. */
const OPENING_ACTIONS: ReadonlySet<string> = new Set(['navigate', 'open-link', 'navigate-by-origin']);

const BoundPropsCheck = lazy(() => import('./bound-props-check'));

export interface NodeScopeBase {
  route: BindingScope['route'];
  state: BindingScope['state'];
}

interface Props {
  node: LayoutNode;
  base: NodeScopeBase;
  screen: ScreenHandle;
  /** The element this copy stands for when the node repeats over an array. */
  item?: unknown;
}

interface NodeProblem {
  kind: RuntimeReport['kind'];
  detail: string;
  /** Shown in the operator preview. */
  reason: string;
}

/** Why a node cannot render: unknown widget, a widget newer than this client, or invalid static props. */
function nodeProblem(node: LayoutNode, definition: WidgetDefinition | undefined, validate: ValidateFn | null): NodeProblem | null {
  if (!definition) return { kind: 'unknown-widget', detail: `unknown widget "${node.widget}"`, reason: `未知组件 ${node.widget}` };
  if ((node.version ?? 1) > definition.version) {
    return {
      kind: 'widget-too-new',
      detail: `${node.widget} v${node.version} > client v${definition.version}`,
      reason: `组件版本过新 ${node.widget}@${node.version}`,
    };
  }
  if (!validate || validate(node.props ?? {})) return null;
  const detail = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ');
  return { kind: 'invalid-props', detail, reason: `属性无效：${detail}` };
}

function NodeBody({ node: stored, base, screen, item }: Props) {
  const runtime = useRuntime();
  const definition = runtime.registry.get(stored.widget);
  const node = useMemo(() => upgradeForClient(stored, definition), [stored, definition]);
  const view = useScreenView();
  const scope: BindingScope = useMemo(
    () => ({ data: view.values, route: base.route, state: view.overlays ? { ...base.state, overlay: view.overlays } : base.state, item }),
    [view, base, item],
  );
  const propsValidator = usePropsValidator(node.widget, runtime.preview);
  const problem = useMemo(() => nodeProblem(node, definition, propsValidator), [node, definition, propsValidator]);
  const layout = useLayoutIdentity();
  useEffect(() => {
    if (problem) runtime.report({ kind: problem.kind, nodeId: node.id, detail: problem.detail, widget: node.widget, version: node.version ?? 1, layout });
  }, [problem, runtime, node.id, node.widget, node.version, layout]);

  const source = useSectionSource();
  const emit = useCallback(
    async (event: string, payload?: unknown): Promise<boolean> => {
      if (event === LOAD_MORE_EVENT) boundDataEntries(node).forEach((name) => screen.loadMore(name));
      const actions = node.on?.[event] as Action[] | undefined;
      if (!actions?.length) return true;
      // A click of the section: any action run from one of its handlers (a preview's are not counted).
      if (source && !runtime.preview) runtime.sectionEvents?.click(source, node.id);
      if (!runtime.preview && actions.some((action) => OPENING_ACTIONS.has(action.action)))
        rememberTap({ nodeId: node.id, widget: node.widget, version: node.version ?? 1, layout, fromPath: runtime.actions.currentPath(), at: Date.now() });
      return runActions(actions, { scope: { ...scope, event: payload }, services: runtime.actions, screen }, (error) => {
        const detail = error instanceof Error ? error.message : String(error);
        // A tap that went nowhere is the layout's fault: reported like a node that failed, with its section.
        if (error instanceof LinkFailure)
          runtime.report({ kind: 'broken-link', nodeId: node.id, detail, widget: node.widget, version: node.version ?? 1, layout });
        else runtime.report({ kind: 'action-error', nodeId: node.id, detail });
      });
    },
    [node, scope, screen, runtime, source, layout],
  );

  const props = useMemo(() => ({ ...(node.props ?? {}), ...resolveRecord(node.bind as Record<string, unknown> | undefined, scope) }), [node, scope]);

  if (!evaluateCondition(node.when, scope)) return null;
  if (problem || !definition) return <NodeFallback nodeId={node.id} reason={problem?.reason ?? ''} preview={runtime.preview} />;

  const children: ReactNode = node.children?.length
    ? node.children.map((child) => <RenderNode key={child.id} node={child} base={base} screen={screen} item={item} />)
    : undefined;
  const Widget = definition.component;
  // Lazily loaded widgets suspend here, per node, so the rest of the page shows while their code arrives.
  const body = (
    <Suspense fallback={null}>
      <Widget props={props} emit={emit} nodeId={node.id} preview={runtime.preview}>
        {children}
      </Widget>
    </Suspense>
  );
  // Its own boundary: the check's code arriving never hides the widget.
  const check = runtime.checkBoundProps && node.bind && (
    <Suspense fallback={null}>
      <BoundPropsCheck node={node} props={props} values={view.values} layout={layout} />
    </Suspense>
  );
  if (!runtime.exposure || runtime.preview) {
    return (
      <>
        {body}
        {check}
      </>
    );
  }
  return (
    <ExposureTarget reporter={runtime.exposure} nodeId={node.id} widget={node.widget} source={source}>
      {body}
      {check}
    </ExposureTarget>
  );
}

/** A node with `repeat` renders once per element of the referenced array. */
function RepeatedNode({ node, base, screen }: Props) {
  const { values } = useScreenView();
  const list = resolveReference(node.repeat!, { data: values, route: base.route, state: base.state });
  if (!Array.isArray(list)) return null;
  return (
    <>
      {list.map((element, index) => (
        <SingleNode key={index} node={node} base={base} screen={screen} item={element} />
      ))}
    </>
  );
}

/** Maps one layout node to its widget (once, or once per element with `repeat`); a node an operator hid, to nothing. */
export function RenderNode(props: Props) {
  if (props.node.hidden) return null;
  return props.node.repeat ? <RepeatedNode {...props} /> : <SingleNode {...props} />;
}

/** One widget inside its own error boundary. */
function SingleNode(props: Props) {
  const runtime = useRuntime();
  const layout = useLayoutIdentity();
  const node = (
    <NodeErrorBoundary
      nodeId={props.node.id}
      fallback={<NodeFallback nodeId={props.node.id} reason="渲染出错" preview={runtime.preview} />}
      onError={(error) =>
        runtime.report({
          // A widget whose code could not be downloaded did not throw: the console tells the two apart.
          kind: isChunkLoadError(error) ? 'chunk-load-error' : 'render-error',
          nodeId: props.node.id,
          detail: error instanceof Error ? error.message : String(error),
          widget: props.node.widget,
          version: props.node.version ?? 1,
          layout,
        })
      }
    >
      <NodeBody {...props} />
    </NodeErrorBoundary>
  );
  if (!runtime.preview) return node;
  // The console's preview finds a node's section by this mark (hover outline, click to select); a
  // contents box adds no layout of its own.
  return (
    <div data-sdui-node={props.node.id} style={{ display: 'contents' }}>
      {node}
    </div>
  );
}
