/**
 * The HMAC key of stored watch passwords (WATCH_PASSWORD_SECRET), which the live kind needs to hash a
 * password an operator types. Kinds are a static registry without the app's config, so the app hands
 * the key over once at start (app.ts); every process gets the same key from its environment.
 */
let key: string | undefined;

export function setLivePasswordKey(secret: string): void {
  key = secret;
}

export function livePasswordKey(): string {
  if (key === undefined) throw new Error('the watch-password key was not set (setLivePasswordKey in app.ts)');
  return key;
}
