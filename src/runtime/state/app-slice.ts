import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ReferenceScope } from '../../../contract/generated/schema-types';
import { readStoredUser } from '../data/session-storage';

/** App state that layouts may read as `$state.…` (beside the screen's `overlay`). */
export interface AppState {
  user: Record<string, unknown> | null;
  loggedIn: boolean;
  /** Certified = profile complete (is_complete = 1), as docs/product-rules.md#users-and-roles says. */
  certified: boolean;
}

type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
type Declared<T extends true> = T;

/**
 * Lint and the operator console know `$state` from schemas/layout/reference-scope.json: a field added
 * here and not declared there (or the other way round) fails the type check.
 */
export type AppStateDeclared = Declared<SameKeys<AppState, Omit<ReferenceScope['state'], 'overlay'>>>;

function fromUser(user: Record<string, unknown> | null): AppState {
  return { user, loggedIn: Boolean(user), certified: Boolean(user) && Number(user?.is_complete) === 1 };
}

export const appSlice = createSlice({
  name: 'app',
  initialState: (): AppState => fromUser(readStoredUser()),
  reducers: {
    userChanged: (_state, action: PayloadAction<Record<string, unknown> | null>) => fromUser(action.payload),
  },
});

export const { userChanged } = appSlice.actions;
