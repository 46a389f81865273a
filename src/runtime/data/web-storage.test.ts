import { afterEach, describe, expect, it, vi } from 'vitest';
import { ITEM_PREVIEW_PARAM } from '../../../contract/request/item-preview';
import { readContentPasses } from './content-pass';
import { itemPreviewToken } from './item-preview';
import { readSession } from './session-storage';
import { localStore, sessionStore } from './web-storage';

/** As in an opaque origin (the console's sandboxed preview): reading either storage throws. */
function closeStorage(): () => void {
  const saved = ['localStorage', 'sessionStorage'].map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const [name] of saved) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        throw new DOMException(`Failed to read the '${name}' property from 'Window': The document is sandboxed and lacks the 'allow-same-origin' flag.`, 'SecurityError');
      },
    });
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  };
}

describe('the app without storage', () => {
  let reopen: (() => void) | undefined;
  afterEach(() => {
    reopen?.();
    reopen = undefined;
    vi.unstubAllGlobals();
  });

  it('reads no storage, no session and no passes, and throws nothing', () => {
    reopen = closeStorage();
    expect(() => globalThis.sessionStorage).toThrow();
    expect(sessionStore()).toBeUndefined();
    expect(localStore()).toBeUndefined();
    expect(readSession()).toEqual({ accessToken: undefined, refreshToken: undefined, userId: undefined });
    expect(readContentPasses()).toEqual([]);
  });

  it("still sends the item draft's token from the link, and keeps it as the app moves on", () => {
    reopen = closeStorage();
    const location = { search: `?${ITEM_PREVIEW_PARAM}=signed-token` };
    vi.stubGlobal('window', { location });
    expect(itemPreviewToken()).toBe('signed-token');
    location.search = '?tab=comments';
    expect(itemPreviewToken()).toBe('signed-token');
  });
});
