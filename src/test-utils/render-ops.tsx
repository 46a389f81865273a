import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createOpsStore, type OpsStore } from '../ops/api/ops-store';

/** Renders a console component inside a fresh console store (its own RTK Query cache per render). */
export function renderWithOpsStore(ui: ReactElement): RenderResult & { store: OpsStore } {
  const store = createOpsStore();
  return { ...render(<Provider store={store}>{ui}</Provider>), store };
}
