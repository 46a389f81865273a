import type { Db } from '../../db/database';
import { routeTable } from '../../../../contract/routes/route-table';
import { splitLayoutId } from '../../../../contract/routes/layout-page';
import { AppError } from '../../plugins/envelope';
import { recordAudit } from '../ops-audit';
import { findLayoutRow, findRevision, listLayoutsWithStatus, saveLayoutDraft, type LayoutWriter } from '../ops-layouts';
import { LANDING_BASE, landingTemplate, type LandingTemplate } from './landing-templates';
import { countVariants } from './page-copies.repository';

// New pages made from existing ones: a copy of a layout as another page's own (a channel's, a topic's or a
// landing page's), and a landing page (活动页) started from the blank or a template. Each is stored as an
// unpublished draft (revision 1) through the same write as the editor's saves, so it is audited and the
// optimistic check makes the id unique: a second create of the same id finds revision 1 there and is refused.

/** Landing pages are made by operators, each a stored layout with its history: a bound keeps that finite. */
export const MAX_LANDING_PAGES = 200;

export const PAGE_COPY_MESSAGES = {
  sourceNotFound: '要复制的页面不存在',
  targetNotAllowed: '只能复制为频道或专题还没有的专属页面，或一个新的活动页',
  targetExists: '这个页面已经存在，不能覆盖；请换一个',
  landingExists: '已有使用这个地址的活动页，请换一个地址',
  tooManyLanding: `活动页最多 ${MAX_LANDING_PAGES} 个，请先整理不再使用的活动页`,
  blankMissing: '空白活动页不存在，请先恢复「活动页」基础布局',
} as const;

export interface CreatedLayout {
  id: string;
  revision: number;
}

const landingFamily = routeTable.find((route) => route.variant?.layout === LANDING_BASE)?.variant;

function isLandingId(id: string): boolean {
  const { route, variant } = splitLayoutId(id);
  return route === LANDING_BASE && variant !== null && landingFamily?.only?.pattern.test(variant) === true;
}

async function ensureRoomForLanding(db: Db): Promise<void> {
  if ((await countVariants(db, LANDING_BASE)) >= MAX_LANDING_PAGES) throw new AppError(422, PAGE_COPY_MESSAGES.tooManyLanding);
}

/** Stores `document` as the new layout's first draft; refused when the id is taken meanwhile. */
async function storeNew(db: Db, writer: LayoutWriter, id: string, document: Record<string, unknown>, note: string, taken: string): Promise<CreatedLayout> {
  const saved = await saveLayoutDraft(db, writer, { id, document: { ...document, id }, baseRevision: 0, note });
  if ('conflict' in saved) throw new AppError(409, taken);
  return { id, revision: saved.revision };
}

/** The newest saved revision of `from` (its draft if any) as the new page `to`. */
export async function copyLayout(db: Db, writer: LayoutWriter, from: string, to: string): Promise<CreatedLayout> {
  const row = await findLayoutRow(db, from);
  const source = row ? await findRevision(db, from, row.currentRevision) : undefined;
  if (!source || !source.document || typeof source.document !== 'object') throw new AppError(404, PAGE_COPY_MESSAGES.sourceNotFound);
  if (await findLayoutRow(db, to)) throw new AppError(409, PAGE_COPY_MESSAGES.targetExists);
  if (isLandingId(to)) await ensureRoomForLanding(db);
  // A channel's or topic's own page: only for a channel or topic that has none yet (the list offers exactly those).
  else if (!(await listLayoutsWithStatus(db)).some((layout) => layout.id === to && !layout.stored))
    throw new AppError(422, PAGE_COPY_MESSAGES.targetNotAllowed);
  const created = await storeNew(
    db,
    writer,
    to,
    source.document as Record<string, unknown>,
    `复制自 ${from} 第 ${source.revision} 版`,
    PAGE_COPY_MESSAGES.targetExists,
  );
  await recordAudit(db, { operator: writer, action: 'layout.copy', target: `layout:${to}`, detail: { from, from_revision: source.revision } });
  return created;
}

/** Names the page: its title, the phone's page title (page-title), and for the blank also its header. */
function titled(document: Record<string, unknown>, title: string, template: LandingTemplate | 'blank'): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...document, title };
  const named = (node: Record<string, unknown>) => ({ ...node, props: { ...(node.props as Record<string, unknown> | undefined), title } });
  if (Array.isArray(copy.body))
    copy.body = (copy.body as Array<Record<string, unknown>>).map((node) =>
      node.widget === 'page-title' || (template === 'blank' && node.widget === 'detail-header') ? named(node) : node,
    );
  return copy;
}

/** A new landing page landing.<slug>, unpublished, from the stored blank (what operators made of it) or a template. */
export async function createLandingPage(
  db: Db,
  writer: LayoutWriter,
  input: { slug: string; title: string; template: LandingTemplate | 'blank' },
): Promise<CreatedLayout> {
  const id = `${LANDING_BASE}.${input.slug}`;
  if (await findLayoutRow(db, id)) throw new AppError(409, PAGE_COPY_MESSAGES.landingExists);
  await ensureRoomForLanding(db);
  let start: Record<string, unknown>;
  if (input.template === 'blank') {
    const base = await findLayoutRow(db, LANDING_BASE);
    const blank = base?.publishedRevision ? await findRevision(db, LANDING_BASE, base.publishedRevision) : undefined;
    if (!blank || !blank.document || typeof blank.document !== 'object') throw new AppError(422, PAGE_COPY_MESSAGES.blankMissing);
    start = blank.document as Record<string, unknown>;
  } else start = landingTemplate(input.template);
  const created = await storeNew(
    db,
    writer,
    id,
    titled(start, input.title.trim(), input.template),
    `新建活动页：${input.title.trim()}`,
    PAGE_COPY_MESSAGES.landingExists,
  );
  await recordAudit(db, {
    operator: writer,
    action: 'landing.create',
    target: `layout:${id}`,
    detail: { title: input.title.trim(), template: input.template },
  });
  return created;
}
