import { startTransition, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import type { RootState } from '../state/make-store';
import { createDataStore, type DataStore } from './data-store';
import { DataSubscriptions } from './data-subscriptions';
import { layoutWidgetsLoaded, preloadLayoutWidgets } from './preload-widgets';
import { RenderNode, type NodeScopeBase } from './render-node';
import { useRuntime } from './runtime-context';

interface Props {
  doc: LayoutDocument;
  route: BindingScope['route'];
  /** False while the screen's skeleton shows: the data is asked for, nothing is drawn yet. */
  showBody?: boolean;
}

/**
 * Data entries may take args from other entries (e.g. getVideoInfo's video_id from the course detail,
 * skipped by its `when` until that arrives), so their args are resolved against the loaded data. Only
 * this component re-renders when data arrives; RTK Query compares args by value, so nothing refetches.
 */
function LiveDataSubscriptions({ doc, route, state, store }: { doc: LayoutDocument; route: BindingScope['route']; state: BindingScope['state']; store: DataStore }) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const argScope: BindingScope = useMemo(() => ({ data: snapshot.values, route, state }), [snapshot.values, route, state]);
  return <DataSubscriptions entries={doc.data} scope={argScope} store={store} />;
}

/**
 * A whole screen: its data subscriptions, its body and its overlays. The body shows once the code of all
 * its widgets is here (usually at once: the page preloads it with the layout), so that widgets whose code
 * arrives first never show alone and then jump down as the ones above them appear. Data is asked for
 * meanwhile.
 */
export function LayoutView({ doc, route, showBody = true }: Props) {
  const [store] = useState(createDataStore);
  const { registry } = useRuntime();
  const [loadedDoc, setLoadedDoc] = useState<LayoutDocument | null>(null);
  const widgetsReady = loadedDoc === doc || layoutWidgetsLoaded(doc, registry);
  const bodyShown = showBody && widgetsReady;
  useEffect(() => {
    let current = true;
    // A transition, like the skeleton's end: the body's first render yields to the browser as it goes.
    void preloadLayoutWidgets(doc, registry).then(() => current && startTransition(() => setLoadedDoc(doc)));
    return () => {
      current = false;
    };
  }, [doc, registry]);
  const state = useSelector((root: RootState) => root.app) as unknown as Record<string, unknown>;
  const base: NodeScopeBase = useMemo(() => ({ route, state }), [route, state]);
  return (
    <>
      <LiveDataSubscriptions doc={doc} route={route} state={state} store={store} />
      {showBody && (
        <div className="sdui-body" aria-busy={bodyShown ? undefined : true}>
          {bodyShown && doc.body.map((node) => <RenderNode key={node.id} node={node} base={base} store={store} />)}
        </div>
      )}
      {bodyShown && doc.overlays?.map((node) => <RenderNode key={node.id} node={node} base={base} store={store} />)}
    </>
  );
}
