import { vi } from 'vitest';
import type { EndpointName } from '../../contract/generated/endpoints';
import type { ActionServices } from '../runtime/actions/action-context';
import type { EndpointCallOptions, EndpointCaller, EndpointOutcome as Outcome } from '../runtime/data/call-endpoint';

/** What a fake endpoint answers: one canned outcome for whichever endpoint is called. */
export type EndpointOutcome = Outcome<unknown>;

/** A spy standing in for callEndpoint that answers every endpoint with `answer`. */
export function fakeCallEndpoint(answer: (name: EndpointName, args: object) => EndpointOutcome | Promise<EndpointOutcome>) {
  const spy = vi.fn(async (name: EndpointName, args: object, _options?: EndpointCallOptions) => answer(name, args));
  // A canned answer cannot be typed per endpoint as the real caller's is; tests read it as they set it.
  return spy as typeof spy & EndpointCaller;
}

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
    callEndpoint: fakeCallEndpoint(() => outcome),
    currentPath: () => currentPath,
    config: { meetingUrlTemplate: 'https://m.test/{uuid}' },
  } satisfies ActionServices;
}
