import { describe, expect, it } from 'vitest';
import { layoutRevisionFromEtag } from './layout-etag';

describe('layoutRevisionFromEtag', () => {
  it('reads the revision of the layout store tag, with a coding or weakened by a proxy', () => {
    expect(layoutRevisionFromEtag('"r12-abcdefghijklmnopqrstuv"')).toBe(12);
    expect(layoutRevisionFromEtag('"r3-abc-gzip"')).toBe(3);
    expect(layoutRevisionFromEtag('W/"r5-abc"')).toBe(5);
  });

  it('gives undefined for any other tag', () => {
    for (const tag of [null, undefined, '', '"abc"', 'r5-abc', '"x5-abc"']) expect(layoutRevisionFromEtag(tag)).toBeUndefined();
  });
});
