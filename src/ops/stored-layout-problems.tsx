import { useId } from 'react';
import { opsEndpoints } from './api/ops-endpoints';
import { refusalText } from './api/ops-refusal-text';
import type { StoredLayoutProblem } from './api/ops-types';
import { pageName } from './page-names';

export const STORED_TEXT = {
  heading: '已保存布局的问题',
  checking: '正在检查已保存的布局…',
  clean: (revisions: number) => `已检查 ${revisions} 个已保存的版本（草稿、已发布和历史版本），都符合当前组件。`,
  found: (revisions: number, problems: number) => `已检查 ${revisions} 个已保存的版本，发现 ${problems} 处问题：`,
  state: { published: '已发布', draft: '草稿', history: '历史版本' } satisfies Record<StoredLayoutProblem['state'], string>,
  // Page by name; the node id is for developers and shows on hover (title), as in the outline.
  where: (p: StoredLayoutProblem) => `${pageName(p.layout_id)} · 第 ${p.revision} 版（${STORED_TEXT.state[p.state]}）`,
} as const;

/**
 * Every stored revision (drafts, what doctors see, and rollback targets) checked against the current
 * widgets — what `npm run lint:layouts -- --db` reports, so a widget change that breaks a saved layout
 * shows here before anyone publishes or rolls back to it.
 */
export function StoredLayoutProblems({ onOpen }: { onOpen(layoutId: string): void }) {
  const id = useId();
  // Checked again whenever a layout is saved or published ('Widgets'), so a fixed draft drops off the list.
  const { data: result, error: refusal } = opsEndpoints.useListOpsStoredLayoutProblemsQuery();
  const error = refusal ? refusalText(refusal) : null;
  return (
    <section aria-labelledby={`${id}-h`} className={result && result.problems.length > 0 ? 'ops-conflict' : undefined}>
      <h3 id={`${id}-h`}>{STORED_TEXT.heading}</h3>
      {error && <p role="alert">{error}</p>}
      {!error && !result && <p>{STORED_TEXT.checking}</p>}
      {result && result.problems.length === 0 && <p>{STORED_TEXT.clean(result.revisions)}</p>}
      {result && result.problems.length > 0 && (
        <>
          <p>{STORED_TEXT.found(result.revisions, result.problems.length)}</p>
          <ul>
            {result.problems.map((problem, index) => (
              <li key={`${problem.layout_id}/${problem.revision}/${problem.path}/${index}`}>
                <button
                  type="button"
                  className="ops-link"
                  onClick={() => onOpen(problem.layout_id)}
                  title={problem.node_id ? `节点编号：${problem.node_id}` : undefined}
                >
                  {STORED_TEXT.where(problem)}
                </button>
                ：{problem.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
