import type { FastifyInstance } from 'fastify';
import { opsRoute } from '../ops';
import type { AudienceRule } from '../../../../contract/generated/schema-types';
import { AppError, envelope } from '../../plugins/envelope';
import { recordAudit } from '../ops-audit';
import { publishes, requireOperator } from '../ops-operators';
import type { Db } from '../../db/database';
import { countAudience } from './audience-count.repository';
import { ruleProblem } from './audience-rules';
import { searchAudienceValues, unknownValueProblem } from './audience-values';
import { tailorLayout } from './audience-targets';
import { deleteAudience, findAudienceRow, insertAudience, listAudienceRows, updateAudience, type AudienceRow } from './audiences.repository';

export const AUDIENCE_MESSAGES = {
  publisherOnly: '只有发布者可以新建、修改或删除人群（人群规则的改动会立即影响线上页面）',
  notFound: '人群不存在',
  keyTaken: (key: string) => `标识「${key}」已被其他人群使用`,
  keyFixed: '人群标识创建后不能修改（页面和首页内容按标识引用人群）',
} as const;

const toApi = (row: AudienceRow) => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  rule: row.rule,
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedBy,
});

/** The rule's shape, then its values against the reference data; a refusal changes nothing. */
async function checkRule(db: Db, rule: AudienceRule): Promise<void> {
  const problem = ruleProblem(rule) ?? (await unknownValueProblem(db, rule));
  if (problem) throw new AppError(400, problem);
}

/** Writing an audience changes who sees live targeted content at once, so it is a publisher's step. */
function requireAudienceWriter(request: Parameters<typeof requireOperator>[0]) {
  const operator = requireOperator(request);
  if (!publishes(operator.role)) throw new AppError(403, AUDIENCE_MESSAGES.publisherOnly);
  return operator;
}

/**
 * Audiences in the operator console (人群): any operator lists them and previews a page as one; publishers
 * create, change and delete them (audited). Registered inside the /ops/api scope.
 */
export function opsAudienceRoutes(scope: FastifyInstance): void {
  const db = scope.db;

  opsRoute(scope, 'listOpsAudiences', async (request) => {
    requireOperator(request);
    return envelope({ list: (await listAudienceRows(db)).map(toApi) });
  });

  opsRoute(scope, 'createOpsAudience', async (request) => {
    const operator = requireAudienceWriter(request);
    const input = request.body;
    await checkRule(db, input.rule);
    const row = await insertAudience(db, { key: input.key, name: input.name.trim(), description: input.description ?? '', rule: input.rule }, operator.name);
    if (!row) throw new AppError(409, AUDIENCE_MESSAGES.keyTaken(input.key));
    scope.audiences.changed();
    await recordAudit(db, { operator, action: 'audience.create', target: `audience:${row.id}`, detail: toApi(row) });
    return envelope(toApi(row));
  });

  opsRoute(scope, 'updateOpsAudience', async (request) => {
    const operator = requireAudienceWriter(request);
    const input = request.body;
    await checkRule(db, input.rule);
    const before = await findAudienceRow(db, request.params.id);
    if (!before) throw new AppError(404, AUDIENCE_MESSAGES.notFound);
    if (before.key !== input.key) throw new AppError(400, AUDIENCE_MESSAGES.keyFixed);
    const row = await updateAudience(db, before.id, { name: input.name.trim(), description: input.description ?? '', rule: input.rule }, operator.name);
    if (!row) throw new AppError(404, AUDIENCE_MESSAGES.notFound);
    scope.audiences.changed();
    await recordAudit(db, { operator, action: 'audience.update', target: `audience:${row.id}`, detail: { before: toApi(before), after: toApi(row) } });
    return envelope(toApi(row));
  });

  opsRoute(scope, 'deleteOpsAudience', async (request) => {
    const operator = requireAudienceWriter(request);
    const row = await deleteAudience(db, request.params.id);
    if (!row) throw new AppError(404, AUDIENCE_MESSAGES.notFound);
    // Sections and items still naming the key are then shown to nobody (a missing audience never matches).
    scope.audiences.changed();
    await recordAudit(db, { operator, action: 'audience.delete', target: `audience:${row.id}`, detail: { before: toApi(row) } });
    return envelope(toApi(row));
  });

  // 按人群预览: the console's draft (saved or not) as a member of the audience receives it, or as an outsider
  // (a viewer in no targeted audience: what everyone else sees), for the canvas.
  opsRoute(scope, 'previewOpsAudience', async (request) => {
    requireOperator(request);
    const { document, audience, as = 'member' } = request.body;
    if (!(await scope.audiences.definitions()).some((row) => row.key === audience)) throw new AppError(404, AUDIENCE_MESSAGES.notFound);
    return envelope(tailorLayout(document, new Set(as === 'member' ? [audience] : [])));
  });

  // The rule form's choices: the profile form's reference data, searched by name.
  opsRoute(scope, 'listOpsAudienceValues', async (request) => {
    requireOperator(request);
    const { fact, q = '' } = request.query;
    return envelope({ list: await searchAudienceValues(db, fact, q) });
  });

  // How many doctors a rule (saved or not) takes in now; its values are checked first, like a save.
  opsRoute(scope, 'countOpsAudience', async (request) => {
    requireOperator(request);
    const { rule } = request.body;
    await checkRule(db, rule);
    return envelope(await countAudience(db, rule));
  });
}
