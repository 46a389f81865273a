import type { ActivityGroup, ActivityItem } from '../../contract/generated/schema-types';
import { cutText } from '../../src/ui/cut-text';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** "03月05日 周三" for a YYYY-MM-DD day (a calendar day, so read in UTC to avoid any zone shift). */
export function dayHeading(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${String(month).padStart(2, '0')}月${String(date).padStart(2, '0')}日 ${weekday}`;
}

/** "03-05 09:00 ~ 03-08 18:00" (date text cut to 14 characters keeps MM-DD HH:mm after the year). */
function timeRange(item: ActivityItem): string {
  const short = (value: string) => value.slice(5, 16);
  return item.end_date ? `${short(item.date)} ~ ${short(item.end_date)}` : short(item.date);
}

export interface ActivityGroupsProps {
  groups: ActivityGroup[];
  titleLength: number;
  onSelect(item: ActivityItem): void;
}

export function ActivityGroups({ groups, titleLength, onSelect }: ActivityGroupsProps) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.date} className="w-activity-calendar__group" aria-label={dayHeading(group.date)}>
          <h3 className="w-activity-calendar__day">{dayHeading(group.date)}</h3>
          <ul className="w-activity-calendar__items">
            {group.items.map((item) => {
              const title = cutText(item.title, titleLength);
              return (
                <li key={item.id}>
                  <button type="button" className="w-activity-calendar__item" aria-label={item.title} onClick={() => onSelect(item)}>
                    <span className="w-activity-calendar__cover">{item.cover_img && <img src={item.cover_img} alt={`${title}的封面`} loading="lazy" />}</span>
                    <span className="w-activity-calendar__body">
                      <span className="w-activity-calendar__title">{title}</span>
                      <span className="w-activity-calendar__time">{timeRange(item)}</span>
                    </span>
                    {item.status_text && (
                      <span className={`w-activity-calendar__status${item.finished ? ' w-activity-calendar__status--ended' : ''}`}>{item.status_text}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
