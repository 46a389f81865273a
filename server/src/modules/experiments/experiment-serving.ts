import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializeEnvelope, type SerializedEnvelope } from '../../plugins/envelope';
import { createPayloadCache } from '../../plugins/payload-cache';
import { CACHE_CHANNELS } from '../../providers/cache-bus';
import { layoutAudienceKeys } from '../audiences';
import { layoutEtag, publicDocument } from '../layouts';
import { armFor, armLabel } from './assignment';
import { revisionDocument, runningExperiments, type ExperimentRow } from './experiments.repository';
import { replaceNode } from './node-variant';
import { viewerKey } from './viewer-key';

/** Same freshness as the layout cache: other processes' starts and stops show within this time. */
const EXPERIMENT_CACHE_TTL_MS = 5_000;

/** The header naming the arm a layout answer was served with ("e<id>:A|B"); the app puts it on its events. */
export const LAYOUT_ARM_HEADER = 'x-layout-arm';

export interface ServedLayout {
  id: string;
  revision: number;
  payload: SerializedEnvelope;
  etag: string;
  /** The document served, after the sections' time windows; the route still removes other audiences' nodes. */
  document: unknown;
  audienceKeys: string[];
}

/** What serve() adds inside a test: the arm label served and who it was assigned to (for the section token). */
export interface ServedArm {
  arm: string;
  viewer: string;
}

export interface ExperimentServing {
  /**
   * The answer for this viewer: the layout as is outside a test; inside one, arm A (the layout) or arm B
   * (its variant), with the arm header. Variants are cached by layout and arm, never by viewer.
   */
  serve(request: FastifyRequest, reply: FastifyReply, layout: ServedLayout): Promise<ServedLayout & Partial<ServedArm>>;
}

export function experimentServing(app: FastifyInstance, options: { secureCookies: boolean; key: Buffer }): ExperimentServing {
  const running = createPayloadCache<Map<string, ExperimentRow>>({
    name: 'experiments',
    ttlMs: EXPERIMENT_CACHE_TTL_MS,
    load: async () => new Map((await runningExperiments(app.db)).map((row) => [row.layoutId, row])),
  });
  // Key "<layout id>|<revision>|<experiment id>": the published revision B is built on is part of it.
  const variants = createPayloadCache<Omit<ServedLayout, 'id' | 'revision'> | null>({
    name: 'experiment-variants',
    ttlMs: EXPERIMENT_CACHE_TTL_MS,
    load: async (key) => {
      const [layoutId, revision, experimentId] = key.split('|');
      const experiment = (await running.get('all')).get(layoutId);
      if (!experiment || String(experiment.id) !== experimentId) return null;
      const base = await revisionDocument(app.db, layoutId, Number(revision));
      const document =
        experiment.kind === 'section' && experiment.nodeId
          ? replaceNode(base, experiment.nodeId, experiment.variantNode).document
          : experiment.variantRevision
            ? await revisionDocument(app.db, layoutId, experiment.variantRevision)
            : undefined;
      if (document === undefined) return null;
      // Arm B obeys the same time windows, hidden sections and HTML rules as the layout itself.
      const windowed = publicDocument(document, Date.now()).document;
      // The tag keeps the published revision (the app's live updates compare it) and hashes B's document.
      return {
        payload: serializeEnvelope(windowed),
        etag: layoutEtag(Number(revision), { arm: 'B', document: windowed }),
        document: windowed,
        audienceKeys: layoutAudienceKeys(windowed),
      };
    },
  });
  app.cacheBus.subscribe(CACHE_CHANNELS.layouts, () => {
    running.invalidate();
    variants.invalidate();
  });

  return {
    async serve(request, reply, layout) {
      const all = running.peek('all') ?? (await running.get('all'));
      const experiment = all.get(layout.id);
      if (!experiment) return layout;
      const viewer = viewerKey(request, reply, { secure: options.secureCookies, key: options.key });
      const arm = armFor(experiment.id, viewer, experiment.splitB);
      // Per viewer from here on: no shared cache may keep one viewer's arm for another.
      reply.header('cache-control', 'private, no-cache');
      const key = `${layout.id}|${layout.revision}|${experiment.id}`;
      const variant = arm === 'B' ? (variants.peek(key) ?? (await variants.get(key))) : null;
      // A variant that cannot be built (its revision is gone) serves A, and the events say so.
      const label = armLabel(experiment.id, variant ? 'B' : 'A');
      reply.header(LAYOUT_ARM_HEADER, label);
      return { ...layout, ...variant, arm: label, viewer };
    },
  };
}
