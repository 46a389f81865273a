import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routeTable } from '../../contract/routes/route-table';
import { AppShell } from './shell/app-shell';
import { LayoutScreen } from './screens/layout-screen';
import { NotFoundScreen } from './screens/not-found-screen';

/** Every route of the table renders its layout inside the shell; anything else is the not-found screen. */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        ...routeTable.map((route) => ({ path: route.path, handle: { route }, element: <LayoutScreen route={route} /> })),
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
