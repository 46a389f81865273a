import { useState } from 'react';
import { moderationApi } from '../api/tags/moderation-tags';
import { refusalText } from '../api/ops-refusal-text';
import type { OpsModerationText } from '../api/ops-types';
import { askToConfirm } from '../confirm-dialog';
import { formatTime } from '../format-time';
import { MODERATION_TEXT } from './moderation-text';

type TextAction = 'approve' | 'hide' | 'delete' | 'restore' | 'dismiss';

/** The decisions a text's state allows; deleting for good is the publisher's. */
function actionsFor(row: OpsModerationText, publisher: boolean): TextAction[] {
  const byState: Record<OpsModerationText['state'], TextAction[]> = {
    held: ['approve', 'hide', 'delete'],
    visible: ['hide', 'delete', ...(row.reports > 0 ? (['dismiss'] as const) : [])],
    hidden: ['restore', 'delete'],
    deleted: [],
  };
  return byState[row.state].filter((action) => publisher || action !== 'delete');
}

export function TextTable({ caption, rows, publisher }: { caption: string; rows: OpsModerationText[]; publisher: boolean }) {
  return (
    <table className="ops-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{MODERATION_TEXT.columns.author}</th>
          <th scope="col">{MODERATION_TEXT.columns.content}</th>
          <th scope="col">{MODERATION_TEXT.columns.where}</th>
          <th scope="col">{MODERATION_TEXT.columns.time}</th>
          <th scope="col">{MODERATION_TEXT.columns.state}</th>
          <th scope="col">{MODERATION_TEXT.columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={6} className="ops-hint">
              {MODERATION_TEXT.empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => <TextRow key={`${row.kind}:${row.id}`} row={row} publisher={publisher} />)
        )}
      </tbody>
    </table>
  );
}

function TextRow({ row, publisher }: { row: OpsModerationText; publisher: boolean }) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(1);
  const [moderate, moderation] = moderationApi.endpoints.moderateOpsText.useMutation();
  const [mute, muting] = moderationApi.endpoints.setOpsUserMute.useMutation();
  const problem = moderation.error ?? muting.error;
  const label = `${row.user_name}：${row.content.slice(0, 20)}`;

  const decide = async (action: TextAction) => {
    if (action === 'delete') {
      const sure = await askToConfirm({
        title: MODERATION_TEXT.delete,
        message: MODERATION_TEXT.confirmDelete,
        confirmText: MODERATION_TEXT.delete,
        cancelText: '取消',
        destructive: true,
      });
      if (!sure) return;
    }
    void moderate({ kind: row.kind, id: row.id, action, reason: reason.trim() });
  };
  const setMute = async (action: 'mute' | 'ban' | 'lift') => {
    if (action === 'ban') {
      const sure = await askToConfirm({
        title: MODERATION_TEXT.ban,
        message: MODERATION_TEXT.confirmBan,
        confirmText: MODERATION_TEXT.ban,
        cancelText: '取消',
        destructive: true,
      });
      if (!sure) return;
    }
    void mute({ user_id: row.user_id, action, ...(action === 'mute' ? { days } : {}), reason: reason.trim() });
  };

  const actions = actionsFor(row, publisher);
  return (
    <tr data-testid={`moderation-row-${row.kind}-${row.id}`}>
      <td>
        {row.user_name} <span className="ops-hint">#{row.user_id}</span>
        {row.banned && <div className="ops-hint">{MODERATION_TEXT.banned}</div>}
        {row.muted_until && <div className="ops-hint">{MODERATION_TEXT.mutedUntil(formatTime(row.muted_until))}</div>}
      </td>
      <td>
        {/* Plain text: React escapes it. */}
        {row.content}
        {row.reason && <div className="ops-hint">{`${MODERATION_TEXT.reason}：${row.reason}`}</div>}
      </td>
      <td>
        {MODERATION_TEXT.kinds[row.kind]}
        {row.is_reply ? `（${MODERATION_TEXT.reply}）` : ''} · {MODERATION_TEXT.targets[row.target_type] ?? ''} #{row.target_id}
      </td>
      <td>{formatTime(row.created_at)}</td>
      <td>
        {MODERATION_TEXT.states[row.state]}
        {row.reports > 0 && <div>{MODERATION_TEXT.reports(row.reports)}</div>}
      </td>
      <td>
        {problem && <p role="alert">{refusalText(problem)}</p>}
        {(actions.length > 0 || publisher) && (
          <input
            aria-label={`${MODERATION_TEXT.reason}（${label}）`}
            placeholder={MODERATION_TEXT.reasonPlaceholder}
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
        {actions.map((action) => (
          <button key={action} type="button" aria-label={`${MODERATION_TEXT[action]}：${label}`} onClick={() => void decide(action)}>
            {MODERATION_TEXT[action]}
          </button>
        ))}
        {publisher && (
          <span className="ops-moderation__user">
            <select aria-label={`${MODERATION_TEXT.muteDays}（${row.user_name}）`} value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {Object.entries(MODERATION_TEXT.days).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
            <button type="button" onClick={() => void setMute('mute')}>
              {MODERATION_TEXT.mute}
            </button>
            <button type="button" onClick={() => void setMute('ban')}>
              {MODERATION_TEXT.ban}
            </button>
            {(row.muted_until || row.banned) && (
              <button type="button" onClick={() => void setMute('lift')}>
                {MODERATION_TEXT.lift}
              </button>
            )}
          </span>
        )}
      </td>
    </tr>
  );
}
