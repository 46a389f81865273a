import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { opsApi } from './ops-api';

/** The console's store: only the ops api slice (the console keeps its other state in components). */
export function createOpsStore() {
  const store = configureStore({
    reducer: { [opsApi.reducerPath]: opsApi.reducer },
    middleware: (getDefault) => getDefault().concat(opsApi.middleware),
  });
  // Refetch on focus/reconnect for queries that opt in (refetchOnFocus / refetchOnReconnect).
  setupListeners(store.dispatch);
  return store;
}

export type OpsStore = ReturnType<typeof createOpsStore>;
export type OpsState = ReturnType<OpsStore['getState']>;
