// Local-storage keys of spec §9 that identify the signed-in user to the API.
export const SESSION_KEYS = { accessToken: 'access_token', userId: 'user_id', user: 'user' } as const;

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Some in-app browsers throw on storage access in private mode.
  }
}

export function readSession(): { accessToken?: string; userId?: string } {
  const store = storage();
  return {
    accessToken: store?.getItem(SESSION_KEYS.accessToken) ?? undefined,
    userId: store?.getItem(SESSION_KEYS.userId) ?? undefined,
  };
}

export function readStoredUser(): Record<string, unknown> | null {
  const raw = storage()?.getItem(SESSION_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  const store = storage();
  for (const key of Object.values(SESSION_KEYS)) store?.removeItem(key);
}
