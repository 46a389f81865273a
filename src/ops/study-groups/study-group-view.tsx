import { useId, useState } from 'react';
import { studyGroupApi } from '../api/tags/study-group-tags';
import { refusalText } from '../api/ops-refusal-text';
import type { OpsStudyGroupApplication } from '../api/ops-types';
import { askToConfirm } from '../confirm-dialog';
import { formatTime } from '../format-time';
import { STUDY_GROUP_TEXT } from './study-group-text';

type StateFilter = keyof typeof STUDY_GROUP_TEXT.states;
const PAGE_SIZE = 20;

/** 学习小组: applications to join a study group, pending first; any operator approves or declines. */
export function StudyGroupView() {
  const id = useId();
  const [state, setState] = useState<StateFilter>('pending');
  const [page, setPage] = useState(1);
  const { data, error } = studyGroupApi.endpoints.listOpsStudyGroupApplications.useQuery({ state, page, pageSize: PAGE_SIZE });
  return (
    <section aria-label={STUDY_GROUP_TEXT.heading}>
      <h2>{STUDY_GROUP_TEXT.heading}</h2>
      <p className="ops-hint">{STUDY_GROUP_TEXT.hint}</p>
      <p>
        <label htmlFor={`${id}-state`}>{STUDY_GROUP_TEXT.state}</label>{' '}
        <select
          id={`${id}-state`}
          value={state}
          onChange={(event) => {
            setState(event.target.value as StateFilter);
            setPage(1);
          }}
        >
          {(Object.keys(STUDY_GROUP_TEXT.states) as StateFilter[]).map((value) => (
            <option key={value} value={value}>
              {STUDY_GROUP_TEXT.states[value]}
            </option>
          ))}
        </select>
      </p>
      {error && <p role="alert">{refusalText(error) || STUDY_GROUP_TEXT.failed}</p>}
      {data && (
        <>
          <ApplicationTable caption={STUDY_GROUP_TEXT.caption(STUDY_GROUP_TEXT.states[state])} rows={data.list} />
          {data.total > PAGE_SIZE && (
            <p className="ops-pager">
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {STUDY_GROUP_TEXT.previous}
              </button>
              <span>{STUDY_GROUP_TEXT.page(page, data.total)}</span>
              <button type="button" disabled={page * PAGE_SIZE >= data.total} onClick={() => setPage(page + 1)}>
                {STUDY_GROUP_TEXT.next}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ApplicationTable({ caption, rows }: { caption: string; rows: OpsStudyGroupApplication[] }) {
  const columns = STUDY_GROUP_TEXT.columns;
  return (
    <table className="ops-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.group}</th>
          <th scope="col">{columns.doctor}</th>
          <th scope="col">{columns.note}</th>
          <th scope="col">{columns.time}</th>
          <th scope="col">{columns.state}</th>
          <th scope="col">{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={6} className="ops-hint">
              {STUDY_GROUP_TEXT.empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => <ApplicationRow key={row.id} row={row} />)
        )}
      </tbody>
    </table>
  );
}

/** Who decided, in words: an operator in the console or the group's leader on the phone. */
function decidedByText(decidedBy: string | null): string {
  if (!decidedBy) return '';
  return decidedBy.startsWith('leader:') ? STUDY_GROUP_TEXT.decidedBy.leader : STUDY_GROUP_TEXT.decidedBy.operator;
}

function ApplicationRow({ row }: { row: OpsStudyGroupApplication }) {
  const [decide, decision] = studyGroupApi.endpoints.decideOpsStudyGroupApplication.useMutation();
  const label = `${row.user_name || row.mobile}：${row.group_title}`;
  const run = async (action: 'approve' | 'decline') => {
    if (action === 'decline') {
      const sure = await askToConfirm({
        title: STUDY_GROUP_TEXT.decline,
        message: STUDY_GROUP_TEXT.confirmDecline,
        confirmText: STUDY_GROUP_TEXT.decline,
        cancelText: '取消',
        destructive: true,
      });
      if (!sure) return;
    }
    void decide({ id: row.id, action });
  };
  return (
    <tr>
      <td>{row.group_title}</td>
      <td>
        {row.user_name || row.mobile}
        <br />
        <span className="ops-hint">{[row.mobile, row.hospital].filter(Boolean).join(' · ')}</span>
      </td>
      <td>{row.note || STUDY_GROUP_TEXT.noNote}</td>
      <td>{formatTime(row.created_at)}</td>
      <td>
        {STUDY_GROUP_TEXT.states[row.state]}
        {row.decided_at && (
          <>
            <br />
            <span className="ops-hint">
              {decidedByText(row.decided_by)} {formatTime(row.decided_at)}
            </span>
          </>
        )}
      </td>
      <td>
        {row.state === 'pending' && (
          <>
            <button type="button" aria-label={`${STUDY_GROUP_TEXT.approve} ${label}`} disabled={decision.isLoading} onClick={() => void run('approve')}>
              {STUDY_GROUP_TEXT.approve}
            </button>{' '}
            <button type="button" aria-label={`${STUDY_GROUP_TEXT.decline} ${label}`} disabled={decision.isLoading} onClick={() => void run('decline')}>
              {STUDY_GROUP_TEXT.decline}
            </button>
          </>
        )}
        {decision.error && <p role="alert">{refusalText(decision.error)}</p>}
      </td>
    </tr>
  );
}
