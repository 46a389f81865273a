import { describe, expect, it } from 'vitest';
import { blankRecord, CONTENT_KINDS, contentBody, fromLocalInput, missingFields, reorderIds, toLocalInput } from './content-kinds';

const kind = (name: string) => CONTENT_KINDS.find((entry) => entry.kind === name)!;

describe('home content kinds', () => {
  it('covers every kind the ops API manages', () => {
    expect(CONTENT_KINDS.map((entry) => entry.kind)).toEqual(['banners', 'shortcuts', 'messages', 'screen-adverts', 'recommend-modules', 'hot-words', 'channels']);
  });

  it('starts records with defaults and names what is missing', () => {
    const modules = kind('recommend-modules');
    expect(blankRecord(modules)).toEqual({ layout: 1, module_type: 1, items: [], enabled: true });
    expect(missingFields(modules, blankRecord(modules))).toEqual(['模块名称']);
  });

  it('sends only the kind fields, items as origin_type + origin_id', () => {
    const body = contentBody(kind('recommend-modules'), {
      id: 3,
      sort: 2,
      module_name: '好课',
      layout: 2,
      module_type: 1,
      enabled: true,
      items: [{ id: 9, origin_type: 1, origin_id: 12, sort: 0 }],
    });
    expect(body).toEqual({ module_name: '好课', layout: 2, module_type: 1, enabled: true, items: [{ origin_type: 1, origin_id: 12 }] });
  });

  it('reorders ids one step, not past the ends', () => {
    expect(reorderIds([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(reorderIds([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(reorderIds([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });

  it('round-trips the screen advert times through the datetime-local input', () => {
    const iso = fromLocalInput('2026-11-21T09:30')!;
    expect(toLocalInput(iso)).toBe('2026-11-21T09:30');
    expect(fromLocalInput('')).toBeUndefined();
  });
});
