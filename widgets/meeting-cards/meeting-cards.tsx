import type { ContentItem } from '../../contract/generated/schema-types';
import { takesSignUp } from '../../contract/meetings/meeting-sign-up';
import type { MeetingCardsProps } from '../../contract/generated/widgets/meeting-cards.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { TITLE_LENGTH, cutText } from '../../src/ui/cut-text';
import { EmptyState } from '../../src/ui/empty-state';
import { ListFooter } from '../../src/ui/list-footer';
import { usePagedList } from '../../src/ui/use-paged-list';
import './meeting-cards.css';

/** docs/product-rules.md#meetings: 0 not started / open for sign-up, 1 in progress, 2 ended. */
export const MEETING_STATUS_TEXT: Readonly<Record<number, string>> = { 0: '未开始', 1: '进行中', 2: '已结束' };
const ENDED = 2;

export const MEETING_TEXT = { apply: '报名参会', applied: '已报名', empty: '没有更多了', address: '会议地点', organizer: '主办单位' } as const;

export function showsApplyButton(item: ContentItem): boolean {
  // Only meetings with sign-up show the button: a conference with sign-up, or a 学术会 entry standing for one.
  return takesSignUp(item) && item.meeting_status !== ENDED;
}

/** "2025-03-05 ~ 03-07" from start_at/end_at (dates cut to 10 characters). */
function dateRange(item: ContentItem): string {
  const start = item.start_at?.slice(0, 10) ?? '';
  const end = item.end_at?.slice(0, 10) ?? '';
  if (!start) return '';
  if (!end || end === start) return start;
  return `${start} ~ ${end.slice(0, 4) === start.slice(0, 4) ? end.slice(5) : end}`;
}

function MeetingCard({
  item,
  loggedIn,
  titleLength,
  emit,
}: {
  item: ContentItem;
  loggedIn: boolean;
  titleLength: number;
  emit: WidgetRenderProps<MeetingCardsProps>['emit'];
}) {
  const status = item.meeting_status ?? 0;
  const badge = item.status_text || MEETING_STATUS_TEXT[status];
  const shownTitle = cutText(item.title, titleLength);
  return (
    <article className="w-meeting-cards__card">
      <button type="button" className="w-meeting-cards__open" aria-label={item.title} onClick={() => void emit('select', item)}>
        <span className="w-meeting-cards__cover">
          {item.cover_img && <img src={item.cover_img} alt={`${shownTitle}的封面`} loading="lazy" />}
          {badge && <span className={`w-meeting-cards__badge w-meeting-cards__badge--${status}`}>{badge}</span>}
        </span>
        <span className="w-meeting-cards__title">{shownTitle}</span>
        <span className="w-meeting-cards__time">{dateRange(item)}</span>
        {/* Only the meeting page's data names the place and the organiser; list cards stay short. */}
        {item.address && <span className="w-meeting-cards__fact">{`${MEETING_TEXT.address}：${item.address}`}</span>}
        {item.organizer && <span className="w-meeting-cards__fact">{`${MEETING_TEXT.organizer}：${item.organizer}`}</span>}
      </button>
      {showsApplyButton(item) &&
        (item.isApply ? (
          <button type="button" className="w-meeting-cards__apply w-meeting-cards__apply--done" disabled>
            {MEETING_TEXT.applied}
          </button>
        ) : (
          <button type="button" className="w-meeting-cards__apply" onClick={() => void emit(loggedIn ? 'apply' : 'login', item)}>
            {MEETING_TEXT.apply}
          </button>
        ))}
    </article>
  );
}

export function MeetingCards({ props, emit }: WidgetRenderProps<MeetingCardsProps>) {
  const { items, loading, empty, footer } = usePagedList(props, emit);

  return (
    <section className="w-meeting-cards" aria-busy={loading || undefined}>
      {items.length > 0 && (
        <ul className="w-meeting-cards__items">
          {items.map((item, index) => (
            <li key={`${item.origin_type}-${item.id}-${index}`}>
              <MeetingCard item={item} loggedIn={props.loggedIn ?? false} titleLength={props.titleLength ?? TITLE_LENGTH.card} emit={emit} />
            </li>
          ))}
        </ul>
      )}
      {empty && <EmptyState title={props.emptyText ?? MEETING_TEXT.empty} onHome={() => void emit('home')} />}
      <ListFooter {...footer} />
    </section>
  );
}
