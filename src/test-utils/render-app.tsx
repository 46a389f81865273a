import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppHistory } from '../app/router/history';
import { AppRouterProvider } from '../app/router/router';
import { RuntimeProvider, type RuntimeServices } from '../runtime/render/runtime-context';
import type { makeStore } from '../runtime/state/make-store';

/** Renders screens at a history's address inside the app's providers (store and runtime), as src/app/main.tsx does. */
export function renderWithApp(history: AppHistory, store: ReturnType<typeof makeStore>, runtime: RuntimeServices, screens: ReactNode): RenderResult {
  return render(
    <Provider store={store}>
      <RuntimeProvider value={runtime}>
        <AppRouterProvider history={history}>{screens}</AppRouterProvider>
      </RuntimeProvider>
    </Provider>,
  );
}
