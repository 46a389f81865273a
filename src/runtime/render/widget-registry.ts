import type { WidgetDefinition } from '../widget-api';

export interface WidgetRegistry {
  get(type: string): WidgetDefinition | undefined;
  types(): string[];
}

/** Exact-name lookup; a second registration of the same type is a programming error. */
export function createWidgetRegistry(definitions: readonly WidgetDefinition[]): WidgetRegistry {
  const byType = new Map<string, WidgetDefinition>();
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`widget "${definition.type}" is registered twice`);
    byType.set(definition.type, definition);
  }
  return {
    get: (type) => byType.get(type),
    types: () => [...byType.keys()].sort(),
  };
}
