/**
 * A check_password request as the app sends it: POST with the fields as a form body (the password never in
 * the URL). `fields` is the form, e.g. `id=3&type=4&password=1234`.
 */
export function checkPasswordRequest(fields: string, headers: Record<string, string> = {}) {
  return {
    method: 'POST' as const,
    url: '/live/api/check_password',
    payload: fields,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  };
}
