import { createContext, useContext } from 'react';
import type { SectionSource } from './section-events';

/** The served layout a screen renders, for its nodes' analytics; null for a bundled default or a preview. */
export const SectionSourceContext = createContext<SectionSource | null>(null);

export const useSectionSource = (): SectionSource | null => useContext(SectionSourceContext);
