import type { Prng } from '../prng';
import { SPECIALTIES } from '../texts';
import { chinaDay } from './china-time';
import { personName } from './names';
import { heading, shuffled, Writer } from './writer';

const DAY = 86_400_000;

const SESSIONS = [
  '{d}诊疗进展专场',
  '{d}病例讨论专场',
  '青年医师论坛：{d}',
  '{t}临床应用研讨',
  '{e}与精准诊断',
  '多学科协作专场（与{m}联合）',
  '基层能力建设专场',
  '临床研究与论文写作工作坊',
  '护理与全程管理专场',
  '优秀论文交流',
];

/** A meeting's two- or three-day programme (日程): mornings of plenary talks, afternoons of sessions. */
export function meetingProgramme(rand: Prng, opts: { specialty: number; start: Date; end: Date; hospitals: readonly string[] }): string {
  const diseases = SPECIALTIES[opts.specialty].diseases;
  const days = Math.max(1, Math.round((opts.end.getTime() - opts.start.getTime()) / DAY) + 1);
  const parts: string[] = [];
  const sessions = shuffled(rand, SESSIONS);
  for (let d = 0; d < days; d++) {
    const date = chinaDay(new Date(opts.start.getTime() + d * DAY));
    const w = new Writer(rand, diseases[(d * 3 + rand.int(0, 7)) % diseases.length], opts.specialty);
    const speaker = () => `${personName(rand)}（${rand.pick(opts.hospitals)}）`;
    parts.push(heading(`${date}${d === 0 ? '（第一天）' : d === days - 1 ? '（最后一天）' : ''}`));
    const rows =
      d === 0
        ? [
            ['08:30', '开幕式及致辞'],
            ['09:00', `主旨报告：${w.fill('{d}防治的现状与挑战')} ${speaker()}`],
            ['10:30', `主旨报告：${w.fill('{t}的循证证据')} ${speaker()}`],
          ]
        : [
            ['08:30', `大会报告：${w.fill('{d}指南更新要点')} ${speaker()}`],
            ['10:00', `大会报告：${w.fill('从{e}看{d}的早期识别')} ${speaker()}`],
          ];
    rows.push(['12:00', '午餐及壁报交流']);
    rows.push(['13:30', `分会场一：${w.fill(sessions[(d * 2) % sessions.length])}`]);
    rows.push(['13:30', `分会场二：${w.fill(sessions[(d * 2 + 1) % sessions.length])}`]);
    rows.push(['17:00', d === days - 1 ? '闭幕式暨优秀论文颁奖' : '当日会议结束']);
    parts.push(`<ul>${rows.map(([time, item]) => `<li>${time} ${item}</li>`).join('')}</ul>`);
  }
  return parts.join('');
}

/** A meeting's two-sentence description. */
export function meetingDescription(rand: Prng, opts: { specialty: number; city: string }): string {
  const name = SPECIALTIES[opts.specialty].name;
  const w = new Writer(rand, SPECIALTIES[opts.specialty].diseases[rand.int(0, 7)], opts.specialty);
  return [
    `大会将在${opts.city}召开，设主会场及多个专题分会场。`,
    w.sentences(
      [
        `会议聚焦${name}领域的最新指南与研究进展，重点讨论{d}等疾病的规范诊疗。`,
        `设青年医师论坛与病例大赛，欢迎各级医院的${name}医师投稿参会。`,
        '参会代表可按规定获得继续医学教育学分。',
        `会议同期举办{t}、{e}等专题培训。`,
      ],
      1,
    ),
  ].join('');
}

export type MeetingNewsKind = 'notice' | 'programme' | 'opening' | 'recap' | 'closing';

const NEWS_TITLES: Record<MeetingNewsKind, string> = {
  notice: '会议通知（第一轮）',
  programme: '会议日程发布',
  opening: '隆重开幕',
  recap: '大会报告精彩回顾',
  closing: '圆满闭幕，优秀论文揭晓',
};

export const meetingNewsTitle = (meetingTitle: string, kind: MeetingNewsKind) => `${meetingTitle}${NEWS_TITLES[kind]}`;

/** News about a meeting: written as it is before (notice, programme), on (opening) or after (recap, closing) the days. */
export function meetingNewsBody(rand: Prng, opts: { kind: MeetingNewsKind; title: string; specialty: number; city: string; start: Date; end: Date }): string {
  const name = SPECIALTIES[opts.specialty].name;
  const w = new Writer(rand, SPECIALTIES[opts.specialty].diseases[rand.int(0, 7)], opts.specialty);
  const when = `${chinaDay(opts.start)}至${chinaDay(opts.end)}`;
  switch (opts.kind) {
    case 'notice':
      return [
        `<p>${opts.title.replace(NEWS_TITLES.notice, '')}定于${when}在${opts.city}举行。现将有关事项通知如下。</p>`,
        heading('会议内容'),
        `<p>${w.fill(`大会围绕${name}领域热点，设主旨报告、专题分会场、青年论坛和病例大赛，重点讨论{d}、{t}等议题。`)}</p>`,
        heading('征文与报名'),
        `<p>征文截止日期为会前两周，投稿请通过本平台会议页面提交。参会报名请在会议页面点击“报名”。</p>`,
      ].join('');
    case 'programme':
      return [
        `<p>会议日程已正式发布，${when}共安排主旨报告、专题报告和病例讨论数十场。</p>`,
        `<p>${w.fill('今年新增{e}实操培训与多学科病例讨论专场，名额有限，请尽早报名。')}完整日程请见会议详情页。</p>`,
      ].join('');
    case 'opening':
      return [
        `<p>${chinaDay(opts.start)}上午，大会在${opts.city}开幕。来自全国各地的${name}专业医师线上线下共同参会。</p>`,
        `<p>${w.fill('开幕式后的主旨报告聚焦{d}防治的现状与挑战，{t}的最新证据引发热烈讨论。')}</p>`,
      ].join('');
    case 'recap':
      return [
        `<p>大会报告环节，多位专家分享了${name}领域的研究进展。</p>`,
        `<p>${w.sentences(['有专家指出，{d}的早期识别仍是临床难点，{e}的普及有望改善这一状况。', '关于{t}，多中心数据显示其在真实世界中的获益与临床试验基本一致。', '分会场讨论中，与会者就合并{c}患者的治疗选择交换了意见。'], 2)}</p>`,
        `<p>各会场报告将陆续上线回放，欢迎关注。</p>`,
      ].join('');
    case 'closing':
      return [
        `<p>${chinaDay(opts.end)}下午，大会在${opts.city}闭幕。本届会议共收到投稿数百篇，评选出优秀论文若干。</p>`,
        `<p>${w.fill('闭幕式上，组委会总结了本届会议在{d}规范诊疗推广方面的成果，并预告了下一届会议的筹备安排。')}</p>`,
      ].join('');
  }
}
