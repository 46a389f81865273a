import type { FastifyInstance } from 'fastify';
import { AppError, envelope } from '../../plugins/envelope';
import { opsRoute } from '../ops';
import { recordAudit } from '../ops-audit';
import { requireOperator } from '../ops-operators';
import { normalSynonym } from './medical-synonyms';
import { SEARCH_CACHE_CHANNEL } from './search-answers';
import { countSynonymGroups, deleteSynonymGroup, insertSynonymGroup, selectSynonymGroups } from './search-synonyms.repository';

/** How many groups the list may hold: every search reads the whole index, so it stays small. */
export const MAX_SYNONYM_GROUPS = 2_000;

export const SYNONYM_MESSAGES = {
  tooFew: '请至少填写两个不同的名称',
  taken: (name: string, other: string) => `“${name}”已在同义词组“${other}”中`,
  full: (limit: number) => `同义词最多 ${limit} 组，请先删除不用的`,
  missing: '该同义词组不存在或已删除',
} as const;

const answerOf = (row: { id: number; names: string[]; createdBy: string; createdAt: Date }) => ({
  id: row.id,
  names: row.names,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
});

/**
 * 搜索同义词 in the console: any operator lists, adds and removes groups, like the other content settings
 * (hot words). An edit marks every process's synonym index changed and drops the cached search answers, so
 * the next search on any process uses it; each edit is in the audit log.
 */
export function opsSearchSynonymRoutes(scope: FastifyInstance): void {
  const db = scope.db;
  const changed = async () => {
    await scope.searchSynonyms.changed();
    await scope.cacheBus.publish(SEARCH_CACHE_CHANNEL);
  };

  opsRoute(scope, 'listOpsSearchSynonyms', async (request) => {
    requireOperator(request);
    return envelope({ list: (await selectSynonymGroups(db)).map(answerOf), limit: MAX_SYNONYM_GROUPS });
  });

  opsRoute(scope, 'createOpsSearchSynonym', async (request) => {
    const operator = requireOperator(request);
    // Names as typed (spaces trimmed), one per normal form: 'COPD' and 'copd' are one name.
    const names: string[] = [];
    const seen = new Set<string>();
    for (const raw of request.body.names) {
      const name = raw.trim().replace(/\s+/g, ' ');
      const normal = normalSynonym(name);
      if (!normal || seen.has(normal)) continue;
      seen.add(normal);
      names.push(name);
    }
    if (names.length < 2) throw new AppError(422, SYNONYM_MESSAGES.tooFew);
    const groups = await selectSynonymGroups(db);
    for (const group of groups) {
      const clash = group.names.find((name) => seen.has(normalSynonym(name)));
      if (clash !== undefined) throw new AppError(422, SYNONYM_MESSAGES.taken(clash, group.names.join('、')));
    }
    if ((await countSynonymGroups(db)) >= MAX_SYNONYM_GROUPS) throw new AppError(409, SYNONYM_MESSAGES.full(MAX_SYNONYM_GROUPS));
    const row = await insertSynonymGroup(db, names, operator.name);
    await changed();
    await recordAudit(db, { operator, action: 'search.synonym-add', target: `search-synonym:${names.join('、')}` });
    return envelope(answerOf(row));
  });

  opsRoute(scope, 'deleteOpsSearchSynonym', async (request) => {
    const operator = requireOperator(request);
    const row = await deleteSynonymGroup(db, request.params.id);
    if (!row) throw new AppError(404, SYNONYM_MESSAGES.missing);
    await changed();
    await recordAudit(db, { operator, action: 'search.synonym-delete', target: `search-synonym:${row.names.join('、')}` });
    return envelope({ id: row.id });
  });
}
