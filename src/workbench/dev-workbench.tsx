import { useMemo } from 'react';
import type { LayoutDocument } from '../../contract/generated/schema-types';
import { pageName } from '../ops/page-names';
import { usesInLayouts } from './widget-contract';
import type { UsageSource } from './widget-contract-view';
import { Workbench } from './workbench';

// The repository's layouts (layouts/*.layout.json): where a widget is used on a developer's machine.
const layoutFiles = import.meta.glob<LayoutDocument>('../../layouts/*.layout.json', { eager: true, import: 'default' });

/** The workbench at /workbench under `npm run dev`: no sign-in, usage from the repository's layouts. */
export default function DevWorkbench() {
  const usage: UsageSource = useMemo(() => {
    const uses = usesInLayouts(Object.values(layoutFiles));
    return { uses: (type) => uses.get(type) ?? [], error: null, pageName: (layoutId) => pageName(layoutId) };
  }, []);
  return <Workbench usage={usage} />;
}
