import { describe, expect, it } from 'vitest';
import type { SchemaFile } from '../../server/src/schemas/schema-store';
import { enumConstantsTs } from './enum-constants';

const file = (name: string, schema: Record<string, unknown>): SchemaFile => ({ file: `schemas/entities/${name}.json`, id: name, schema });

describe('named enums become constants', () => {
  it('writes one object per named enum, typed against its generated union', () => {
    const ts = enumConstantsTs([
      file('plain', { title: 'Plain', type: 'integer', enum: [1, 2] }),
      file('colour', { title: 'ColourCode', description: 'A colour.', type: 'string', enum: ['r', 'g'], 'x-enum-names': ['red', 'green'] }),
    ]);
    expect(ts).toContain("import type { ColourCode } from './schema-types';");
    expect(ts).toContain('export const Colour = {\n  red: "r",\n  green: "g",\n} as const satisfies Record<string, ColourCode>;');
    expect(ts).not.toContain('Plain');
  });

  it('refuses names that do not match the values one to one, or that are not identifiers', () => {
    const bad =
      (names: unknown, title = 'KindCode') =>
      () =>
        enumConstantsTs([file('kind', { title, enum: [1, 2], 'x-enum-names': names })]);
    expect(bad(['one'])).toThrow(/must name every enum value/);
    expect(bad(['one', 'two-2'])).toThrow(/not an identifier/);
    expect(bad(['one', 'one'])).toThrow(/repeats a name/);
    expect(bad(['one', 'two'], 'Kind')).toThrow(/title ending in "Code"/);
  });
});
