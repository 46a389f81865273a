/** Mainland mobile numbers: 11 ASCII digits starting 13–19 (the client strips the 3-4-4 grouping spaces). */
const MOBILE = /^1[3-9][0-9]{9}$/;

/**
 * The number in canonical form, or null. Only ASCII spaces and hyphens are removed: full-width digits,
 * other scripts' digits and invisible characters are refused rather than guessed at.
 */
export function normaliseMobile(raw: string): string | null {
  const compact = raw.replace(/[ -]/g, '');
  return MOBILE.test(compact) ? compact : null;
}

/** 13812345678 → 138****5678 (lists, logs). */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}

/** A site-relative path ("/course/12?x=1") or null: never "//host", a scheme, or backslashes. */
export function safeRelativePath(path: string | undefined): string | null {
  if (!path) return null;
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path) || path.length > 512) return null;
  return path;
}
