/**
 * SMS login codes. Their length is the server's setting (CODE_LENGTH, checked against these bounds);
 * the app learns it from getLoginCodeRules and, until it has, expects the default.
 */
export const LOGIN_CODE_LENGTH = { min: 4, max: 8, default: 4 } as const;

/** The digits of an entered code (spaces, dashes and letters dropped), at most the longest length. */
export function normalizeLoginCode(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).replace(/\D/g, '').slice(0, LOGIN_CODE_LENGTH.max);
}

/** A usable code length: whole, within the bounds. */
export function isLoginCodeLength(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= LOGIN_CODE_LENGTH.min && value <= LOGIN_CODE_LENGTH.max;
}
