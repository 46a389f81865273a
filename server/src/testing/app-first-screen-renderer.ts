import type { FirstScreenRenderer } from '../../../contract/boot/first-screen-renderer';

/**
 * The app's own first-screen renderer (src/app/first-screen-ssr.tsx) for server tests, loaded from source
 * by the test runner, so they check the real widgets' markup without a build. The path is a variable: the
 * server's TypeScript project (Node only, no DOM) must not type-check the app's code through it; the
 * interface it is read as is the one the bundle is checked against.
 */
const APP_RENDERER = '../../../src/app/first-screen-ssr.tsx';

export async function appFirstScreenRenderer(): Promise<FirstScreenRenderer> {
  const module = (await import(/* @vite-ignore */ APP_RENDERER)) as FirstScreenRenderer;
  return { renderSections: module.renderSections };
}
