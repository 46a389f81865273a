import { createTwoFilesPatch } from 'diff';

/** Stable, readable text of a document: 2-space JSON, one property per line. */
export function prettyLayout(doc: unknown): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Unified diff between two revisions of one layout, as `diff -u` would print the two files. */
export function layoutDiff(id: string, from: { revision: number; document: unknown }, to: { revision: number; document: unknown }): string {
  return createTwoFilesPatch(`${id}@r${from.revision}`, `${id}@r${to.revision}`, prettyLayout(from.document), prettyLayout(to.document), '', '', {
    context: 3,
  });
}
