import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { registerBodyParsers } from './plugins/body-parsers';
import { registerDatabase } from './plugins/database';
import { registerErrorMapping } from './plugins/envelope';
import { loggerOptions } from './plugins/logger';
import { registerSharedSchemas } from './plugins/schemas';
import { registerStaticFiles } from './plugins/static-files';
import { channelRoutes } from './modules/channels/channels.routes';
import { gateRoutes } from './modules/gates/gates.routes';
import { courseRoutes } from './modules/courses/courses.routes';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { layoutRoutes } from './modules/layouts/layouts.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { videoProvider } from './providers/video/video-providers';
import { articleRoutes } from './modules/articles/articles.routes';
import { imageProxyRoutes, type ImageProxyTestHooks } from './modules/image-proxy/image-proxy.routes';
import { activityRoutes } from './modules/activities/activities.routes';
import { downloadRoutes } from './modules/downloads/downloads.routes';
import { meetingRoutes } from './modules/meetings/meetings.routes';
import { shortVideoRoutes } from './modules/short-videos/short-videos.routes';
import { topicRoutes } from './modules/topics/topics.routes';

export interface BuildAppOptions {
  database: Database;
  config: AppConfig;
  /** false: no logging (tests); a stream: JSON log lines go there (tests that read the log). */
  logger?: boolean | { stream?: DestinationStream; level?: string };
  /** Tests only: the image proxy's resolver/address check (never set from the environment). */
  imageProxyTestHooks?: ImageProxyTestHooks;
}

/** Largest JSON body accepted (layout documents are the biggest: tens of KB). */
const BODY_LIMIT = 1024 * 1024;

/** Assembles the server in one visible order: infrastructure first, then the domain modules. */
export async function buildApp({ database, config, logger = true, imageProxyTestHooks }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : loggerOptions({ level: config.LOG_LEVEL, ...(logger === true ? {} : logger) }),
    bodyLimit: BODY_LIMIT,
    ajv: {
      customOptions: {
        // ?page=2 arrives as a string; coercion makes it validate (and reach handlers) as an integer.
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: true,
        allErrors: false,
        // value.json allows several primitive types in one `type` array.
        allowUnionTypes: true,
      },
    },
  });

  // Infrastructure.
  registerErrorMapping(app);
  registerBodyParsers(app);
  registerSharedSchemas(app);
  registerDatabase(app, database);
  await registerStaticFiles(app, { mediaDir: join(config.DATA_DIR, 'media'), clientDir: config.clientDir });

  // Domain modules.
  healthRoutes(app);
  homeRoutes(app);
  channelRoutes(app);
  courseRoutes(app);
  layoutRoutes(app, { adminToken: config.LAYOUT_ADMIN_TOKEN });
  gateRoutes(app, { secret: config.CONTENT_PASS_SECRET });
  mediaRoutes(app, { videos: videoProvider(app, config) });
  articleRoutes(app);
  imageProxyRoutes(app, { allowedHosts: config.IMAGE_PROXY_HOSTS, testHooks: imageProxyTestHooks });
  shortVideoRoutes(app);
  downloadRoutes(app);
  activityRoutes(app);
  meetingRoutes(app);
  topicRoutes(app);

  return app;
}
