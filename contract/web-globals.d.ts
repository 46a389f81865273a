// URLSearchParams is a WHATWG URL global that browsers and Node both provide, but contract/ compiles with
// neither the DOM nor the Node library, so it declares the part it uses here. This file is not emitted:
// client and server code that calls into contract/ sees its own platform's full URLSearchParams.
declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | [string, string][]);
  get(name: string): string | null;
  set(name: string, value: string): void;
  toString(): string;
}

// URL too (the link model checks an address's host): only what contract/ reads.
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
  readonly hostname: string;
  readonly protocol: string;
}
