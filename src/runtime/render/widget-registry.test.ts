import { describe, expect, it } from 'vitest';
import { defineWidget } from '../widget-api';
import { createWidgetRegistry } from './widget-registry';

const component = () => null;

describe('widget registry', () => {
  it('looks widgets up by exact name only', () => {
    const registry = createWidgetRegistry([defineWidget({ type: 'live-card', schema: { 'x-version': 2, 'x-events': { select: '点击' } }, component })]);
    expect(registry.get('live-card')?.version).toBe(2);
    expect(registry.get('live-card')?.events).toEqual(['select']);
    expect(registry.get('Live-Card')).toBeUndefined();
    expect(registry.get('live')).toBeUndefined();
  });

  it('refuses a type registered twice', () => {
    const card = defineWidget({ type: 'live-card', schema: {}, component });
    expect(() => createWidgetRegistry([card, card])).toThrow(/registered twice/);
  });

  it('refuses widget types that are not kebab-case', () => {
    expect(() => defineWidget({ type: 'LiveCard', schema: {}, component })).toThrow(/kebab-case/);
  });
});

describe('lazily loaded widgets', () => {
  it('registers with a loader and keeps version and events from the schema', () => {
    const lazyCard = defineWidget({ type: 'lazy-card', schema: { 'x-version': 3, 'x-events': { select: '点击' } }, load: async () => ({ default: component }) });
    const registry = createWidgetRegistry([lazyCard]);
    expect(registry.get('lazy-card')?.version).toBe(3);
    expect(registry.get('lazy-card')?.events).toEqual(['select']);
  });
});
