// Names of the media library's document files (docs/media-library.md, "PDF documents"). A PDF is named by its
// content, so a name never holds other bytes and may be cached for good. Its first-page thumbnail is a
// library image named by the same hash (libraryImageName(hash, 'jpeg') in library-image.ts).

/** `doc-<32 hex of the original's SHA-256>.pdf` */
export const LIBRARY_DOCUMENT_NAME = /^doc-[0-9a-f]{32}\.pdf$/;

export function libraryDocumentName(originalHash: string): string {
  return `doc-${originalHash.slice(0, 32)}.pdf`;
}
