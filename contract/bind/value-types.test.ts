import { describe, expect, it } from 'vitest';
import { describeTypes, literalFits, literalType, schemaTypes, typesCompatible, type RefResolver, type SchemaObject } from './value-types';

const files: Record<string, SchemaObject> = {
  'banner.json': { type: 'object', properties: { title: { type: 'string' } } },
  'status.json': { enum: [0, 1, 2] },
};
const resolve: RefResolver<string> = (_base, ref) => (files[ref] ? { base: ref, schema: files[ref] } : undefined);
const types = (schema: SchemaObject) => schemaTypes({ base: 'x.json', schema }, resolve);

describe('value types', () => {
  it('reads type, enum, const, unions, allOf and shapes through $refs', () => {
    expect(types({ type: ['string', 'null'] })).toEqual(new Set(['string', 'null']));
    expect(types({ $ref: 'status.json' })).toEqual(new Set(['integer']));
    expect(types({ const: 'open-link' })).toEqual(new Set(['string']));
    expect(types({ oneOf: [{ type: 'null' }, { $ref: 'banner.json' }] })).toEqual(new Set(['null', 'object']));
    expect(types({ allOf: [{ type: ['integer', 'string'] }, { type: 'number' }] })).toEqual(new Set(['integer']));
    expect(types({ items: { type: 'string' } })).toEqual(new Set(['array']));
    expect(types({ description: 'anything' })).toBeNull();
    expect(types({ anyOf: [{ type: 'string' }, {}] })).toBeNull();
    expect(types({ $ref: 'missing.json' })).toBeNull();
  });

  it('treats integers as numbers and the other way round, and an open set as anything', () => {
    expect(typesCompatible(new Set(['integer']), new Set(['number']))).toBe(true);
    expect(typesCompatible(new Set(['number']), new Set(['integer']))).toBe(true);
    expect(typesCompatible(new Set(['string', 'null']), new Set(['string']))).toBe(true);
    expect(typesCompatible(new Set(['array']), new Set(['string']))).toBe(false);
    expect(typesCompatible(null, new Set(['string']))).toBe(true);
    expect(typesCompatible(new Set(['array']), null)).toBe(true);
  });

  it('types literals and names types in Chinese', () => {
    expect([literalType(1), literalType(1.5), literalType('a'), literalType({}), literalType([]), literalType(null), literalType(true)]).toEqual([
      'integer',
      'number',
      'string',
      'object',
      'array',
      'null',
      'boolean',
    ]);
    expect(literalFits({}, new Set(['string']))).toBe(false);
    expect(literalFits(2, new Set(['number']))).toBe(true);
    expect(describeTypes(new Set(['string', 'integer']))).toBe('文字或整数');
    expect(describeTypes(new Set(['number', 'integer']))).toBe('数字');
    expect(describeTypes(null)).toBe('任意值');
  });
});
