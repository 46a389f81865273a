import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchQuery } from '../router/router';
import { SectionSourceContext } from '../../runtime/analytics/section-source';
import { layoutApi } from '../../runtime/layout/layout-endpoint';
import { LayoutView } from '../../runtime/render/layout-view';
import type { RouteDefinition } from '../../../contract/routes/route-table';
import { resolveLayoutId } from '../../../contract/routes/resolve-layout-id';
import { consoleCanvasOrigin } from './canvas-mode';
import { LayoutUnavailableScreen, NotFoundScreen, ScreenNotReadyScreen } from './not-found-screen';
import { PageSkeleton } from './page-skeleton';
import { defaultSkeletonMs } from './skeleton-timing';

// The console's live preview: its own chunk, never loaded on doctors' pages.
const CanvasScreen = lazy(() => import('./canvas-screen'));

function useMinimumDelay(ms: number): boolean {
  const [elapsed, setElapsed] = useState(ms <= 0);
  useEffect(() => {
    // The delay can drop to 0 once the layout (with its own skeletonMs) arrives.
    if (ms <= 0) {
      setElapsed(true);
      return;
    }
    // A transition: the whole screen renders when the skeleton goes, and React then yields to the
    // browser every few milliseconds instead of blocking a slow phone for the length of the render.
    const timer = setTimeout(() => startTransition(() => setElapsed(true)), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

interface ScreenProps {
  route: RouteDefinition;
  /** The route's path parameters as matched from the address. */
  params: Readonly<Record<string, string>>;
}

function ScreenForLayout({ route, params, target }: ScreenProps & { target: { id: string; fallbackId: string } }) {
  const search = useSearchQuery();
  const { data, error, isError, refetch } = layoutApi.endpoints.getLayout.useQuery(target);
  const skeletonDone = useMinimumDelay(data?.doc.skeletonMs ?? defaultSkeletonMs(route.name));
  const scopeRoute = useMemo(() => ({ params: { ...params }, query: Object.fromEntries(search) }), [params, search]);
  // Section analytics count only what the server served (a bundled default has no revision).
  const servedId = data?.source === 'server' ? data.doc.id : undefined;
  const servedRevision = data?.revision;
  const servedArm = data?.arm ?? null;
  const servedToken = data?.sectionToken ?? null;
  const source = useMemo(
    () =>
      servedId && servedRevision !== undefined ? { layout: servedId, revision: servedRevision, arm: servedArm, audience: null, token: servedToken } : null,
    [servedId, servedRevision, servedArm, servedToken],
  );
  // A landing page not published (or never made) is no page at all, not a screen still to be designed.
  if (isError && error && 'status' in error && error.status === 404) return route.variant?.only ? <NotFoundScreen /> : <ScreenNotReadyScreen />;
  if (isError) return <LayoutUnavailableScreen onRetry={() => void refetch()} />;
  if (!data) return <PageSkeleton />;
  // The screen's data is asked for while the skeleton still shows (it shows for a minimum time), so the
  // content is ready when the skeleton goes instead of only starting to load then.
  return (
    <div className="layout-screen" data-layout-id={data.doc.id}>
      {!skeletonDone && <PageSkeleton />}
      <SectionSourceContext.Provider value={source}>
        <LayoutView doc={data.doc} route={scopeRoute} showBody={skeletonDone} revision={data.revision} />
      </SectionSourceContext.Provider>
    </div>
  );
}

/** A route's screen: resolve which layout (a variant first), load it, then render it. */
export function LayoutScreen({ route, params }: ScreenProps) {
  const search = useSearchQuery();
  const consoleOrigin = consoleCanvasOrigin(search);
  if (consoleOrigin !== null) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <CanvasScreen consoleOrigin={consoleOrigin} params={params} renderLayout={(doc, scope) => <LayoutView doc={doc} route={scope} />} />
      </Suspense>
    );
  }
  const target = resolveLayoutId(route, params, search);
  if (target.absent) return <NotFoundScreen />;
  // A different layout is a different screen: remount so its data entries start fresh.
  return <ScreenForLayout key={target.id} route={route} params={params} target={target} />;
}
