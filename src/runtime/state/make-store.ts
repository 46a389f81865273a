import { configureStore } from '@reduxjs/toolkit';
import { api } from '../data/api';
import type { RequestServices } from '../data/request';
import { readStoredUser, subscribeSession } from '../data/session-storage';
import { appSlice, userChanged } from './app-slice';

/** A fresh store per app start and per test (the Redux Toolkit `makeStore` pattern). */
export function makeStore(services: RequestServices) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, app: appSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services }, serializableCheck: false, immutableCheck: false }).concat(api.middleware),
  });
  // Log-in, phone change and log-out write the session; $state follows, and answers fetched for the
  // previous viewer (favourites, gates) are fetched again. Stores live as long as the page (or a test),
  // so the subscription is never removed.
  subscribeSession(() => {
    store.dispatch(userChanged(readStoredUser()));
    store.dispatch(api.util.invalidateTags(['Viewer']));
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
