import type { LayoutIdentity } from './layout-identity';

// A link to content that has gone (taken down, deleted) passes every check the phone can make before it
// leaves the page; only the detail page it opens finds the content missing. The section whose tap opened
// that page is remembered here, so the detail page can report the broken link against it, as a tap that
// went nowhere is reported.

export interface TapOrigin {
  nodeId: string;
  widget: string;
  version: number;
  layout: LayoutIdentity | null;
  /** The in-app path the tap was made on. */
  fromPath: string;
  at: number;
}

/** What 故障报告 says of a link whose content is gone, before the address. */
export const MISSING_CONTENT = '打开的内容不存在或已下线：';

/** Longer than any detail page takes to answer; short enough that a later visit is not blamed on an old tap. */
const FRESH_MS = 15_000;

let last: TapOrigin | null = null;

export function rememberTap(origin: TapOrigin): void {
  last = origin;
}

/** The tap that led to `currentPath`, once: a recent tap made on another page. */
export function takeTapOrigin(currentPath: string, now: number = Date.now()): TapOrigin | null {
  const origin = last;
  last = null;
  if (!origin || now - origin.at > FRESH_MS || origin.fromPath === currentPath) return null;
  return origin;
}
