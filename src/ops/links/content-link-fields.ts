import { linkProblem } from './link-picker';

/**
 * The home content fields that hold a link (the same rule as the server's publish check): an entrance of
 * content type 2 names a service of the 我的 page by its code, and only a type-2 hot word opens its link.
 */
export function isContentLinkField(kind: string, key: string, record: Record<string, unknown>): boolean {
  if (kind === 'banners') return key === 'target_url';
  if (kind === 'shortcuts') return key === 'link' && Number(record.content_type) !== 2;
  if (kind === 'messages' || kind === 'screen-adverts') return key === 'link';
  if (kind === 'hot-words') return key === 'link' && Number(record.content_type) === 2;
  return false;
}

/** The first link field of `record` that opens nothing, as the form refuses it (naming the field). */
export function contentLinkProblem(kind: string, fields: ReadonlyArray<{ key: string; label: string }>, record: Record<string, unknown>): string | undefined {
  for (const field of fields) {
    if (!isContentLinkField(kind, field.key, record)) continue;
    const value = record[field.key];
    const problem = linkProblem(field.label, typeof value === 'string' ? value : '');
    if (problem) return problem;
  }
  return undefined;
}
