import { useId } from 'react';
import type { StudyGroupMember } from '../../contract/generated/schema-types';
import type { StudyGroupProps } from '../../contract/generated/widgets/study-group.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './study-group.css';

function MemberAvatar({ member }: { member: StudyGroupMember }) {
  if (member.avatar) return <img className="w-study-group__avatar" src={member.avatar} alt="" loading="lazy" />;
  return (
    <span className="w-study-group__avatar w-study-group__avatar--text" aria-hidden="true">
      {Array.from(member.name)[0]}
    </span>
  );
}

export function StudyGroup({ props, children }: WidgetRenderProps<StudyGroupProps>) {
  const titleId = useId();
  const group = props.group;
  if (!group) return null;
  const showAvatar = group.show_avatar === 1;
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
    </article>
  );
}
