import { useId, useState } from 'react';
import type { LayoutDocument, LayoutNode } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';
import { refusalText } from '../api/ops-refusal-text';
import type { OperatorRole, OpsNodeVisibilityChanged } from '../api/ops-types';
import { findNode, nodeLabel } from './outline-tree';
import { publishes } from '../operator-role';

export const KILL_SWITCH_TEXT = {
  heading: '线上紧急操作',
  hide: '立即隐藏此区块',
  show: '立即恢复显示此区块',
  confirmHide: (label: string) => `确定立即隐藏「${label}」吗？会马上发布一个新版本，打开着页面的手机几秒内也会看到。`,
  confirmShow: (label: string) => `确定立即恢复显示「${label}」吗？会马上发布一个新版本。`,
  confirm: '确定',
  cancel: '取消',
  liveHidden: '线上已隐藏此区块',
  liveShown: '线上正在显示此区块',
  notLive: '此区块不在线上版本中，发布后才能紧急隐藏',
  onlyPublisher: '只有发布者可以立即隐藏或恢复区块',
  loading: '正在读取线上版本…',
  doneHidden: (revision: number) => `已隐藏，线上为第 ${revision} 版`,
  doneShown: (revision: number) => `已恢复显示，线上为第 ${revision} 版`,
  draftCarried: (revision: number) => `；未发布的草稿已带上此修改，为第 ${revision} 版`,
} as const;

type LiveState = 'hidden' | 'shown' | 'absent';

export interface NodeKillSwitchProps {
  layoutId: string;
  node: LayoutNode;
  /** The revision the app serves; the switch acts on it, whatever the editor's draft holds. */
  publishedRevision: number;
  role: OperatorRole;
  onChanged(result: OpsNodeVisibilityChanged): void;
}

/**
 * The selected section's kill switch: hides it on the live page (or shows it again) in one step, without
 * saving or publishing the draft being edited. It reads the published revision to say what is live now.
 */
export function NodeKillSwitch({ layoutId, node, publishedRevision, role, onChanged }: NodeKillSwitchProps) {
  const id = useId();
  // What is live: the published revision (stored revisions never change, so a cached one will do).
  const published = opsEndpoints.useGetOpsLayoutRevisionQuery({ id: layoutId, revision: publishedRevision });
  // The switch's own answer until the editor has moved to the revision it published.
  const [applied, setApplied] = useState<{ revision: number; live: LiveState } | null>(null);
  const [setVisibility] = opsEndpoints.useSetOpsNodeVisibilityMutation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const label = nodeLabel(node);

  // A published revision passed the publish gate: it is a layout document.
  const found = published.currentData ? findNode(published.currentData.document as unknown as LayoutDocument, node.id) : undefined;
  const fromServer: LiveState | null = !published.currentData ? null : !found ? 'absent' : found.hidden ? 'hidden' : 'shown';
  const live = applied && applied.revision >= publishedRevision ? applied.live : fromServer;
  const shownMessage = message ?? (published.error ? refusalText(published.error) : null);

  const apply = async (hidden: boolean) => {
    setBusy(true);
    try {
      const result = await setVisibility({ id: layoutId, node: node.id, hidden }).unwrap();
      const done = hidden ? KILL_SWITCH_TEXT.doneHidden(result.published_revision) : KILL_SWITCH_TEXT.doneShown(result.published_revision);
      setMessage(result.draft_revision === null ? done : `${done}${KILL_SWITCH_TEXT.draftCarried(result.draft_revision)}`);
      setApplied({ revision: result.published_revision, live: hidden ? 'hidden' : 'shown' });
      onChanged(result);
    } catch (error) {
      setMessage(refusalText(error));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const hide = live !== 'hidden';
  const action = hide ? KILL_SWITCH_TEXT.hide : KILL_SWITCH_TEXT.show;
  return (
    <section className="ops-panel-section ops-kill-switch" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`}>{KILL_SWITCH_TEXT.heading}</h4>
      {live === null && !shownMessage && <p className="ops-hint">{KILL_SWITCH_TEXT.loading}</p>}
      {live === 'absent' && <p className="ops-hint">{KILL_SWITCH_TEXT.notLive}</p>}
      {(live === 'hidden' || live === 'shown') && (
        <>
          <p className="ops-hint">{live === 'hidden' ? KILL_SWITCH_TEXT.liveHidden : KILL_SWITCH_TEXT.liveShown}</p>
          {!confirming ? (
            <button
              type="button"
              className={hide ? 'ops-danger' : undefined}
              disabled={busy || !publishes(role)}
              title={!publishes(role) ? KILL_SWITCH_TEXT.onlyPublisher : undefined}
              onClick={() => setConfirming(true)}
            >
              {action}
            </button>
          ) : (
            <div role="alertdialog" aria-labelledby={`${id}-q`} className="ops-kill-switch__confirm">
              <p id={`${id}-q`}>{hide ? KILL_SWITCH_TEXT.confirmHide(label) : KILL_SWITCH_TEXT.confirmShow(label)}</p>
              <div className="ops-row-buttons">
                <button type="button" className={hide ? 'ops-danger' : 'ops-primary'} disabled={busy} onClick={() => void apply(hide)}>
                  {KILL_SWITCH_TEXT.confirm}
                </button>
                <button type="button" disabled={busy} onClick={() => setConfirming(false)}>
                  {KILL_SWITCH_TEXT.cancel}
                </button>
              </div>
            </div>
          )}
          {!publishes(role) && <p className="ops-hint">{KILL_SWITCH_TEXT.onlyPublisher}</p>}
        </>
      )}
      {shownMessage && (
        <p role="status" className="ops-status">
          {shownMessage}
        </p>
      )}
    </section>
  );
}
