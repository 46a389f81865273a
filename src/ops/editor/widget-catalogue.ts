import { useEffect, useState } from 'react';
import manifest from '../../../contract/generated/widget-manifest.json';
import { opsApi } from '../api/ops-client';
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

/** Local widgets plus the server's view (its usage index, and any description it has). */
export function useWidgetCatalogue(): { widgets: PaletteWidget[]; unknown: UnknownWidget[]; serverError: string | null } {
  const [widgets, setWidgets] = useState<PaletteWidget[]>(localWidgets);
  const [unknown, setUnknown] = useState<UnknownWidget[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    opsApi
      .widgets()
      .then(({ list: fromServer, unknown: missing }) => {
        if (!live) return;
        setUnknown(missing);
        const byName = new Map(fromServer.map((widget) => [widget.name, widget]));
        setWidgets(
          localWidgets().map((widget) => {
            const server = byName.get(widget.name);
            return server ? { ...widget, description: widget.description || server.description || '', usage: server.usage ?? [] } : widget;
          }),
        );
      })
      .catch((error: unknown) => live && setServerError(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, []);
  return { widgets, unknown, serverError };
}
