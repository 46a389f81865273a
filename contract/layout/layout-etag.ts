// The layout store's ETag names the revision it served; the app reads it to tell the layout events which
// revisions it shows (layout-events.ts). The server writes the tag in layouts.repository.ts (layoutEtag).

/**
 * The revision inside a layout answer's ETag. The server's tag is `"r<revision>-<hash>"` (a coding may be
 * appended, a proxy may weaken it); anything else gives undefined.
 */
export function layoutRevisionFromEtag(etag: string | null | undefined): number | undefined {
  const match = /^(?:W\/)?"r(\d{1,9})-/.exec(etag ?? '');
  return match ? Number(match[1]) : undefined;
}
