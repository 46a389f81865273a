import type { FailureReport } from '../../../contract/generated/schema-types';

/** The renderer's report kinds that mean a node did not show, or sent a doctor nowhere (other action errors are not reported). */
export const REPORTED_KINDS: ReadonlySet<string> = new Set<FailureReport['kind']>([
  'unknown-widget',
  'widget-too-new',
  'invalid-props',
  'render-error',
  'chunk-load-error',
  'broken-link',
]);

/** Browsers' words for a module or chunk that could not be downloaded (Chromium, Firefox, Safari; Vite's preload). */
const CHUNK_LOAD_MESSAGE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return CHUNK_LOAD_MESSAGE.test(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}
