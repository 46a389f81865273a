import { useId, useState } from 'react';
import { refusalText } from '../api/ops-refusal-text';
import { askToConfirm } from '../confirm-dialog';
import { formatTime } from '../format-time';
import { SchedulePublish } from '../schedules/schedule-publish';
import { describeChange, describeRevision } from './content-changes';
import { contentEndpoints } from './content-endpoints';
import { contentFields, type ContentKindDefinition } from './content-kinds';

/** The first revision of each kind is the content that was live before drafts existed; the server writes it as 'system'. */
const PUBLISHING_AUTHOR_SYSTEM = '系统初始版本';

export const PUBLISH_TEXT = {
  pending: '待发布',
  pendingBy: (who: string, when: string) => `${who} 于 ${when} 修改，应用仍显示已发布的内容`,
  publish: '发布',
  discard: '放弃修改',
  waitForPublisher: '编辑的修改需要发布者发布后才会在 App 中显示',
  published: (revision: number) => `已发布（版本 ${revision}）`,
  discarded: '已放弃未发布的修改',
  confirmPublish: {
    title: '发布首页内容',
    message: (title: string) => `确定发布「${title}」的修改吗？发布后 App 将立即显示这些内容。`,
    confirm: '发布',
    cancel: '取消',
  },
  confirmDiscard: {
    title: '放弃修改',
    message: (title: string) => `确定放弃「${title}」所有未发布的修改吗？此操作不能撤销。`,
    confirm: '放弃修改',
    cancel: '取消',
  },
  history: '发布历史',
  revision: '版本',
  action: '操作',
  by: '操作人',
  at: '时间',
  live: '当前线上',
  rollback: '回滚到此版本',
  rolledBack: (revision: number) => `已回滚（新版本 ${revision}）`,
  confirmRollback: {
    title: '回滚首页内容',
    message: (title: string, revision: number) => `确定把「${title}」回滚到版本 ${revision} 吗？App 将立即显示该版本的内容。`,
    confirm: '回滚',
    cancel: '取消',
  },
  noHistory: '暂无发布记录',
} as const;

/**
 * The kind's pending changes (待发布) with publish and discard, and its history with rollback. Editors see
 * the changes; publish and rollback are offered to publishers only (the server refuses them to editors too).
 */
export function ContentPublishing({
  definition,
  canPublish,
  onChanged,
}: {
  definition: ContentKindDefinition;
  canPublish: boolean;
  onChanged(message: string): void;
}) {
  const id = useId();
  // The kind's draft and history come from the console's cache: a save, publish, discard or rollback
  // anywhere invalidates them (tags/content-tags.ts), so they are never stale copies.
  const endpoints = contentEndpoints(definition.kind);
  const draftQuery = endpoints.useDraft();
  const revisionsQuery = endpoints.useRevisions();
  const [publish] = endpoints.usePublish();
  const [discard] = endpoints.useDiscard();
  const [rollback] = endpoints.useRollback();
  const draft = draftQuery.data ?? null;
  const revisions = revisionsQuery.data?.list ?? [];
  const [problem, setProblem] = useState<string | null>(null);
  const loadProblem = draftQuery.error ?? revisionsQuery.error;
  const shownProblem = problem ?? (loadProblem ? refusalText(loadProblem) : null);
  const act = async (question: { title: string; message: string; confirm: string; cancel: string; destructive?: boolean }, work: () => Promise<string>) => {
    const confirmed = await askToConfirm({
      title: question.title,
      message: question.message,
      confirmText: question.confirm,
      cancelText: question.cancel,
      destructive: question.destructive,
    });
    if (!confirmed) return;
    try {
      setProblem(null);
      onChanged(await work());
    } catch (error) {
      setProblem(refusalText(error));
    }
  };
  const fields = contentFields(definition);
  return (
    <>
      {shownProblem && (
        <p role="alert" className="ops-field__error">
          {shownProblem}
        </p>
      )}
      {draft?.pending && (
        <section aria-labelledby={`${id}-pending`} className="ops-content-pending">
          <h4 id={`${id}-pending`}>
            <span className="ops-badge">{PUBLISH_TEXT.pending}</span>
          </h4>
          <p className="ops-hint">{PUBLISH_TEXT.pendingBy(draft.updated_by ?? '', formatTime(draft.updated_at))}</p>
          <ul>
            {draft.changes.map((change, index) => (
              <li key={index}>{describeChange(change, fields)}</li>
            ))}
          </ul>
          <div className="ops-row-buttons">
            {canPublish ? (
              <button
                type="button"
                className="ops-primary"
                onClick={() =>
                  void act({ ...PUBLISH_TEXT.confirmPublish, message: PUBLISH_TEXT.confirmPublish.message(definition.title) }, async () =>
                    PUBLISH_TEXT.published((await publish().unwrap()).revision),
                  )
                }
              >
                {PUBLISH_TEXT.publish}
              </button>
            ) : null}
            {canPublish ? (
              <SchedulePublish target={{ target_type: 'content', target: definition.kind }} onScheduled={onChanged} />
            ) : (
              <p className="ops-note">{PUBLISH_TEXT.waitForPublisher}</p>
            )}
            <button
              type="button"
              onClick={() =>
                void act({ ...PUBLISH_TEXT.confirmDiscard, message: PUBLISH_TEXT.confirmDiscard.message(definition.title), destructive: true }, async () => {
                  await discard().unwrap();
                  return PUBLISH_TEXT.discarded;
                })
              }
            >
              {PUBLISH_TEXT.discard}
            </button>
          </div>
        </section>
      )}
      <section aria-labelledby={`${id}-history`}>
        <h4 id={`${id}-history`}>{PUBLISH_TEXT.history}</h4>
        {revisions.length === 0 ? (
          <p className="ops-hint">{PUBLISH_TEXT.noHistory}</p>
        ) : (
          <table className="ops-table" aria-label={PUBLISH_TEXT.history}>
            <thead>
              <tr>
                <th scope="col">{PUBLISH_TEXT.revision}</th>
                <th scope="col">{PUBLISH_TEXT.action}</th>
                <th scope="col">{PUBLISH_TEXT.by}</th>
                <th scope="col">{PUBLISH_TEXT.at}</th>
                <th scope="col">{PUBLISH_TEXT.action}</th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => (
                <tr key={revision.revision}>
                  <td>{revision.revision}</td>
                  <td>{describeRevision(revision)}</td>
                  <td>{revision.created_by === 'system' ? PUBLISHING_AUTHOR_SYSTEM : revision.created_by}</td>
                  <td>{formatTime(revision.created_at)}</td>
                  <td>
                    {revision.live ? (
                      <span className="ops-badge">{PUBLISH_TEXT.live}</span>
                    ) : (
                      canPublish && (
                        <button
                          type="button"
                          aria-label={`${PUBLISH_TEXT.rollback} ${revision.revision}`}
                          onClick={() =>
                            void act(
                              {
                                ...PUBLISH_TEXT.confirmRollback,
                                message: PUBLISH_TEXT.confirmRollback.message(definition.title, revision.revision),
                                destructive: true,
                              },
                              async () => PUBLISH_TEXT.rolledBack((await rollback({ revision: revision.revision }).unwrap()).revision),
                            )
                          }
                        >
                          {PUBLISH_TEXT.rollback}
                        </button>
                      )
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
