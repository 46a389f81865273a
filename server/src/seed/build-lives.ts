import type { liveChatMessages, liveManagers, lives, liveWhiteList, questionnaires } from '../db/schema/index';
import type { LiveColumnTab } from '../db/schema/lives';
import { LiveStatus } from '../db/target-types';
import { OriginType } from '../../../contract/constants';
import { CATEGORY_IDS, type ContentRef, PARTNER_NAMES, type SeedContext } from './context';
import { LIVE_LENGTH_HOURS, onAirEnd, onAirStart, scheduledStart } from './live-times';
import { addHours, type Prng } from './prng';
import { handoutPdf } from './seed-pdfs';
import { doctorName, doctorTitle, fill, HOSPITAL_NAMES, researchTitle, SPECIALTIES, TEACHING_HOSPITALS, TEMPLATES } from './texts';
import { forkPrng, keyedPrng } from './corpus/fork';
import { shuffled, Writer } from './corpus/writer';
import { lectureDescription, liveBody, liveProgramme } from './corpus/lecture-texts';
import { personName } from './corpus/names';
import { subjectIn } from './corpus/subjects';
import { COMMENTER_USERS, SEED_USERS, TEST_DOCTORS } from './build-people';
import { lectureClipFor } from './video-clips';

type LiveRow = typeof lives.$inferInsert;

export interface LiveSeed {
  lives: LiveRow[];
  liveManagers: Array<typeof liveManagers.$inferInsert>;
  liveWhiteList: Array<typeof liveWhiteList.$inferInsert>;
  liveChatMessages: Array<typeof liveChatMessages.$inferInsert>;
  questionnaires: Array<typeof questionnaires.$inferInsert>;
  refs: ContentRef[];
  passwordLiveIds: number[];
  whiteListLiveIds: number[];
}

/** Hours from now at which each single live starts, per live_status (negative = past). The soonest upcoming live
 * starts two hours after the seed, so its countdown still runs when a full test run reaches the browser tests. */
const SINGLE_PLAN: ReadonlyArray<readonly [number, readonly number[]]> = [
  [LiveStatus.upcoming, [2, 3, 20, 36, 48, 72, 120, 168, 240, 336]],
  [LiveStatus.live, [-0.5, -1, -0.25, -1.5]],
  [LiveStatus.ended, [-26, -72, -170, -400]],
  [LiveStatus.replay, [-50, -120, -300, -700, -1500]],
  [LiveStatus.replayVod, [-30, -96, -220, -500, -900, -2000]],
  [LiveStatus.replayFile, [-60, -260, -800, -1800]],
];

/** Series (type 2): statuses of their sessions, oldest first. */
const SERIES_PLAN: ReadonlyArray<readonly number[]> = [
  [LiveStatus.replayVod, LiveStatus.replayVod, LiveStatus.live, LiveStatus.upcoming],
  [LiveStatus.replayFile, LiveStatus.replay, LiveStatus.upcoming, LiveStatus.upcoming],
  [LiveStatus.replayVod, LiveStatus.replayVod, LiveStatus.replayVod, LiveStatus.ended],
];

// Lives the original client special-cased by id; the behaviour is data (flags) here.
const SPECIAL_IDS = { forcedReplay: 208, emoji12: 578, noComment: 727, hideChatA: 899, hideChatB: 927 } as const;
const REPLAY_CONTENT_TYPES = [5, 7, 8] as const;
/** Live categories (学术会议, 临床好课, 科研好课) of the replay content types above. */
const REPLAY_CATEGORY: Record<number, number> = { 5: CATEGORY_IDS.live[0], 7: CATEGORY_IDS.live[1], 8: CATEGORY_IDS.live[2] };
const E2E_LIVE_MANAGER = TEST_DOCTORS.find((d) => d.mobile === '13800000015')!;

/** A live series' introduction: how often it runs and what its sessions cover. */
function seriesIntro(rand: Prng, specialty: number, firstTitle: string): string {
  const { dept } = SPECIALTIES[specialty];
  const lead = rand.pick(['每月一期', '每两周一期', '每月第二个周四晚']);
  return `本系列${lead}，邀请${dept}专家围绕常见病、多发病开展专题讲座与病例讨论。${lectureDescription(rand, { title: firstTitle, specialty, ...subjectIn(firstTitle, specialty) }, 1)}`;
}

const CHAT_LINES = [
  '{h}的同事来学习了，打卡！',
  '签到，{h}',
  '声音和画面都很清楚',
  '这个病例太典型了',
  '{e}的图能再放大一点吗？',
  '请问这场有回放吗？',
  '感谢老师，{d}这部分讲得很透彻',
  '我们科也遇到过类似的{d}患者',
  '{s}的分层标准能再讲一遍吗？',
  '{t}的剂量怎么调整？',
  '学习了，收获很大',
  '老师讲得太好了，期待下一期',
];

/** What colleagues type in a live room: greetings from their hospitals and questions on the subject. */
function colleagueChat(rand: Prng, about: { subject: string }, specialty: number): Array<[number, string]> {
  const writer = new Writer(rand, about.subject, specialty);
  const people = shuffled(rand, COMMENTER_USERS, 8);
  return shuffled(rand, CHAT_LINES, 8).map((line, n) => {
    const person = people[n];
    return [person.id, writer.fill(line.replace('{h}', person.hospitalName))];
  });
}

export function buildLives(ctx: SeedContext): LiveSeed {
  const { rand, now, covers } = ctx;
  const rows: LiveRow[] = [];
  const meta = new Map<LiveRow, { specialty: number; kind: string }>();
  let nextId = 301;
  let counter = 0;

  const usedTitles = new Set<string>();
  /** The first candidate no other live has: no two lives share a title. */
  const uniqueTitle = (candidates: Iterable<string>): string => {
    for (const title of candidates) {
      if (usedTitles.has(title)) continue;
      usedTitles.add(title);
      return title;
    }
    throw new Error('演示数据：直播标题候选不足');
  };
  /** Live titles of a specialty from `offset` on: every template with every disease. */
  function* liveTitles(specialty: number, offset: number): Generator<string> {
    const spec = SPECIALTIES[specialty];
    for (let n = 0; n < TEMPLATES.live.length * spec.diseases.length; n++) {
      const k = offset + n;
      yield fill(TEMPLATES.live[k % TEMPLATES.live.length], specialty, spec.diseases[(k + Math.floor(k / TEMPLATES.live.length)) % spec.diseases.length]);
    }
  }
  /** Research-methods titles (科研好课 replays). */
  function* researchLiveTitles(offset: number): Generator<string> {
    for (let n = 0; n < 48; n++) yield `科研好课｜${researchTitle(offset + n, offset + Math.floor(n / 12))}`;
  }
  // Which replay content type (学术会议 5, 临床好课 7, 科研好课 8) the next single replay gets.
  let replayCounter = 0;

  const make = (opts: {
    id?: number;
    status: number;
    start: Date;
    specialty: number;
    title: string;
    parentId?: number;
    sort?: number;
    contentType?: number;
  }): LiveRow => {
    const id = opts.id ?? nextId++;
    const start = opts.start;
    const doctor = doctorName(rand);
    const hospital = rand.pick(HOSPITAL_NAMES);
    const replay = opts.status >= LiveStatus.ended;
    const i = counter++;
    const contentType = opts.contentType ?? (replay ? REPLAY_CONTENT_TYPES[i % 3] : 0);
    // A cardiology live's stream and replay show a cardiology lecture.
    const clip = lectureClipFor(ctx.clips.lectures, opts.specialty, id);
    // Drawn in the order the rows always drew them, so every later seeded value stays as it was.
    const uuid = rand.uuid();
    const recorded = opts.status === LiveStatus.replay || opts.status === LiveStatus.replayFile;
    // The lecturer is a person the console's live form picks; publishing shows names and hospitals only.
    const department = SPECIALTIES[opts.specialty].dept;
    const lecturer = ctx.lecturers.lecturer({ name: doctor, title: doctorTitle(rand), hospital, department });
    const lecture = { title: opts.title, specialty: opts.specialty, ...subjectIn(opts.title, opts.specialty) };
    const lecturerLine = { ...lecturer, department };
    // The body takes the draws the old one-paragraph body took, so the values drawn after it stay.
    const textRand = forkPrng(rand, 4);
    const discussant = `${personName(textRand)}（${textRand.pick(TEACHING_HOSPITALS)}）`;
    const onAir = opts.status === LiveStatus.live;
    return {
      id,
      uuid,
      type: 1,
      parentId: opts.parentId ?? null,
      categoryId: REPLAY_CATEGORY[contentType] ?? CATEGORY_IDS.live[3],
      contentType,
      // Academic replays (学术会议) also fill the study zone's category tabs.
      studyCategoryId: contentType === 5 ? CATEGORY_IDS.studyZone[i % CATEGORY_IDS.studyZone.length] : null,
      title: opts.title,
      coverImg: covers.add(`live-${id}`, { title: opts.title, subtitle: `${doctor} ${hospital}` }),
      lecturerIds: [lecturer.id],
      doctor: lecturer.name,
      hospital: lecturer.hospital,
      content: liveBody(textRand, lecture, lecturerLine, start, discussant),
      liveStatus: opts.status,
      openStatus: 1,
      startAt: start,
      endAt: onAir ? onAirEnd(start, now) : addHours(start, LIVE_LENGTH_HOURS),
      authType: 1,
      needAuth: 1,
      webinarId: `wb-${id}`,
      videoId: opts.status === LiveStatus.replayVod || opts.status === LiveStatus.replay ? clip.videoId : null,
      // A replay names its recording (the console's 回放视频); 回放 (5) still plays it from the video service.
      ossPath: recorded ? `/media/${clip.filePath}` : null,
      extraContent: i % 4 === 0 ? [{ name: '会议日程', content: liveProgramme(start, lecture, lecturerLine, discussant) }] : [],
      adverts:
        opts.status === LiveStatus.live
          ? {
              up: [0, 1, 2].map((n) => ({ logo: covers.add(`partner-${n}`, { title: PARTNER_NAMES[n], shape: 'logo' }) })),
              down: [3, 4, 5].map((n) => ({ logo: covers.add(`partner-${n}`, { title: PARTNER_NAMES[n], shape: 'logo' }) })),
            }
          : { up: [], down: [] },
      downloads: i % 10 === 0 ? [{ name: `${opts.title}讲义.pdf`, link: handoutPdf(ctx, `live-${id}`, `${opts.title}讲义`, `${doctor} ${hospital}`) }] : [],
      questionnaireId: opts.status === LiveStatus.live ? 1 : null,
      appointmentCount: opts.status === LiveStatus.upcoming ? rand.int(20, 3000) : rand.int(100, 8000),
      viewCount: opts.status === LiveStatus.upcoming ? 0 : rand.int(500, 60000),
      sort: opts.sort ?? 0,
    };
  };

  const singles: Record<number, LiveRow[]> = {};
  let singleCount = 0;
  for (const [status, hours] of SINGLE_PLAN) {
    singles[status] = hours.map((h, k) => {
      // Round-robin over the specialties: every home channel gets more lives than its preview shows.
      const s = singleCount++ % SPECIALTIES.length;
      const replay = status >= LiveStatus.ended;
      const contentType = replay ? REPLAY_CONTENT_TYPES[replayCounter++ % REPLAY_CONTENT_TYPES.length] : 0;
      // 科研好课 replays teach research methods; the others are about the specialty's diseases.
      const title = uniqueTitle(contentType === 8 ? researchLiveTitles(k + status) : liveTitles(s, k + status));
      const start =
        status === LiveStatus.live ? onAirStart(now, -h * 60) : scheduledStart(now, h, k + status, status === LiveStatus.upcoming ? 'upcoming' : 'past');
      const row = make({ status, start, specialty: s, title, contentType });
      rows.push(row);
      meta.set(row, { specialty: s, kind: `live-${status}` });
      return row;
    });
  }

  SERIES_PLAN.forEach((plan, k) => {
    const s = (k * 2) % SPECIALTIES.length;
    const id = nextId++;
    const sessions = plan.map((status, n) => {
      const hours = status === LiveStatus.live ? -0.5 : status === LiveStatus.upcoming ? 24 * (n + 1) : -24 * 7 * (plan.length - n);
      const start = status === LiveStatus.live ? onAirStart(now, 30) : scheduledStart(now, hours, 6 + k, status === LiveStatus.upcoming ? 'upcoming' : 'past');
      const topic = uniqueTitle(Array.from(liveTitles(s, n + k * 7), (t) => `第${n + 1}场 ${t}`));
      // Series are clinical courses (临床好课) session by session.
      return make({ status, start, specialty: s, parentId: id, sort: n + 1, title: topic, contentType: status >= LiveStatus.ended ? 7 : 0 });
    });
    const title = uniqueTitle([fill(TEMPLATES.liveSeries[k % 2], s, ''), `${fill(TEMPLATES.liveSeries[k % 2], s, '')}（第${k + 1}季）`]);
    const first = sessions[0];
    const last = sessions[sessions.length - 1];
    const columns: LiveColumnTab[] = [
      { name: '目录', content: '', content_type: 2, column_items: sessions.map((x) => ({ origin_type: OriginType.live, origin_id: x.id! })) },
      { name: '精彩回放', content: '', content_type: 1 },
      { name: '栏目介绍', content: `<p>${seriesIntro(forkPrng(rand, 2), s, first.title)}</p>`, content_type: 3 },
    ];
    // A series is live while any session is, upcoming while any session is still to come, else a replay.
    const seriesStatus = sessions.some((x) => x.liveStatus === LiveStatus.live)
      ? LiveStatus.live
      : sessions.some((x) => x.liveStatus === LiveStatus.upcoming)
        ? LiveStatus.upcoming
        : LiveStatus.replay;
    const series = make({ id, status: seriesStatus, start: first.startAt, specialty: s, title });
    Object.assign(series, { type: 2, startAt: first.startAt, endAt: last.endAt, columns, videoId: null, contentType: 0, studyCategoryId: null });
    series.coverImg = covers.add(`live-${id}`, { title, subtitle: `共${sessions.length}场` });
    rows.push(series, ...sessions);
    meta.set(series, { specialty: s, kind: 'liveSeries' });
  });

  // Per-live exceptions as data (ids kept from the original app so links still work).
  const relabel = (row: LiveRow, id: number) => {
    covers.delete(`live-${row.id}`);
    row.coverImg = covers.add(`live-${id}`, { title: row.title });
    row.webinarId = `wb-${id}`;
    row.id = id;
  };
  const [onAirA, onAirB, onAirC, onAirD] = singles[LiveStatus.live];
  relabel(onAirA, SPECIAL_IDS.emoji12);
  onAirA.flags = { emojiCount: 12 };
  relabel(onAirB, SPECIAL_IDS.noComment);
  onAirB.flags = { disableComment: true, hideQuestionnaire: true, emojiCount: 5 };
  relabel(singles[LiveStatus.replayVod][0], SPECIAL_IDS.hideChatA);
  singles[LiveStatus.replayVod][0].flags = { hideChat: true };
  relabel(singles[LiveStatus.replayFile][0], SPECIAL_IDS.hideChatB);
  singles[LiveStatus.replayFile][0].flags = { hideChat: true };
  relabel(singles[LiveStatus.ended][0], SPECIAL_IDS.forcedReplay);
  singles[LiveStatus.ended][0].flags = { forceReplay: true };
  // A forced replay needs something to play: the sample video of the local media store.
  const forced = singles[LiveStatus.ended][0];
  forced.videoId = lectureClipFor(ctx.clips.lectures, meta.get(forced)!.specialty, forced.id!).videoId;
  const refs: ContentRef[] = rows
    .filter((r) => r.parentId == null)
    .map((r) => ({ originType: OriginType.live, originId: r.id!, contentType: r.contentType ?? 0, ...meta.get(r)! }));

  singles[LiveStatus.upcoming][3].openStatus = 2;
  singles[LiveStatus.upcoming][1].showDialog = 1;
  singles[LiveStatus.upcoming][1].dialogImg = covers.add('live-dialog', {
    title: '扫码添加会务助手',
    shape: 'qr',
    link: new URL(`/live-detail/${singles[LiveStatus.upcoming][1].id}`, ctx.origin).href,
  });

  const passwordLives = [onAirC, singles[LiveStatus.replay][0]];
  for (const row of passwordLives) Object.assign(row, { authType: 2, passwordHash: ctx.passwordHash });
  const whiteListLives = [onAirD, singles[LiveStatus.upcoming][2]];
  for (const row of whiteListLives) row.authType = 3;

  const onAir = rows.filter((r) => r.liveStatus === LiveStatus.live && r.type === 1);
  const [u1, , , , u5] = SEED_USERS;
  const chatBase = addHours(now, -0.4);
  const chat = [
    [u1.id, '老师讲得很清楚，请问指南推荐的起始剂量是多少？'],
    [u5.id, '欢迎各位老师，本场直播回放将在会后上线。'],
    [3, '请问课件在哪里下载？'],
    [4, '\\x{12}\\x{12} 受益匪浅'],
    [u1.id, '病例二的影像表现非常典型。'],
    [u5.id, '课件可在"更多-资料文库"中查看。'],
  ] as const;

  return {
    lives: rows,
    liveManagers: [
      ...onAir.map((r) => ({ liveId: r.id!, userId: u5.id })),
      { liveId: SPECIAL_IDS.emoji12, userId: u1.id },
      // The live e2e's manager (13800000015): manages the open, chat-enabled room 578.
      { liveId: SPECIAL_IDS.emoji12, userId: E2E_LIVE_MANAGER.id },
    ],
    liveWhiteList: whiteListLives.flatMap((r) => [
      { liveId: r.id!, mobile: u1.mobile, name: u1.name },
      { liveId: r.id!, mobile: u5.mobile, name: u5.name },
    ]),
    liveChatMessages: [SPECIAL_IDS.emoji12, SPECIAL_IDS.noComment]
      .flatMap((liveId): Array<typeof liveChatMessages.$inferInsert> =>
        chat.map(([userId, message], n) => ({
          liveId,
          userId,
          message,
          isManager: userId === u5.id || (liveId === SPECIAL_IDS.emoji12 && userId === u1.id),
          citeContent: n === 5 ? chat[2][1] : null,
          createdAt: addHours(chatBase, n * 0.05),
        })),
      )
      .concat(
        // Then colleagues of many hospitals talk about the live's subject, in the minutes before now.
        [SPECIAL_IDS.emoji12, SPECIAL_IDS.noComment].flatMap((liveId) => {
          const live = rows.find((r) => r.id === liveId)!;
          const lines = colleagueChat(keyedPrng(`chat-${liveId}`), subjectIn(live.title, meta.get(live)?.specialty ?? 0), meta.get(live)?.specialty ?? 0);
          return lines.map(([userId, message], n) => ({
            liveId,
            userId,
            message,
            isManager: false,
            citeContent: null,
            createdAt: new Date(now.getTime() - (lines.length - n) * 40_000),
          }));
        }),
      ),
    questionnaires: [
      {
        id: 1,
        name: '直播满意度调查',
        pic: covers.add('questionnaire-1', { title: '直播满意度调查' }),
        desc: '感谢参与本次直播，请花一分钟填写问卷，帮助我们改进内容。',
        columns: [
          { type: 'input', name: '您的姓名', must: true },
          { type: 'phone', name: '联系电话', must: true },
          { type: 'question', name: '您对本场直播内容是否满意？', must: true, multi_select: false, options: ['非常满意', '满意', '一般', '不满意'] },
          { type: 'question', name: '您希望增加哪些主题？', must: false, multi_select: true, options: ['指南解读', '病例讨论', '科研方法', '新药进展'] },
          { type: 'textarea', name: '其他建议', must: false },
        ],
      },
    ],
    refs,
    passwordLiveIds: passwordLives.map((r) => r.id!),
    whiteListLiveIds: whiteListLives.map((r) => r.id!),
  };
}
