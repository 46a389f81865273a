import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { LayoutDocument } from '../../../contract/generated/schema-types';
import type { BindingScope } from '../../../contract/bind/scope';
import type { RootState } from '../state/make-store';
import { DataSubscriptions } from './data-subscriptions';
import { LayoutIdentityContext, type LayoutIdentity } from './layout-identity';
import { useMainDataState } from './main-data-state';
import { layoutWidgetsLoaded, preloadLayoutWidgets } from './preload-widgets';
import { RenderNode, type NodeScopeBase } from './render-node';
import { useRuntime } from './runtime-context';
import {
  createEntryValues,
  createScreenHandle,
  resolveEntries,
  sameValues,
  ScreenViewContext,
  withOverlay,
  type ResolvedEntry,
  type ScreenView,
} from './screen-data';

// Only a page whose main record failed shows it: kept out of the first screen's script.
const MainDataMessage = lazy(() => import('./main-data-message'));

interface Props {
  doc: LayoutDocument;
  route: BindingScope['route'];
  /** False while the screen's skeleton shows: the data is asked for, nothing is drawn yet. */
  showBody?: boolean;
  /** The served revision, when known: failure reports name it. */
  revision?: number;
}

/**
 * A whole screen: its data subscriptions, its body and its overlays. The body shows once the code of all
 * its widgets is here (usually at once: the page preloads it with the layout), so that widgets whose code
 * arrives first never show alone and then jump down as the ones above them appear. Data is asked for
 * meanwhile. A layout that changes while the screen is open (a publish reaching the phone) re-renders in
 * place, nodes keeping their state by id; if it needs widget code not loaded yet, the screen goes on
 * showing the layout before until that code is here, so it never blanks and keeps its scroll position.
 * When the page's main record (its `main` data entry) does not exist or cannot be loaded, a not-found or
 * retry screen stands in for the body, so a detail page is never blank.
 */
export function LayoutView({ doc: latest, route, showBody = true, revision }: Props) {
  const { registry } = useRuntime();
  const [loadedDoc, setLoadedDoc] = useState<LayoutDocument | null>(null);
  const latestReady = loadedDoc === latest || layoutWidgetsLoaded(latest, registry);
  const doc = latestReady || !loadedDoc ? latest : loadedDoc;
  const widgetsReady = latestReady || loadedDoc !== null;
  const bodyShown = showBody && widgetsReady;
  useEffect(() => {
    let current = true;
    // A transition, like the skeleton's end: the body's first render yields to the browser as it goes.
    void preloadLayoutWidgets(latest, registry).then(() => current && startTransition(() => setLoadedDoc(latest)));
    return () => {
      current = false;
    };
  }, [latest, registry]);
  const state = useSelector((root: RootState) => root.app) as unknown as Record<string, unknown>;
  const [overlays, setOverlays] = useState<Record<string, unknown>>();
  // Data entries read the screen's own state as nodes do ($state.overlay.<name>): one loaded only on request waits for it.
  const entryState = useMemo(() => (overlays ? { ...state, overlay: overlays } : state), [state, overlays]);
  const [screenValues] = useState(createEntryValues);
  const values = useSelector((root: RootState) => screenValues(root, doc.data, { route, state: entryState }), sameValues);
  // RTK Query compares args by value, so re-resolving them when data arrives refetches nothing.
  const entries = useMemo(() => resolveEntries(doc.data, { data: values, route, state: entryState }), [doc.data, values, route, entryState]);
  const latestEntries = useRef<readonly ResolvedEntry[]>(entries);
  useLayoutEffect(() => {
    latestEntries.current = entries;
  }, [entries]);
  const dispatch = useDispatch();
  const store = useStore<RootState>();
  const screen = useMemo(
    () =>
      createScreenHandle({
        dispatch,
        getState: store.getState,
        entries: () => latestEntries.current,
        // Overlays are the screen's own state, apart from the data: answers arriving never close one.
        setOverlay: (name, value) => setOverlays((previous) => withOverlay(previous, name, value)),
      }),
    [dispatch, store],
  );
  const mainState = useMainDataState(entries);
  const view = useMemo<ScreenView>(() => ({ values, overlays }), [values, overlays]);
  const base: NodeScopeBase = useMemo(() => ({ route, state }), [route, state]);
  // The revision belongs to the newest document; while an older one still shows, it is not known.
  const identity = useMemo<LayoutIdentity>(() => ({ id: doc.id, revision: doc === latest ? revision : undefined }), [doc, latest, revision]);
  return (
    <LayoutIdentityContext.Provider value={identity}>
      <ScreenViewContext.Provider value={view}>
        <DataSubscriptions entries={entries} />
        {showBody && mainState !== 'shown' && (
          <Suspense fallback={null}>
            <MainDataMessage state={mainState} onRetry={() => screen.refetch()} />
          </Suspense>
        )}
        {showBody && mainState === 'shown' && (
          <div className="sdui-body" aria-busy={bodyShown ? undefined : true}>
            {bodyShown && doc.body.map((node) => <RenderNode key={node.id} node={node} base={base} screen={screen} />)}
          </div>
        )}
        {bodyShown && mainState === 'shown' && doc.overlays?.map((node) => <RenderNode key={node.id} node={node} base={base} screen={screen} />)}
      </ScreenViewContext.Provider>
    </LayoutIdentityContext.Provider>
  );
}
