import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredUser } from '../data/session-storage';

/** App state that layouts may read as `$state.…`. */
export interface AppState {
  user: Record<string, unknown> | null;
  loggedIn: boolean;
  /** Certified = profile complete (is_complete = 1), as docs/product-rules.md#users-and-roles says. */
  certified: boolean;
}

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
