import { useMemo } from 'react';
import { Workbench } from '../workbench/workbench';
import type { UsageSource } from '../workbench/widget-contract-view';
import { useWidgetCatalogue } from './editor/widget-catalogue';
import { pageName } from './page-names';
import { usePageNames } from './use-page-name';

/** The console's 组件库: the workbench, read-only, with where each widget is used in the stored layouts. */
export function WorkbenchView({ onOpen }: { onOpen(layoutId: string): void }) {
  const { widgets, serverError } = useWidgetCatalogue();
  const names = usePageNames();
  const loaded = widgets.some((widget) => widget.usage.length > 0) || serverError !== null;
  const usage: UsageSource = useMemo(
    () => ({
      uses: (type) =>
        loaded ? (widgets.find((widget) => widget.name === type)?.usage ?? []).map((use) => ({ layoutId: use.layout_id, nodeId: use.node_id })) : undefined,
      error: serverError,
      pageName: (layoutId) => names.get(layoutId) ?? pageName(layoutId),
      onOpen,
    }),
    [widgets, serverError, names, onOpen, loaded],
  );
  return <Workbench usage={usage} />;
}
