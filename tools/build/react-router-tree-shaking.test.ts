import { join } from 'node:path';
import { build } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { makeReactRouterShakeable, REACT_ROUTER_CHUNK } from './react-router-tree-shaking';

/** Evaluates a module's top level (its `import * as React` swapped for a stand-in) and returns what it exports. */
function evaluate(code: string, names: string[]): Record<string, unknown> {
  const body = code.replace(/^import \* as (React\d*) from "react";$/gm, 'const $1 = fakeReact;');
  const fakeReact = {
    forwardRef: (render: unknown) => ({ render }),
    createContext: (value: unknown) => ({ value }),
    memo: (type: unknown) => ({ type }),
    Component: class {},
  };
  const log: unknown[] = [];
  // The fixture's last statement returns an object of its declarations.
  const exports = new Function('fakeReact', 'log', `${body}\nreturn { ${names.join(', ')} };`)(fakeReact, log) as Record<string, unknown>;
  return { ...exports, log };
}

const MODULE = `import * as React3 from "react";
var Ctx = React3.createContext(null);
Ctx.displayName = "Ctx";
var Plain = React3.createContext(0);
var Link = React3.forwardRef(function LinkWithRef(props) { return props; });
Link.displayName = "Link";
var Boundary = class extends React3.Component {
  render() { return null; }
};
Boundary.contextType = Ctx;
function Scroll() { return null; }
Scroll.displayName = "Scroll";
var counter = 0;
counter += 1;
log.push(counter);
`;

describe('makeReactRouterShakeable', () => {
  it('marks pure what the bundler could not know was pure, and nothing else', () => {
    const out = makeReactRouterShakeable(MODULE) ?? '';
    expect(out).toContain('var Plain = /* @__PURE__ */ React3.createContext(0);');
    expect(out).toMatch(
      /var Link = \/\* @__PURE__ \*\/ \(\(\) => \{ const Link = React3\.forwardRef\([\s\S]*\); Link\.displayName = "Link"; return Link; \}\)\(\);/,
    );
    expect(out).toMatch(
      /var Boundary = \/\* @__PURE__ \*\/ \(\(\) => \{ const Boundary = class extends React3\.Component[\s\S]*; Boundary\.contextType = Ctx; return Boundary; \}\)\(\);/,
    );
    expect(out).not.toContain('Scroll.displayName');
    // Real side effects stay where they were.
    expect(out).toContain('counter += 1;\nlog.push(counter);');
  });

  it('leaves every value as it was', () => {
    /** What a reader of each export would see (the classes and functions differ by identity between runs). */
    const summary = (exports: Record<string, unknown>) => {
      // The fixture's shapes, as the fake React above builds them.
      const { Ctx, Plain, Link, Boundary, log } = exports as Record<string, Record<string, unknown> & { name?: string }>;
      const render = Link.render as { name: string };
      return {
        Ctx: { ...Ctx },
        Plain: { ...Plain },
        Link: { displayName: Link.displayName, render: render.name },
        Boundary: { name: Boundary.name, contextTypeIsCtx: Boundary.contextType === Ctx },
        log,
      };
    };
    const names = ['Ctx', 'Plain', 'Link', 'Boundary'];
    const before = summary(evaluate(MODULE, names));
    expect(before).toEqual({
      Ctx: { value: null, displayName: 'Ctx' },
      Plain: { value: 0 },
      Link: { displayName: 'Link', render: 'LinkWithRef' },
      Boundary: { name: 'Boundary', contextTypeIsCtx: true },
      log: [1],
    });
    expect(summary(evaluate(makeReactRouterShakeable(MODULE) ?? '', names))).toEqual(before);
  });

  it('returns null for a module with nothing to rewrite', () => {
    expect(makeReactRouterShakeable('export const answer = 42;\n')).toBeNull();
  });
});

describe('react-router bundled through it', () => {
  // An entry that exists only in memory, placed in the repository so 'react-router' resolves from here.
  const ENTRY = join(process.cwd(), 'react-router-entry.virtual.mjs');
  const entryPlugin = {
    name: 'entry',
    resolveId: (id: string) => (id === ENTRY ? id : null),
    load: (id: string) => (id === ENTRY ? "export { Router, useLocation, useNavigationType } from 'react-router';\n" : null),
  };

  /** What a bundle of react-router's <Router> and location hooks keeps, with or without the rewrite. */
  async function bundle(rewrite: boolean): Promise<string> {
    const result = await build({
      input: ENTRY,
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      platform: 'browser',
      logLevel: 'silent',
      write: false,
      plugins: [
        entryPlugin,
        ...(rewrite ? [{ name: 'rewrite', transform: { filter: { id: REACT_ROUTER_CHUNK }, handler: (code: string) => makeReactRouterShakeable(code) } }] : []),
      ],
      output: { format: 'esm', minify: true },
    });
    return result.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('');
  }

  it('keeps the router and drops links, forms and the data router', async () => {
    const [plain, rewritten] = await Promise.all([bundle(false), bundle(true)]);
    // Without the rewrite these stay (what this transform exists for); if a react-router release stops
    // keeping them, the transform can go.
    expect(plain).toContain('data-discover');
    expect(rewritten).toContain('You cannot render a <Router> inside another <Router>');
    for (const dropped of ['data-discover', 'No routes matched location', 'react-router-scroll-positions', 'Unexpected Application Error']) {
      expect(rewritten).not.toContain(dropped);
    }
    expect(rewritten.length).toBeLessThan(plain.length / 5);
  });
});
