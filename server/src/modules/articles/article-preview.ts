import type { FastifyRequest } from 'fastify';
import type { ArticleRow } from './articles.repository';

/**
 * An article's draft as its detail screen would show it once published, for a request that carries a
 * valid preview link (the back office signs them: modules/ops-catalogue/item-preview.ts). app.ts sets it,
 * so this module does not depend on the back office.
 */
export type ArticlePreview = (request: FastifyRequest, id: number) => Promise<ArticleRow | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Undefined: drafts are never shown (no back office in this app). */
    articlePreview?: ArticlePreview;
  }
}
