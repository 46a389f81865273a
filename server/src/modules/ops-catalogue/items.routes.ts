import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelope, AppError } from '../../plugins/envelope';
import { ARTICLE_CACHE_CHANNEL } from '../articles';
import { opsRoute } from '../ops';
import { recordAudit } from '../ops-audit';
import { publishes, requireDirectPublisher, requireOperator } from '../ops-operators';
import { SEARCH_CACHE_CHANNEL } from '../search';
import type { LiveStreamProvider } from '../../providers/live-stream/live-stream-provider';
import type { FileStorage } from '../../providers/storage/file-storage';
import { fetchImageBytes, type ImageProxyPolicy } from '../image-proxy';
import { uploadImage, type MediaLimits } from '../ops-media';
import type { ItemKind } from './item-kind';
import { ITEM_PREVIEW_KINDS, ITEM_PREVIEW_PARAM } from '../../../../contract/request/item-preview';
import { createItemCategory } from './item-categories';
import { IMPORT_WORKBOOK_MAX_BYTES } from '../../../../contract/forms/import-workbook';
import { itemOptions } from './item-options';
import { PREVIEW_TTL_S, previewToken } from './item-preview';
import { withLibraryImages } from './pasted-images';
import { ITEM_MESSAGES } from './item-messages';
import { itemKind } from './item-kinds';
import { bulkMove, bulkPublish, bulkTakeDown } from './items-bulk';
import { importItems } from './items-import';
import { listItems } from './items-list';
import { listItemVersions } from './items.repository';
import { liveStreamAddresses } from './live-stream-addresses';
import { LIVE_MESSAGES } from './live-messages';
import { meetingApplications } from './meeting-applications';
import {
  createItem,
  discardItemDraft,
  getItem,
  previewScreenPath,
  publishItem,
  restoreItemVersion,
  saveItem,
  takeDownItem,
  titleOf,
  type ItemEffects,
} from './items.service';

function requireItemPublisher(request: FastifyRequest, refusal: string = ITEM_MESSAGES.publisherOnly) {
  const operator = requireOperator(request);
  if (!publishes(operator.role)) throw new AppError(403, refusal);
  return operator;
}

/**
 * Doctors see a publish or take-down at once: every process drops its cached article rows and detail
 * parts, search answers and home payloads (which list content), through the cache bus.
 */
export function itemEffectsOf(app: FastifyInstance): ItemEffects {
  return () => {
    app.cacheBus.publish(ARTICLE_CACHE_CHANNEL);
    app.cacheBus.publish(SEARCH_CACHE_CHANNEL);
    app.invalidateHome();
  };
}

export interface OpsItemRoutesOptions {
  /** Where pasted pictures are kept (the media library's storage and limits). */
  storage: FileStorage;
  limits: MediaLimits;
  /** How pasted pictures may be fetched: the image proxy's policy (IMAGE_PROXY_HOSTS). */
  imagePolicy: ImageProxyPolicy;
  /** A live's push and play addresses (LIVE_STREAM_PROVIDER). */
  streams: LiveStreamProvider;
  /** OPS_REVIEW_REQUIRED: editors submit for review; off, an editor may publish an item they saved last. */
  reviewRequired: boolean;
}

/**
 * An import's body: a workbook of IMPORT_WORKBOOK_MAX_BYTES in base64 (4/3 of it) with room for the rest of
 * the JSON; CSV and JSON texts get the same room (the server's default of 1 MB held about 3,000 rows of CSV).
 */
const IMPORT_BODY_LIMIT = Math.ceil((IMPORT_WORKBOOK_MAX_BYTES * 4) / 3) + 1024 * 1024;

/** The content back office: every kind's items, drafts, publishing, take-down, history, bulk actions and import. */
export function opsItemRoutes(scope: FastifyInstance, options: OpsItemRoutesOptions): void {
  const db = scope.db;
  const changed = itemEffectsOf(scope);
  /** The fields with pasted pictures in the library (see pasted-images.ts); failures keep their address. */
  const withImages = async (request: FastifyRequest, kind: ItemKind, fields: unknown) => {
    const operator = requireOperator(request);
    const store = {
      bring: async (url: string) => {
        const bytes = await fetchImageBytes(url, options.imagePolicy);
        const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || 'pasted-image';
        return (await uploadImage(db, options.storage, options.limits, { operator, fileName, bytes })).url;
      },
    };
    const brought = await withLibraryImages(fields, kind.richTextFields ?? [], store);
    if (brought.failed.length > 0) request.log.info({ failed: brought.failed.slice(0, 5) }, 'pasted pictures kept at their address');
    return brought.input;
  };

  opsRoute(scope, 'listOpsItems', async (request) => envelope(await listItems(db, itemKind(request.params.kind), request.query)));

  opsRoute(scope, 'createOpsItem', async (request) => {
    const kind = itemKind(request.params.kind);
    return envelope(await createItem(db, kind, await withImages(request, kind, request.body.fields), requireOperator(request)));
  });

  opsRoute(scope, 'getOpsItem', async (request) => envelope(await getItem(db, itemKind(request.params.kind), request.params.id)));

  opsRoute(scope, 'saveOpsItem', async (request) => {
    const kind = itemKind(request.params.kind);
    return envelope(await saveItem(db, kind, request.params.id, await withImages(request, kind, request.body.fields), requireOperator(request)));
  });

  opsRoute(scope, 'discardOpsItemDraft', async (request) =>
    envelope(await discardItemDraft(db, itemKind(request.params.kind), request.params.id, requireOperator(request))),
  );

  opsRoute(scope, 'publishOpsItem', async (request) => {
    const kind = itemKind(request.params.kind);
    const operator = await requireDirectPublisher(request, {
      reviewRequired: options.reviewRequired,
      author: async () => (await getItem(db, kind, request.params.id)).updated_by,
    });
    await publishItem(db, kind, request.params.id, operator);
    changed();
    return envelope(await getItem(db, kind, request.params.id));
  });

  opsRoute(scope, 'setOpsItemOffline', async (request) => {
    const operator = requireItemPublisher(request);
    const kind = itemKind(request.params.kind);
    await takeDownItem(db, kind, request.params.id, operator);
    changed();
    return envelope(await getItem(db, kind, request.params.id));
  });

  opsRoute(scope, 'listOpsItemVersions', async (request) => {
    const kind = itemKind(request.params.kind);
    await getItem(db, kind, request.params.id);
    const versions = await listItemVersions(db, kind.name, request.params.id);
    return envelope({
      list: versions.map((v) => ({
        version: v.version,
        action: v.action as 'publish' | 'import' | 'restore',
        title: titleOf(v.fields),
        created_at: v.createdAt.toISOString(),
        created_by: v.createdBy,
      })),
    });
  });

  opsRoute(scope, 'rollbackOpsItem', async (request) =>
    envelope(await restoreItemVersion(db, itemKind(request.params.kind), request.params.id, request.params.version, requireOperator(request))),
  );

  opsRoute(scope, 'publishOpsItems', async (request) => {
    const kind = itemKind(request.params.kind);
    const result = await bulkPublish(db, kind, request.body.ids, requireItemPublisher(request));
    if (result.done.length > 0) changed();
    return envelope(result);
  });

  opsRoute(scope, 'setOpsItemsOffline', async (request) => {
    const kind = itemKind(request.params.kind);
    const result = await bulkTakeDown(db, kind, request.body.ids, requireItemPublisher(request));
    if (result.done.length > 0) changed();
    return envelope(result);
  });

  opsRoute(scope, 'moveOpsItems', async (request) => {
    const kind = itemKind(request.params.kind);
    return envelope(await bulkMove(db, kind, request.body.ids, request.body.column_id ?? null, requireOperator(request)));
  });

  opsRoute(
    scope,
    'createOpsItemImport',
    async (request) => {
      const kind = itemKind(request.params.kind);
      const operator = request.body.publish && !request.body.dry_run ? requireItemPublisher(request) : requireOperator(request);
      const report = await importItems(db, kind, request.body, operator);
      if (!report.dry_run && report.problems.length === 0 && request.body.publish) changed();
      return envelope(report);
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  // Sign-ups carry doctors' names and mobile numbers: publishers only, and every look is in the audit log.
  opsRoute(scope, 'listOpsMeetingApplications', async (request) => {
    const operator = requireItemPublisher(request);
    const answer = await meetingApplications(db, request.params.id, request.query.format);
    await recordAudit(db, {
      operator,
      action: 'item.applications',
      target: `meeting:${request.params.id}`,
      detail: { format: request.query.format ?? 'json' },
    });
    return envelope(answer);
  });

  // The push address lets anyone broadcast as the live: publishers only, and every fetch is in the audit log.
  opsRoute(scope, 'createOpsLiveStreamAddresses', async (request) => {
    const operator = requireItemPublisher(request, LIVE_MESSAGES.pushPublisherOnly);
    const { id } = request.params;
    const { title, answer } = await liveStreamAddresses(db, options.streams, id, new Date());
    await recordAudit(db, {
      operator,
      action: 'item.stream',
      target: `live:${id} ${title}`.trim(),
      detail: { stream: answer.stream_name, provider: answer.provider },
    });
    return envelope(answer);
  });

  opsRoute(scope, 'createOpsItemPreview', async (request) => {
    requireOperator(request);
    const kind = itemKind(request.params.kind);
    const secret = scope.contentPassSecret;
    if (!ITEM_PREVIEW_KINDS.has(kind.name) || !secret) throw new AppError(400, ITEM_MESSAGES.noPreview);
    const screen = await previewScreenPath(db, kind, request.params.id);
    const expiresAt = new Date(Date.now() + PREVIEW_TTL_S * 1000);
    const token = previewToken(secret, kind.name, request.params.id, expiresAt);
    const path = `${screen}?${ITEM_PREVIEW_PARAM}=${encodeURIComponent(token)}`;
    return envelope({ path, expires_at: expiresAt.toISOString() });
  });

  opsRoute(scope, 'listOpsItemOptions', async (request) => envelope(await itemOptions(db, request.query)));

  opsRoute(scope, 'createOpsItemCategory', async (request) => {
    const created = await createItemCategory(db, request.body, requireItemPublisher(request, ITEM_MESSAGES.categoryPublisherOnly));
    // The app lists categories as tabs: a new one shows there at once.
    changed();
    return envelope(created);
  });
}
