/**
 * One e-mail address, the same rule the server applies (the endpoint schema's `format: email`, ajv-formats'
 * full email format): letters, digits and the usual symbols before one @, then a dotted domain. A list
 * ("a@x.cn,b@x.cn"), spaces or a second @ do not match, so a doctor learns about a typo before sending.
 */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** The longest address the endpoint accepts. */
export const EMAIL_MAX_LENGTH = 128;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
