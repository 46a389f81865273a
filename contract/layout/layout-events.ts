// Publish and rollback reach open apps as Server-Sent Events (docs/live-layouts.md). The server's stream
// and the app's listener agree here on the address, the event names, their data and how the app says
// which layout revisions it holds.

/** The event stream (GET, text/event-stream). `?have=` lists the revisions the app holds. */
export const LAYOUT_EVENTS_PATH = '/layout/api/layout-events';

/** The query parameter carrying the app's revisions. */
export const LAYOUT_EVENTS_HAVE_PARAM = 'have';

export const LAYOUT_EVENT = {
  /** First event of every connection: the server's revisions of the layouts the app said it holds. */
  hello: 'hello',
  /** One layout now serves a new revision (publish, rollback, a section hidden or shown). */
  layout: 'layout',
  /** Any layout may have changed (a migration, or the server may have missed messages): revalidate all. */
  all: 'layouts',
  /** Home content changed (a publish, a scheduled publish, a banner's window opening or closing): load it again. */
  content: 'content',
} as const;

/** Data of `layout`: "layout <id> now at revision <revision>". */
export interface LayoutChanged {
  id: string;
  revision: number;
}

/** Data of `hello`. */
export interface LayoutEventsHello {
  /** The published revision of each layout of `have`; 0 when the layout has none (its default is served). */
  revisions: Record<string, number>;
  /** When to connect again after the stream ends, in ms (the same as the stream's `retry:` field). */
  retry_ms: number;
}

/** A layout the app holds: its id and the revision it shows (0: it shows its route's default instead). */
export interface HeldRevision {
  id: string;
  revision: number;
}

/** At most this many layouts in `have` (a phone holds the screen it shows and a few it came from). */
export const MAX_HELD_LAYOUTS = 8;

/** Same rule as a layout document's id (schemas/layout/layout-document.json). */
const LAYOUT_ID = '[a-z0-9][a-z0-9-]*(?:\\.[A-Za-z0-9_-]+)?';
const HELD = `${LAYOUT_ID}:\\d{1,9}`;

/** What the server accepts as `have`: "id:revision" pairs separated by commas. */
export const HAVE_PATTERN = `^(?:${HELD}(?:,${HELD}){0,${MAX_HELD_LAYOUTS - 1}})?$`;

/** Longest acceptable `have` (ids are at most 128 characters, revisions 9 digits). */
export const HAVE_MAX_LENGTH = MAX_HELD_LAYOUTS * 139;

/** `have` as the app sends it: the first MAX_HELD_LAYOUTS distinct ids. */
export function formatHave(held: readonly HeldRevision[]): string {
  const seen = new Map<string, number>();
  for (const { id, revision } of held) {
    if (seen.size >= MAX_HELD_LAYOUTS) break;
    if (!seen.has(id) && new RegExp(`^${LAYOUT_ID}$`).test(id) && Number.isInteger(revision) && revision >= 0) seen.set(id, revision);
  }
  return [...seen].map(([id, revision]) => `${id}:${revision}`).join(',');
}

/** `have` as the server reads it (already checked against HAVE_PATTERN). */
export function parseHave(text: string | undefined): HeldRevision[] {
  if (!text) return [];
  return text.split(',').map((pair) => {
    const colon = pair.lastIndexOf(':');
    return { id: pair.slice(0, colon), revision: Number(pair.slice(colon + 1)) };
  });
}
