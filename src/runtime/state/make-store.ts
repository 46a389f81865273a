import { configureStore } from '@reduxjs/toolkit';
import { api } from '../data/api';
import type { RequestServices } from '../data/request';
import { appSlice } from './app-slice';

/** A fresh store per app start and per test (the Redux Toolkit `makeStore` pattern). */
export function makeStore(services: RequestServices) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, app: appSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services }, serializableCheck: false, immutableCheck: false }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
