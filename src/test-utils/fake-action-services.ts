import { vi } from 'vitest';
import type { ActionServices } from '../runtime/actions/action-context';

export type EndpointOutcome = Awaited<ReturnType<ActionServices['callEndpoint']>>;

/**
 * Action services as a screen at `currentPath` provides them, with spies: every endpoint call
 * answers `outcome`, and a confirm dialog answers `confirmed`.
 */
export function fakeActionServices(currentPath: string, outcome: EndpointOutcome = { ok: true, data: null }, confirmed = true) {
  return {
    navigate: vi.fn(),
    openExternal: vi.fn(),
    toast: vi.fn(),
    confirm: vi.fn(async () => confirmed),
    callEndpoint: vi.fn(async (_name: string, _args: Record<string, unknown>) => outcome),
    currentPath: () => currentPath,
    config: { meetingUrlTemplate: 'https://m.test/{uuid}' },
  } satisfies ActionServices;
}
