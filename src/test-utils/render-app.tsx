import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { RuntimeProvider, type RuntimeServices } from '../runtime/render/runtime-context';
import type { makeStore } from '../runtime/state/make-store';

/** Renders a router inside the app's providers (store and runtime), as src/app/main.tsx does. */
export function renderWithApp(router: ReturnType<typeof createMemoryRouter>, store: ReturnType<typeof makeStore>, runtime: RuntimeServices): RenderResult {
  return render(
    <Provider store={store}>
      <RuntimeProvider value={runtime}>
        <RouterProvider router={router} />
      </RuntimeProvider>
    </Provider>,
  );
}
