import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN_RENDERER_FILE, type FirstScreenRenderer } from '../../../contract/boot/first-screen-renderer';
import { appPath } from '../app-root';

export type { FirstScreenRenderer } from '../../../contract/boot/first-screen-renderer';

/**
 * The app's first-screen renderer, built by `npm run build` as a bundle of its own (src/app/first-screen-ssr.tsx
 * with the widgets and React's server renderer). The server never imports the app's code: it loads that
 * file at run time and speaks only the FirstScreenRenderer interface. Run from the build, the file sits
 * next to main.js (the app root is dist-server/); run from source, in the repository's dist-server/.
 */
const CANDIDATES = [appPath(FIRST_SCREEN_RENDERER_FILE), appPath('dist-server', FIRST_SCREEN_RENDERER_FILE)];

/**
 * The renderer, or undefined when no build has made it, or it does not load (told to `onError`): pages
 * keep their static shell.
 */
export async function loadFirstScreenRenderer(
  files: readonly string[] = CANDIDATES,
  onError: (error: unknown) => void = () => undefined,
): Promise<FirstScreenRenderer | undefined> {
  const file = files.find((candidate) => existsSync(candidate));
  if (!file) return undefined;
  try {
    // The file's time in the address: a new build (while the server runs) is a new module.
    const module = (await import(`${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`)) as Partial<FirstScreenRenderer>;
    if (typeof module.renderSections === 'function') return { renderSections: module.renderSections };
    onError(new Error(`${file} has no renderSections export`));
  } catch (error) {
    onError(error);
  }
  return undefined;
}
