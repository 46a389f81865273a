// The browser's storage, or undefined where there is none to have: reading `localStorage` or
// `sessionStorage` throws in an opaque origin (the console's sandboxed previews) and in some in-app
// browsers' private mode. Every read of storage goes through here, so the app boots without it.

function guarded(read: () => Storage): Storage | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** This tab's sessionStorage, or undefined when it is closed to the page. */
export function sessionStore(): Storage | undefined {
  return guarded(() => globalThis.sessionStorage);
}

/** The device's localStorage, or undefined when it is closed to the page. */
export function localStore(): Storage | undefined {
  return guarded(() => globalThis.localStorage);
}
