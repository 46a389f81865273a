import { createHash } from 'node:crypto';

/** Anything with nodes that may carry `audiences` (a layout document, an unchecked draft). */
interface NodeLike {
  audiences?: unknown;
  children?: unknown;
}

const nodesOf = (value: unknown): NodeLike[] => (Array.isArray(value) ? value.filter((n): n is NodeLike => Boolean(n) && typeof n === 'object') : []);

function visit(nodes: NodeLike[], keys: Set<string>): void {
  for (const node of nodes) {
    if (Array.isArray(node.audiences)) for (const key of node.audiences) if (typeof key === 'string') keys.add(key);
    visit(nodesOf(node.children), keys);
  }
}

/** The audience keys a layout document's nodes name (body and overlays), sorted; empty = the same for everyone. */
export function layoutAudienceKeys(document: unknown): string[] {
  const keys = new Set<string>();
  if (document && typeof document === 'object') {
    const doc = document as { body?: unknown; overlays?: unknown };
    visit(nodesOf(doc.body), keys);
    visit(nodesOf(doc.overlays), keys);
  }
  return [...keys].sort();
}

/** Whether a viewer in the audiences `matched` may receive something limited to `audiences` (absent/empty: everyone). */
export function mayReceive(audiences: unknown, matched: ReadonlySet<string>): boolean {
  if (!Array.isArray(audiences) || audiences.length === 0) return true;
  return audiences.some((key) => typeof key === 'string' && matched.has(key));
}

/** Tailored answers built by this process (tests check that viewers of one audience share one). */
export const variantBuilds = { count: 0 };

function keepNodes(nodes: unknown, matched: ReadonlySet<string>): unknown {
  if (!Array.isArray(nodes)) return nodes;
  return nodes
    .filter((node: NodeLike) => !node || typeof node !== 'object' || mayReceive(node.audiences, matched))
    .map((node: NodeLike) => {
      if (!node || typeof node !== 'object' || (node.audiences === undefined && !Array.isArray(node.children))) return node;
      // The viewer needs neither the audience keys (they name the operators' segments) nor what they gate.
      const { audiences: _audiences, ...kept } = node;
      return Array.isArray(kept.children) ? { ...kept, children: keepNodes(kept.children, matched) } : kept;
    });
}

/**
 * The document as a viewer in the audiences `matched` receives it: every node limited to other audiences
 * is removed with its children, so it never reaches that phone. A copy; the cached document is untouched.
 */
export function tailorLayout<T>(document: T, matched: ReadonlySet<string>): T {
  if (!document || typeof document !== 'object') return document;
  variantBuilds.count += 1;
  const doc = document as { body?: unknown; overlays?: unknown };
  return { ...document, body: keepNodes(doc.body, matched), ...(doc.overlays !== undefined ? { overlays: keepNodes(doc.overlays, matched) } : {}) };
}

/** The cache key part of an audience signature (the sorted matched keys among those a document uses). */
export const signatureKey = (signature: readonly string[]): string => signature.join(',');

/**
 * The ETag of one audience variant of a stored answer: the stored tag with a short hash of the signature
 * appended inside the quotes, so the revision stays readable (`"r<revision>-…"`) and each variant
 * revalidates only against itself.
 */
export function variantEtag(etag: string, signature: readonly string[]): string {
  const hash = createHash('sha256').update(signatureKey(signature)).digest('hex').slice(0, 12);
  return etag.endsWith('"') ? `${etag.slice(0, -1)}.a${hash}"` : `${etag}.a${hash}`;
}
