import { useEffect, useRef } from 'react';
import type { LayoutNode } from '../../../contract/generated/schema-types';
import { boundDataEntries } from './node-bindings';
import type { EntryValues } from './screen-data';
import type { LayoutIdentity } from './layout-identity';
import { useRuntime, type RuntimeServices } from './runtime-context';
import { loadPropsValidator } from './use-props-validators';

/**
 * This module is its own chunk, loaded only on the sampled page loads (render-node.tsx renders it lazily).
 *
 * Share of page loads on which a phone checks its nodes' props after binding. The server's lint checks
 * static props and binding types before a layout is stored; what remains is an answer that does not match
 * its schema, which many phones see alike, so a tenth of them are enough to tell operators — and the
 * other nine load no validator code at all.
 */

/** Every entry the node reads has an answer that is not still loading: before that, empty props are expected. */
export function bindingsSettled(node: LayoutNode, values: EntryValues): boolean {
  return boundDataEntries(node).every((name) => {
    const value = values[name];
    if (value === undefined) return false;
    return !(typeof value === 'object' && value !== null && 'loading' in value && value.loading === true);
  });
}

interface Check {
  runtime: RuntimeServices;
  node: LayoutNode;
  props: Record<string, unknown>;
  settled: boolean;
  layout: LayoutIdentity | null;
}

/**
 * On a sampled phone, checks a bound node's props once its data has arrived (in idle time, with the widget's
 * validator loaded on demand) and reports invalid ones. The node keeps showing: a widget copes with a missing
 * field better than a doctor copes with a hole, and a crash is caught by the node's error boundary anyway.
 */
function useBoundPropsCheck({ runtime, node, props, settled, layout }: Check): void {
  const latest = useRef({ props, layout });
  const checked = useRef(false);
  const mounted = useRef(true);
  const wanted = runtime.checkBoundProps === true && !runtime.preview && node.bind !== undefined && settled;
  useEffect(() => {
    latest.current = { props, layout };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!wanted || checked.current) return;
    checked.current = true;
    const run = () => {
      void loadPropsValidator(node.widget)
        .then((validate) => {
          const { props: current, layout: identity } = latest.current;
          if (!mounted.current || !validate || validate(current)) return;
          const detail = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ');
          runtime.report({
            kind: 'invalid-props',
            nodeId: node.id,
            detail: `绑定数据后：${detail}`,
            widget: node.widget,
            version: node.version ?? 1,
            layout: identity,
          });
        })
        // A validator chunk that cannot load only costs the check.
        .catch(() => undefined);
    };
    // Never in the way of the first screen: the check waits for an idle moment.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 0);
  }, [wanted, runtime, node]);
}

/** Renders nothing: checks one bound node's props once its data has arrived. */
export default function BoundPropsCheck({
  node,
  props,
  values,
  layout,
}: {
  node: LayoutNode;
  props: Record<string, unknown>;
  values: EntryValues;
  layout: LayoutIdentity | null;
}) {
  const runtime = useRuntime();
  useBoundPropsCheck({ runtime, node, props, settled: bindingsSettled(node, values), layout });
  return null;
}
