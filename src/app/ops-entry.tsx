import { lazy, Suspense } from 'react';

// The operator console is its own chunk, loaded only at /ops — nothing of it reaches the
// doctors' bundle. /ops renders without the app's store, router or shell.
const OpsApp = lazy(() => import('../ops/ops-app'));

export function isOpsPath(pathname: string): boolean {
  return pathname === '/ops' || pathname.startsWith('/ops/');
}

export function OpsEntry() {
  return (
    <Suspense fallback={null}>
      <OpsApp />
    </Suspense>
  );
}
