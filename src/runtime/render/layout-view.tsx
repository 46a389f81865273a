import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSelector } from 'react-redux';
import type { LayoutDocument } from '../../generated/schema-types';
import type { BindingScope } from '../bind/scope';
import type { RootState } from '../state/make-store';
import { createDataStore, type DataStore } from './data-store';
import { DataSubscriptions } from './data-subscriptions';
import { preloadLayoutWidgets } from './preload-widgets';
import { RenderNode, type NodeScopeBase } from './render-node';
import { useRuntime } from './runtime-context';

interface Props {
  doc: LayoutDocument;
  route: BindingScope['route'];
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

/** A whole screen: its data subscriptions, its body and its overlays. */
export function LayoutView({ doc, route }: Props) {
  const [store] = useState(createDataStore);
  const { registry } = useRuntime();
  useEffect(() => void preloadLayoutWidgets(doc, registry), [doc, registry]);
  const state = useSelector((root: RootState) => root.app) as unknown as Record<string, unknown>;
  const base: NodeScopeBase = useMemo(() => ({ route, state }), [route, state]);
  return (
    <>
      <LiveDataSubscriptions doc={doc} route={route} state={state} store={store} />
      <div className="sdui-body">
        {doc.body.map((node) => (
          <RenderNode key={node.id} node={node} base={base} store={store} />
        ))}
      </div>
      {doc.overlays?.map((node) => <RenderNode key={node.id} node={node} base={base} store={store} />)}
    </>
  );
}
