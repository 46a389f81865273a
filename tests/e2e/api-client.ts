// The app's API as the e2e tests call it beside the browser: every answer is an envelope
// `{ code, message, data }`, code 0 meaning success.

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface E2eApi {
  /** The whole envelope, whatever its code (for tests that assert a refusal). */
  envelope<T = unknown>(path: string, init?: RequestInit): Promise<Envelope<T>>;
  /** The data of a successful answer; any other code fails the test with the server's message. */
  data<T>(path: string, init?: RequestInit): Promise<T>;
}

/** The API of the server at `baseUrl`. */
export function e2eApi(baseUrl: string): E2eApi {
  const envelope = async <T>(path: string, init?: RequestInit) => (await (await fetch(`${baseUrl}${path}`, init)).json()) as Envelope<T>;
  return {
    envelope,
    async data<T>(path: string, init?: RequestInit) {
      const answer = await envelope<T>(path, init);
      if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
      return answer.data;
    },
  };
}

/** Headers that sign a request in as the app does (x-token with the access token). */
export function signedInHeaders(accessToken: string): Record<string, string> {
  return { 'x-token': accessToken };
}
