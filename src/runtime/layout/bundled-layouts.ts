import type { LayoutDocument } from '../../../contract/generated/schema-types';

// Each default layout is its own lazy chunk: the app only downloads the fallback it actually needs.
const modules = import.meta.glob<{ default: unknown }>('../../../layouts/*.layout.json');

const byId = new Map<string, () => Promise<{ default: unknown }>>(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\//, '').replace(/\.layout\.json$/, ''), load]),
);

export function hasBundledLayout(id: string): boolean {
  return byId.has(id);
}

/** The layout shipped with this build, used when the server cannot be reached or has none. */
export async function loadBundledLayout(id: string): Promise<LayoutDocument | undefined> {
  const load = byId.get(id);
  if (!load) return undefined;
  return (await load()).default as LayoutDocument;
}
