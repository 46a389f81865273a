import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/envelope';
import { IMAGE_PROXY_PATH } from '../../html/rich-html';
import { fetchImage, ImageProxyError, imageProxyPolicy, type ImageProxyPolicy } from './fetch-image';

/**
 * Test-only overrides of the proxy's network policy. They are passed in code to buildApp (server tests
 * fetch from a local HTTP server on 127.0.0.1); no environment variable reaches them, so production
 * always runs with the real DNS lookup and the public-address check.
 */
export type ImageProxyTestHooks = Partial<Omit<ImageProxyPolicy, 'allowedHosts'>>;

export interface ImageProxyOptions {
  /** IMAGE_PROXY_HOSTS: host or host:port entries. */
  allowedHosts: readonly string[];
  testHooks?: ImageProxyTestHooks;
}

/** Browsers and CDNs may keep a proxied image for a day; article images do not change in place. */
const CACHE_CONTROL = 'public, max-age=86400';
const MAX_URL_LENGTH = 2048;

/** GET /course/api/image-proxy?url=<encoded>: external article images (docs/product-rules.md#requests-and-responses), streamed back. */
export function imageProxyRoutes(app: FastifyInstance, options: ImageProxyOptions): void {
  const policy = imageProxyPolicy(options.allowedHosts, options.testHooks);

  app.get(
    IMAGE_PROXY_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['url'],
          additionalProperties: false,
          properties: { url: { type: 'string', minLength: 1, maxLength: MAX_URL_LENGTH } },
        },
      },
    },
    async (request, reply) => {
      const { url } = request.query as { url: string };
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
      try {
        const image = await fetchImage(url, policy, controller.signal);
        reply
          .header('content-type', image.contentType)
          .header('cache-control', CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          // Opened directly, the answer is inert: no scripts, no plugins, no same-origin access.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cross-origin-resource-policy', 'same-origin');
        if (Buffer.isBuffer(image.body)) {
          clearTimeout(timer);
          return reply.send(image.body);
        }
        if (image.contentLength !== undefined) reply.header('content-length', image.contentLength);
        image.body.once('close', () => clearTimeout(timer));
        return reply.send(image.body);
      } catch (error) {
        clearTimeout(timer);
        if (error instanceof ImageProxyError) {
          request.log.info({ url: url.slice(0, 200), status: error.statusCode }, 'image proxy refused: %s', error.message);
          throw new AppError(error.statusCode, error.message);
        }
        throw error;
      }
    },
  );
}
