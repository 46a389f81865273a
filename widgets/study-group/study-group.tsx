import { useId } from 'react';
import type { StudyGroupApplication, StudyGroupMember, StudyGroupMembership } from '../../contract/generated/schema-types';
import type { StudyGroupProps } from '../../contract/generated/widgets/study-group.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './study-group.css';

export const STUDY_GROUP_TEXT = {
  apply: '申请加入',
  pending: '审核中',
  pendingHint: '已提交申请，组长或运营人员审核通过后即可查看小组内容',
  declined: '申请未通过，可重新申请',
  joined: '已加入',
  leader: '组长',
  memberContent: '小组内容',
  outsiderHint: '加入小组后可查看组内学习安排与资料',
  pendingTitle: '待审核的入组申请',
  noPending: '暂无待审核的申请',
  approve: '通过',
  decline: '拒绝',
  approveLabel: (name: string) => `通过${name}的入组申请`,
  declineLabel: (name: string) => `拒绝${name}的入组申请`,
  appliedOn: (date: string) => `${date}申请`,
  unnamed: '未填写姓名的医生',
} as const;

/** The leader's two answers to an application, in the order the buttons stand. */
const DECISIONS = [
  { action: 'decline', text: STUDY_GROUP_TEXT.decline, label: STUDY_GROUP_TEXT.declineLabel },
  { action: 'approve', text: STUDY_GROUP_TEXT.approve, label: STUDY_GROUP_TEXT.approveLabel },
] as const;

/** The day an application came in, as a doctor in China reads it (11月28日). */
const appliedDay = (iso: string) => new Date(iso).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', month: 'long', day: 'numeric' });

/** The leader's queue: each waiting application with who applied, their note, and 通过 / 拒绝. */
function PendingApplications({ applications, onDecide }: { applications: StudyGroupApplication[]; onDecide(id: number, action: 'approve' | 'decline'): void }) {
  return (
    <section className="w-study-group__pending" aria-label={STUDY_GROUP_TEXT.pendingTitle}>
      <h2 className="w-study-group__role-name">
        {STUDY_GROUP_TEXT.pendingTitle}
        {applications.length > 0 && <span className="w-study-group__count">{applications.length}</span>}
      </h2>
      {applications.length === 0 ? (
        <p className="w-study-group__hint">{STUDY_GROUP_TEXT.noPending}</p>
      ) : (
        <ul className="w-study-group__applications">
          {applications.map((application) => {
            const name = application.name || STUDY_GROUP_TEXT.unnamed;
            return (
              <li key={application.id} className="w-study-group__application">
                <div className="w-study-group__applicant">
                  <span className="w-study-group__name">{name}</span>
                  <span className="w-study-group__meta">
                    {[application.hospital, STUDY_GROUP_TEXT.appliedOn(appliedDay(application.created_at))].filter(Boolean).join(' · ')}
                  </span>
                  {application.note && <p className="w-study-group__note">{application.note}</p>}
                </div>
                <div className="w-study-group__decisions">
                  {DECISIONS.map(({ action, text, label }) => (
                    <button
                      key={action}
                      type="button"
                      className={`w-study-group__${action}`}
                      aria-label={label(name)}
                      onClick={() => onDecide(application.id, action)}
                    >
                      {text}
                    </button>
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Joining: 申请加入 for a doctor outside the group (again after a decline), 审核中 while the application waits, and
 * the group's members-only content for members and the leader.
 */
function Joining({ groupId, membership, onApply }: { groupId: number; membership: StudyGroupMembership | undefined; onApply(): void }) {
  const state = membership?.state ?? 'none';
  if (state === 'approved' || membership?.is_leader) {
    return (
      <section className="w-study-group__members-only" aria-label={STUDY_GROUP_TEXT.memberContent}>
        <h2 className="w-study-group__role-name">
          {STUDY_GROUP_TEXT.memberContent}
          <span className="w-study-group__badge">{membership?.is_leader ? STUDY_GROUP_TEXT.leader : STUDY_GROUP_TEXT.joined}</span>
        </h2>
        {/* Sanitised by the server on read, like every rich text body (server/src/html/rich-html.ts). */}
        {membership?.member_content && <div className="w-study-group__content" dangerouslySetInnerHTML={{ __html: membership.member_content }} />}
      </section>
    );
  }
  return (
    <div className="w-study-group__join" data-group-id={groupId}>
      <p className="w-study-group__hint">
        {state === 'pending' ? STUDY_GROUP_TEXT.pendingHint : state === 'declined' ? STUDY_GROUP_TEXT.declined : STUDY_GROUP_TEXT.outsiderHint}
      </p>
      <button type="button" className="w-study-group__apply" disabled={state === 'pending'} onClick={onApply}>
        {state === 'pending' ? STUDY_GROUP_TEXT.pending : STUDY_GROUP_TEXT.apply}
      </button>
    </div>
  );
}

function MemberAvatar({ member }: { member: StudyGroupMember }) {
  if (member.avatar) return <img className="w-study-group__avatar" src={member.avatar} alt="" loading="lazy" />;
  return (
    <span className="w-study-group__avatar w-study-group__avatar--text" aria-hidden="true">
      {Array.from(member.name)[0]}
    </span>
  );
}

export function StudyGroup({ props, emit, children }: WidgetRenderProps<StudyGroupProps>) {
  const titleId = useId();
  const group = props.group;
  if (!group) return null;
  const showAvatar = group.show_avatar === 1;
  const membership = props.memberships?.find((m) => m.group_id === group.id);
  return (
    <article className="w-study-group" aria-labelledby={titleId}>
      {group.main_img && <img className="w-study-group__main" src={group.main_img} alt={`${group.title}主图`} loading="lazy" />}
      <h1 className="w-study-group__title" id={titleId}>
        {group.title}
      </h1>
      {group.configure.map((role, index) => (
        <section key={`${role.name}-${index}`} className="w-study-group__role" aria-label={role.name}>
          <h2 className="w-study-group__role-name">{role.name}</h2>
          <ul className="w-study-group__members">
            {role.members.map((member, m) => (
              <li key={`${member.name}-${m}`} className="w-study-group__member">
                {showAvatar && <MemberAvatar member={member} />}
                <span className="w-study-group__name">{member.name}</span>
                {(member.title || member.hospital) && (
                  <span className="w-study-group__meta">{[member.title, member.hospital].filter(Boolean).join(' · ')}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {children && <div className="w-study-group__notes">{children}</div>}
      <Joining groupId={group.id} membership={membership} onApply={() => void emit(props.loggedIn === false ? 'login' : 'apply', { id: group.id })} />
      {membership?.is_leader && (
        <PendingApplications applications={membership.pending_applications} onDecide={(id, action) => void emit(action, { id, group_id: group.id })} />
      )}
    </article>
  );
}
