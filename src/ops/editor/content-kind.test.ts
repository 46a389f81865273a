import { describe, expect, it } from 'vitest';
import { repositorySchemas, type JsonSchema } from '../schema-form/schema-registry';
import { CONTENT_KINDS } from './content-kind';

/** Every `x-content-kind` value in a schema, with where it is. */
function contentKinds(node: unknown, where: string, found: Array<[string, unknown]>): Array<[string, unknown]> {
  if (Array.isArray(node)) node.forEach((item, index) => contentKinds(item, `${where}/${index}`, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-content-kind') found.push([where, value]);
      else contentKinds(value, `${where}/${key}`, found);
    }
  return found;
}

describe('x-content-kind', () => {
  it('names only kinds the content picker lists, and the picker lists what the server offers', () => {
    const of = ((repositorySchemas['schemas/api/ops-endpoints/items.json'].endpoints as Record<string, { query: JsonSchema }>).listOpsItemOptions.query
      .properties?.of?.enum ?? []) as string[];
    expect([...CONTENT_KINDS].sort()).toEqual([...of].sort());
    const used = Object.entries(repositorySchemas).flatMap(([file, schema]) => contentKinds(schema, file, []));
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter(([, kind]) => !(CONTENT_KINDS as readonly unknown[]).includes(kind))).toEqual([]);
  });
});
