import type { activities, meetingNews, meetings } from '../db/schema/index';
import { MeetingStatus } from '../db/target-types';
import type { OpsActivityInput, OpsMeetingInput } from '../../../contract/generated/schema-types';
import { OriginType } from '../../../contract/constants';
import { activityValuesOf, meetingValuesOf } from '../modules/ops-catalogue';
import { consoleFields } from './console-items';
import type { ContentRef, SeedContext } from './context';
import { addDays, addHours } from './prng';
import { fill, SPECIALTIES, TEACHING_HOSPITALS, TEMPLATES } from './texts';
import { activityBody } from './corpus/topic-texts';
import { atChinaMinute } from './corpus/china-time';
import { forkPrng, keyedPrng } from './corpus/fork';
import { meetingDescription, meetingNewsBody, meetingNewsTitle, meetingProgramme, type MeetingNewsKind } from './corpus/meeting-texts';

type MeetingRow = typeof meetings.$inferInsert;

const OPENS_AT = 8 * 60 + 30;
const CLOSES_AT = 17 * 60 + 30;
const CITIES = ['北京', '上海', '广州', '成都', '武汉', '杭州', '西安', '南京'];
/** [origin_type, academic_origin_type] per meeting; meeting_status cycles 0, 1, 2 within each group. */
const MEETING_PLAN: ReadonlyArray<readonly [number, number | null]> = [
  ...Array.from({ length: 6 }, () => [OriginType.meeting, null] as const),
  ...Array.from({ length: 8 }, () => [OriginType.meetingApply, null] as const),
  ...[4, 4, 4, 4, 13, 13, 13, 14, 14, 14].map((a) => [OriginType.academic, a] as const),
];

/** academicLiveIds[meeting_status]: lives an academic entry (31 → 4) may open, matching its status. */
export function buildMeetings(ctx: SeedContext, opts: { academicLiveIds: [number[], number[], number[]]; academicTopicIds: number[] }) {
  const { rand, now, covers } = ctx;
  const refs: ContentRef[] = [];
  let liveIndex = 0;
  let topicIndex = 0;
  const spans = new Map<number, { start: Date; end: Date; specialty: number; city: string }>();
  const rows: MeetingRow[] = MEETING_PLAN.map(([originType, academicOriginType], i) => {
    const id = i + 1;
    const s = i % SPECIALTIES.length;
    const status = i % 3;
    const city = CITIES[i % CITIES.length];
    // Meetings open at 08:30 and close at 17:30 on the third day, China time, whatever the seed's clock.
    let start = atChinaMinute(
      status === MeetingStatus.open ? addDays(now, 5 + i * 3) : status === MeetingStatus.inProgress ? addHours(now, -20) : addDays(now, -(20 + i * 9)),
      OPENS_AT,
    );
    if (status === MeetingStatus.inProgress && start > now) start = addDays(start, -1);
    const title = `${start.getUTCFullYear()} ${fill(TEMPLATES.meeting[i % TEMPLATES.meeting.length], s, '')}（${city}）`;
    const end = atChinaMinute(addDays(start, 2), CLOSES_AT);
    spans.set(id, { start, end, specialty: s, city });
    refs.push({ originType, originId: id, specialty: s, kind: `meeting-${originType}` });
    // Drawn in the order the rows always drew them, so every later seeded value stays as it was.
    const uuid = rand.uuid();
    const input: OpsMeetingInput = {
      title,
      cover_img: covers.add(`meeting-${id}`, { title, subtitle: `${city} · ${SPECIALTIES[s].name}` }),
      start_at: start.toISOString(),
      end_at: end.toISOString(),
      address: `${city}国际会议中心`,
      organizer: `中华医学会${SPECIALTIES[s].name}学分会`,
      meeting_status: status as OpsMeetingInput['meeting_status'],
      desc: meetingDescription(forkPrng(rand, 2), { specialty: s, city }),
      // An academic entry opens a live, topic or meeting of its own, so it shows its introduction only.
      content:
        originType === OriginType.academic ? '' : meetingProgramme(keyedPrng(`meeting-${id}`), { specialty: s, start, end, hospitals: TEACHING_HOSPITALS }),
      link: '',
      apply_enabled: originType === OriginType.meetingApply,
      apply_open: true,
      apply_deadline: null,
    };
    // Sign-up on or off is the console's origin type (14 or 5); an academic entry (31) keeps its own, it links elsewhere.
    const { applyEnabled: _applyEnabled, ...values } = meetingValuesOf({ ...consoleFields('meeting', input) });
    return {
      ...values,
      // What the console does not edit: the uuid, an academic entry's target, the status label, counters and order.
      id,
      uuid,
      originType,
      academicOriginType,
      academicOriginId:
        academicOriginType === 4
          ? opts.academicLiveIds[status][liveIndex++ % opts.academicLiveIds[status].length]
          : academicOriginType === 13
            ? opts.academicTopicIds[topicIndex++ % opts.academicTopicIds.length]
            : null,
      statusText: status === 0 ? (originType === OriginType.meetingApply ? '报名中' : '未开始') : status === 1 ? '进行中' : '已结束',
      isSaas: originType === OriginType.meetingApply ? i % 2 : 0,
      applyCount: rand.int(50, 4000),
      viewCount: rand.int(500, 40000),
      sort: i,
    };
  });

  // News says what a meeting's status allows: notices before it opens, the opening while it runs, reports after.
  const news: Array<typeof meetingNews.$inferInsert> = Array.from({ length: 10 }, (_, i) => {
    const meeting = rows[i * 2];
    const span = spans.get(meeting.id!)!;
    const status = meeting.meetingStatus;
    const kind: MeetingNewsKind =
      status === MeetingStatus.open ? (i % 2 ? 'programme' : 'notice') : status === MeetingStatus.inProgress ? 'opening' : i % 2 ? 'closing' : 'recap';
    const title = meetingNewsTitle(meeting.title, kind);
    const publishedAt =
      kind === 'notice' || kind === 'programme'
        ? atChinaMinute(addDays(now, -(2 + i)), 10 * 60)
        : kind === 'opening'
          ? new Date(Math.min(addHours(span.start, 3).getTime(), now.getTime() - 600_000))
          : atChinaMinute(addDays(span.end, kind === 'recap' ? 0 : 1), kind === 'recap' ? 20 * 60 : 9 * 60);
    return {
      id: i + 1,
      meetingId: meeting.id,
      title,
      coverImg: covers.add(`meeting-news-${i + 1}`, { title }),
      content: meetingNewsBody(forkPrng(rand, 4), { kind, title, ...span }),
      viewCount: rand.int(100, 9000),
      publishedAt,
    };
  });

  return { meetings: rows, meetingNews: news, refs };
}

const ACTIVITY_NAMES = ['病例征集大赛', '知识竞赛', '医师节特别活动', '青年医师演讲比赛', '科普创作大赛', '学术年会志愿者招募', '临床技能培训营', '读书打卡月'];

/** Activities across 2020–2023 (the calendar's year picker) plus a few around now (unfinished ones). */
export function buildActivities(ctx: SeedContext) {
  const { rand, now, covers } = ctx;
  const rows: Array<typeof activities.$inferInsert> = [];
  const refs: ContentRef[] = [];
  let id = 1;
  const push = (date: Date, endDate: Date, title: string, statusText: string, originType: number = OriginType.activity) => {
    const input: OpsActivityInput = {
      title,
      date: date.toISOString(),
      end_date: endDate.toISOString(),
      cover_img: covers.add(`activity-${id}`, { title }),
      status_text: statusText,
      link: originType === OriginType.activity ? '' : '/live-list',
      content: activityBody(forkPrng(rand, 4), title, id % SPECIALTIES.length),
    };
    rows.push({
      ...activityValuesOf({ ...consoleFields('activity', input) }),
      // The origin type, counters and order are the app's.
      id,
      originType,
      type: 1,
      likeCount: rand.int(0, 800),
      viewCount: rand.int(100, 20000),
      sort: id,
    });
    refs.push({ originType: OriginType.activity, originId: id, specialty: id % SPECIALTIES.length, kind: 'activity' });
    id++;
  };
  for (let year = 2020; year <= 2023; year++) {
    for (const month of [1, 3, 4, 6, 8, 9, 11]) {
      const day = 3 + ((year + month) % 20);
      const date = new Date(Date.UTC(year, month - 1, day, 1));
      const s = (year + month) % SPECIALTIES.length;
      push(
        date,
        addDays(date, 2 + (month % 5)),
        `${year}年${month}月 ${SPECIALTIES[s].name}${ACTIVITY_NAMES[(year + month) % ACTIVITY_NAMES.length]}`,
        '已结束',
      );
    }
  }
  const current: Array<[number, number, string, string, number?]> = [
    [-3, 10, '进行中', '医学科普创作大赛'],
    [-1, 1, '直播中', '名医大讲堂直播周', OriginType.live],
    [2, 5, '未开始', '青年医师病例演讲比赛'],
    [6, 7, '预告', '学术年会线上分会场', OriginType.live],
    [-20, -10, '已结束', '春季临床技能培训营'],
    [10, 20, '未开始', '全国医师读书打卡月'],
  ];
  // A current activity runs from 09:00 on its first day to 22:00 on its last, China time.
  for (const [startDays, endDays, statusText, name, originType] of current) {
    push(
      atChinaMinute(addDays(now, startDays), 9 * 60),
      atChinaMinute(addDays(now, endDays), 22 * 60),
      `${now.getUTCFullYear()}年${name}`,
      statusText,
      originType,
    );
  }
  // Newest first, so feeds pick current activities before the archive.
  return { activities: rows, refs: refs.reverse() };
}
