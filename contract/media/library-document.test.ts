import { describe, expect, it } from 'vitest';
import { LIBRARY_DOCUMENT_NAME, libraryDocumentName } from './library-document';

const HASH = '0123456789abcdef0123456789abcdef';

describe('media library document names', () => {
  it('names a PDF by the hash of its content', () => {
    expect(libraryDocumentName(`${HASH}ffff`)).toBe(`doc-${HASH}.pdf`);
    expect(LIBRARY_DOCUMENT_NAME.test(`doc-${HASH}.pdf`)).toBe(true);
    expect(LIBRARY_DOCUMENT_NAME.test(`doc-${HASH}.PDF`)).toBe(false);
    expect(LIBRARY_DOCUMENT_NAME.test(`doc-${HASH.slice(1)}.pdf`)).toBe(false);
    expect(LIBRARY_DOCUMENT_NAME.test(`${HASH}.pdf`)).toBe(false);
  });
});
