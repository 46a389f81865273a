import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import type { LayoutDocument } from '../../generated/schema-types';
import type { BindingScope } from '../bind/scope';
import type { RootState } from '../state/make-store';
import { createDataStore } from './data-store';
import { DataSubscriptions } from './data-subscriptions';
import { RenderNode, type NodeScopeBase } from './render-node';

interface Props {
  doc: LayoutDocument;
  route: BindingScope['route'];
}

/** A whole screen: its data subscriptions, its body and its overlays. */
export function LayoutView({ doc, route }: Props) {
  const [store] = useState(createDataStore);
  const state = useSelector((root: RootState) => root.app) as unknown as Record<string, unknown>;
  const base: NodeScopeBase = useMemo(() => ({ route, state }), [route, state]);
  const argScope: BindingScope = useMemo(() => ({ data: {}, route, state }), [route, state]);
  return (
    <>
      <DataSubscriptions entries={doc.data} scope={argScope} store={store} />
      <div className="sdui-body">
        {doc.body.map((node) => (
          <RenderNode key={node.id} node={node} base={base} store={store} />
        ))}
      </div>
      {doc.overlays?.map((node) => <RenderNode key={node.id} node={node} base={base} store={store} />)}
    </>
  );
}
