/** One outgoing JSON call; providers take it as a parameter so tests never touch the network. */
export interface HttpJsonRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Resolves the parsed JSON body of any HTTP answer; rejects on network errors, timeouts and non-JSON. */
export type HttpJson = (request: HttpJsonRequest) => Promise<unknown>;

const TIMEOUT_MS = 5000;

export const fetchJson: HttpJson = async ({ method, url, headers, body }) => {
  const response = await fetch(url, { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${new URL(url).host} answered HTTP ${response.status} without JSON`);
  }
};
