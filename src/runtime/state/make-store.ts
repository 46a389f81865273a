import { configureStore, isFulfilled, type Middleware } from '@reduxjs/toolkit';
import { api } from '../data/api';
import type { RequestServices } from '../data/request';
import { readStoredUser, subscribeSession } from '../data/session-storage';
import { appSlice, userChanged } from './app-slice';

export interface StoreObservers {
  /** An endpoint answered successfully (a query or a mutation), by its catalogue name. */
  endpointSucceeded?(endpoint: string): void;
}

/** Tells `endpointSucceeded` of every fulfilled endpoint call; an observer's failure never reaches the app. */
function endpointObserver(observers: StoreObservers): Middleware {
  return () => (next) => (action) => {
    const result = next(action);
    if (observers.endpointSucceeded && isFulfilled(action)) {
      const arg: unknown = action.meta.arg;
      const endpoint = typeof arg === 'object' && arg !== null && 'endpointName' in arg ? arg.endpointName : undefined;
      if (typeof endpoint === 'string') {
        try {
          observers.endpointSucceeded(endpoint);
        } catch {
          // Observers are analytics: never in the way of an answer.
        }
      }
    }
    return result;
  };
}

/** A fresh store per app start and per test (the Redux Toolkit `makeStore` pattern). */
export function makeStore(services: RequestServices, observers: StoreObservers = {}) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, app: appSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services }, serializableCheck: false, immutableCheck: false }).concat(api.middleware, endpointObserver(observers)),
  });
  // Log-in, phone change and log-out write the session; $state follows, and answers fetched for the
  // previous viewer (favourites, gates) are fetched again. Stores live as long as the page (or a test),
  // so the subscription is never removed.
  // The refetch waits one task: the screen first re-renders for the new $state, so data it only asks for
  // with a session (`when: $state.loggedIn`) is dropped instead of being asked for without one (a 401
  // after logging out, which would read as a visitor being refused).
  subscribeSession(() => {
    store.dispatch(userChanged(readStoredUser()));
    setTimeout(() => store.dispatch(api.util.invalidateTags(['Viewer'])), 0);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
