import { useMemo } from 'react';
import manifest from '../../../contract/generated/widget-manifest.json';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { UnknownWidget, WidgetUsage } from '../api/ops-types';
import { widgetDescription, widgetTitle } from './widget-names';

export interface PaletteWidget {
  name: string;
  /** The operator's name of the widget (x-title). */
  title: string;
  version: number;
  description: string;
  events: string[];
  usage: WidgetUsage[];
}

/** Every widget this client build registers (generated manifest), described from its props schema. */
export function localWidgets(): PaletteWidget[] {
  return Object.entries(manifest as Record<string, { version: number; events: string[] }>)
    .map(([name, entry]) => ({
      name,
      title: widgetTitle(name),
      version: entry.version,
      description: widgetDescription(name),
      events: entry.events,
      usage: [],
    }))
    .sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
}

const NO_UNKNOWN: UnknownWidget[] = [];

/** Local widgets plus the server's view (its usage index, and any description it has). */
export function useWidgetCatalogue(): { widgets: PaletteWidget[]; unknown: UnknownWidget[]; serverError: string | null } {
  // Usage changes with every saved or published layout ('Widgets'): the cached answer is read again then.
  const { data, error } = opsEndpoints.useListOpsWidgetsQuery();
  const widgets = useMemo(() => {
    const byName = new Map((data?.list ?? []).map((widget) => [widget.name, widget]));
    return localWidgets().map((widget) => {
      const server = byName.get(widget.name);
      return server ? { ...widget, description: widget.description || server.description || '', usage: server.usage ?? [] } : widget;
    });
  }, [data]);
  return { widgets, unknown: data?.unknown ?? NO_UNKNOWN, serverError: error ? refusalText(error) : null };
}
