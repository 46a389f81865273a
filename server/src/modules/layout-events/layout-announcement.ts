import type { LayoutChanged } from '../../../../contract/layout/layout-events';

// A publish travels on the cache bus's layouts channel (Redis pub/sub across processes), the channel whose
// messages already drop every process's cached layouts. Carrying the id and revision in that same message
// means a process drops its cache before it tells its phones, so the phones' next request is answered
// with the new revision. Other messages on the channel ('' from the migration tool, the bus's resync after
// a Redis reconnection) name no layout: any layout may have changed.

export function announcementMessage(changed: LayoutChanged): string {
  return JSON.stringify({ id: changed.id, revision: changed.revision });
}

/** The layout a message names, or undefined when it names none. */
export function parseAnnouncement(message: string): LayoutChanged | undefined {
  if (!message.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(message) as { id?: unknown; revision?: unknown };
    if (typeof parsed.id === 'string' && Number.isInteger(parsed.revision)) return { id: parsed.id, revision: parsed.revision as number };
  } catch {
    // Not ours: treated like any other message on the channel.
  }
  return undefined;
}
