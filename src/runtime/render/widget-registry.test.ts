import { describe, expect, it } from 'vitest';
import { defineWidget } from '../widget-api';
import { createWidgetRegistry } from './widget-registry';

const component = () => null;

describe('widget registry', () => {
  it('looks widgets up by exact name only', () => {
    const registry = createWidgetRegistry([defineWidget({ type: 'live-card', meta: { version: 2, events: ['select'] }, component })]);
    expect(registry.get('live-card')?.version).toBe(2);
    expect(registry.get('live-card')?.events).toEqual(['select']);
    expect(registry.get('Live-Card')).toBeUndefined();
    expect(registry.get('live')).toBeUndefined();
  });

  it('refuses a type registered twice', () => {
    const card = defineWidget({ type: 'live-card', meta: { version: 1, events: [] }, component });
    expect(() => createWidgetRegistry([card, card])).toThrow(/registered twice/);
  });

  it('refuses widget types that are not kebab-case', () => {
    expect(() => defineWidget({ type: 'LiveCard', meta: { version: 1, events: [] }, component })).toThrow(/kebab-case/);
  });

  it('takes version and events from the generated manifest of the props schemas', () => {
    const section = defineWidget({ type: 'section', component });
    expect(section.events).toContain('more');
    expect(section.version).toBeGreaterThanOrEqual(1);
    expect(() => defineWidget({ type: 'not-generated-yet', component })).toThrow(/npm run gen:types/);
  });
});

describe('lazily loaded widgets', () => {
  it('registers with a loader and keeps version and events', () => {
    const lazyCard = defineWidget({ type: 'lazy-card', meta: { version: 3, events: ['select'] }, load: async () => ({ default: component }) });
    const registry = createWidgetRegistry([lazyCard]);
    expect(registry.get('lazy-card')?.version).toBe(3);
    expect(registry.get('lazy-card')?.events).toEqual(['select']);
  });
});
