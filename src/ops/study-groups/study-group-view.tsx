import { useId, useState } from 'react';
import { studyGroupApi } from '../api/tags/study-group-tags';
import { refusalText } from '../api/ops-refusal-text';
import type { OpsStudyGroup, OpsStudyGroupApplication } from '../api/ops-types';
import { askToConfirm } from '../confirm-dialog';
import { formatTime } from '../format-time';
import { STUDY_GROUP_TEXT } from './study-group-text';

type StateFilter = keyof typeof STUDY_GROUP_TEXT.states;
const PAGE_SIZE = 20;

/** 学习小组: applications to join a study group (any operator approves or declines), and each group's settings. */
export function StudyGroupView() {
  const [tab, setTab] = useState<keyof typeof STUDY_GROUP_TEXT.tabs>('applications');
  return (
    <section aria-label={STUDY_GROUP_TEXT.heading}>
      <h2>{STUDY_GROUP_TEXT.heading}</h2>
      <p className="ops-hint">{STUDY_GROUP_TEXT.hint}</p>
      <div role="tablist" className="ops-tabs">
        {(['applications', 'settings'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {STUDY_GROUP_TEXT.tabs[name]}
          </button>
        ))}
      </div>
      {tab === 'applications' ? <Applications /> : <GroupSettings />}
    </section>
  );
}

/** Applications, pending first; any operator approves or declines. */
function Applications() {
  const id = useId();
  const [state, setState] = useState<StateFilter>('pending');
  const [page, setPage] = useState(1);
  const { data, error } = studyGroupApi.endpoints.listOpsStudyGroupApplications.useQuery({ state, page, pageSize: PAGE_SIZE });
  return (
    <>
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
    </>
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

/** Each group's leader (by phone number) and members-only content. */
function GroupSettings() {
  const { data, error } = studyGroupApi.endpoints.listOpsStudyGroups.useQuery();
  return (
    <>
      <p className="ops-hint">{STUDY_GROUP_TEXT.settings.hint}</p>
      {error && <p role="alert">{refusalText(error) || STUDY_GROUP_TEXT.failed}</p>}
      {data?.list.map((group) => (
        <GroupForm key={group.id} group={group} />
      ))}
    </>
  );
}

function GroupForm({ group }: { group: OpsStudyGroup }) {
  const id = useId();
  const text = STUDY_GROUP_TEXT.settings;
  const [mobile, setMobile] = useState('');
  const [content, setContent] = useState(group.member_content);
  const [save, saving] = studyGroupApi.endpoints.saveOpsStudyGroupSettings.useMutation();
  return (
    <form
      className="ops-panel-section"
      aria-label={group.title}
      onSubmit={(event) => {
        event.preventDefault();
        void save({ group_id: group.id, leader_mobile: mobile.trim(), member_content: content });
      }}
    >
      <h3>{group.title}</h3>
      <p className="ops-hint">
        {text.topic}：{group.topic_title}；{text.counts(group.members, group.pending)}；
        {group.leader_mobile ? text.leaderNow(group.leader_name, group.leader_mobile) : text.noLeader}
      </p>
      <p>
        <label htmlFor={`${id}-leader`}>{text.leader}</label>{' '}
        <input id={`${id}-leader`} inputMode="numeric" maxLength={11} value={mobile} onChange={(event) => setMobile(event.target.value)} />
      </p>
      <p>
        <label htmlFor={`${id}-content`}>{text.content}</label>
        <br />
        <textarea id={`${id}-content`} rows={6} cols={80} maxLength={20000} value={content} onChange={(event) => setContent(event.target.value)} />
      </p>
      <button type="submit" disabled={saving.isLoading}>
        {text.save}
      </button>
      {saving.isSuccess && <span role="status"> {text.saved}</span>}
      {saving.error && <p role="alert">{refusalText(saving.error)}</p>}
    </form>
  );
}
