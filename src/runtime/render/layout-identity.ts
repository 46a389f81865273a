import { createContext, useContext } from 'react';

/** Which layout (and revision, when the app knows it) a node belongs to, for the failures it reports. */
export interface LayoutIdentity {
  id: string;
  revision?: number;
}

export const LayoutIdentityContext = createContext<LayoutIdentity | null>(null);

export const useLayoutIdentity = (): LayoutIdentity | null => useContext(LayoutIdentityContext);
