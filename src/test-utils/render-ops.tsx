import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import { createOpsStore, type OpsStore } from '../ops/api/ops-store';

/**
 * Renders a console screen inside its own store (the console's Provider), as ops-app.tsx does; a rerender
 * keeps that store, so its RTK Query cache lives as long as the screen.
 */
export function renderOps(ui: ReactElement): RenderResult & { store: OpsStore } {
  const store = createOpsStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return Object.assign(render(ui, { wrapper }), { store });
}

export interface OpsRequest {
  method: string;
  /** The path after /ops/api, with its query string: /layouts/home/revisions, /audit?page=1. */
  path: string;
  /** The JSON body read back, or the FormData of a multipart request. */
  body: unknown;
}

/** The server's answer: its data, or a refusal (status 0: no answer at all, a network error). */
export type OpsAnswer = { data: unknown } | { refused: { code: number; message: string; status: number; data?: unknown } };

/**
 * Answers the console's requests as /ops/api would (the { code, message, data } envelope), from `answer`.
 * Stubs fetch: the widgets setup restores it after each test file.
 */
export function fakeOpsServer(answer: (request: OpsRequest) => OpsAnswer | Promise<OpsAnswer>) {
  const requests: OpsRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://console.test');
    const raw = init?.body;
    const request: OpsRequest = {
      method: init?.method ?? 'GET',
      path: `${url.pathname.replace(/^\/ops\/api/, '')}${url.search}`,
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
    };
    requests.push(request);
    const reply = await answer(request);
    if ('data' in reply) return Response.json({ code: 0, message: 'ok', data: reply.data });
    if (reply.refused.status === 0) throw new TypeError('Failed to fetch');
    const { code, message, status, data } = reply.refused;
    return Response.json({ code, message, data }, { status });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests };
}
