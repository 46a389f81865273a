import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createOpsStore, type OpsStore } from '../ops/api/ops-store';

/** Renders a console component inside a fresh console store (its own RTK Query cache per render); rerender keeps it. */
export function renderWithOpsStore(ui: ReactElement): RenderResult & { store: OpsStore } {
  const store = createOpsStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { ...render(ui, { wrapper }), store };
}
