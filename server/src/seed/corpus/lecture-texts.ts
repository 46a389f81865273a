import type { Prng } from '../prng';
import { addMinutes, chinaClock } from './china-time';
import { heading, shuffled, Writer } from './writer';

export interface LecturerLine {
  name: string;
  title: string;
  hospital: string;
  department: string;
}

/** A lecture is about a disease of a field, or (specialty −1 with research true) a research method. */
export interface LectureSubject {
  title: string;
  subject: string;
  specialty: number;
  research?: boolean;
}

const CLINICAL_DESC = [
  '本课围绕{d}的[诊断与治疗|规范化诊疗|早期识别与治疗]展开，结合[真实病例|{n}个典型病例]讲解临床决策要点。',
  '[课程梳理|讲者解读]{d}的最新推荐，重点讲解{t}的[适用人群与用药细节|起始时机与剂量调整|疗效评估与不良反应处理]。',
  '从{y}的[首诊评估|门诊处理]讲起，系统介绍{e}的判读和{s}的使用。',
  '讲者结合[多年临床经验|本院{d}专病门诊的实践]，分享{d}[规范化管理|长期随访|药物治疗]中的常见误区与对策。',
  '内容覆盖{d}的[筛查、诊断、治疗和随访全流程|诊断、分层与治疗决策|急性期处理与长期管理]，适合[临床一线医师|住院医师与基层医生|专科医师]学习。',
  '特别关注{d}合并{c}的复杂情况，讨论[多学科协作下的治疗选择|与{m}联合管理的经验]。',
];
const RESEARCH_DESC = [
  '本课讲解{d}的[基本原理与操作步骤|核心概念与适用条件]，配合[实例演示|真实数据练习]。',
  '从[临床问题|一篇真实论文]出发，讲清楚{d}在[论文和课题|临床研究设计]中的正确用法。',
  '结合[审稿意见中的常见问题|近年投稿中的典型错误]，总结{d}的易错点。',
  '学习{d}[不要求统计学基础|只需基本的统计知识]，跟着示例一步步完成分析。',
  '讲者长期从事[临床研究方法学|医学统计学|临床流行病学]教学，{d}课程注重实操。',
];

/** A course's or live's description: two or three sentences, none twice. */
export function lectureDescription(rand: Prng, lecture: LectureSubject, count = 2): string {
  const w = new Writer(rand, lecture.subject, lecture.specialty);
  return w.sentences(lecture.research ? RESEARCH_DESC : CLINICAL_DESC, count);
}

const CLINICAL_GOALS = [
  '掌握{d}的[诊断标准与鉴别要点|分型与分期|诊断流程]',
  '熟悉{e}和{e}的临床判读',
  '理解{t}的适应证、禁忌证与剂量调整',
  '学会使用{s}进行风险分层',
  '了解{d}[随访管理与转诊时机|长期管理的要点|患者教育的方法]',
  '能够处理合并{c}的复杂病例',
];
const CLINICAL_OUTLINE = [
  '{d}的[流行病学与疾病负担|概述与最新认识|诊疗现状]',
  '从{y}入手的首诊评估',
  '{e}的判读要点',
  '{s}与危险分层',
  '{t}的规范应用',
  '合并{c}时的治疗调整',
  '[典型病例分析|病例讨论：{y}的{d}患者|病例复盘]',
  '[随访管理与患者教育|{d}的长期管理|小结与答疑]',
];
const RESEARCH_GOALS = ['理解{d}的[适用场景|基本假设]', '能够独立完成一次完整的{d}[分析|设计]', '读懂论文中与{d}相关的方法学描述', '避免{d}中的常见错误'];
const RESEARCH_OUTLINE = ['为什么需要{d}', '{d}的基本概念与前提条件', '{d}操作步骤演示', '{d}结果的解读与报告', '常见错误与审稿意见', '[实战练习|答疑与小结]'];
const AUDIENCES = [
  '{d}相关专业的住院医师、主治医师',
  '基层医疗机构的全科医生',
  '规培医师与研究生',
  '有志于开展临床研究的青年医师',
  '对{d}诊治感兴趣的各级医师',
];

/** A lecturer's short bio: who they are and what they work on. */
export function lecturerBio(rand: Prng, lecturer: LecturerLine, subject: string): string {
  const years = rand.int(12, 32);
  const focus = rand.pick([`${subject}的临床诊治`, `${subject}的规范化管理`, `${subject}相关临床研究`, '疑难危重症诊治']);
  const role = rand.pick(['硕士研究生导师', '博士研究生导师', '科室副主任', '科室主任', '住院医师规范化培训基地教学主任']);
  return `${lecturer.name}，${lecturer.hospital}${lecturer.department}${lecturer.title}，${role}，从事临床工作${years}年，主要研究方向为${focus}。`;
}

/** A course's body: introduction, goals, outline, audience and lecturer. */
export function courseBody(rand: Prng, lecture: LectureSubject, lecturer: LecturerLine): string {
  const w = new Writer(rand, lecture.subject, lecture.specialty);
  const research = lecture.research === true;
  return [
    heading('课程概述'),
    `<p>${w.sentences(research ? RESEARCH_DESC : CLINICAL_DESC, 3)}</p>`,
    heading('学习目标'),
    w.list(research ? RESEARCH_GOALS : CLINICAL_GOALS, 3),
    heading('课程大纲'),
    `<ol>${shuffledOutline(rand, w, research ? RESEARCH_OUTLINE : CLINICAL_OUTLINE)}</ol>`,
    heading('适合人群'),
    `<p>${w.fill(rand.pick(AUDIENCES))}。</p>`,
    heading('讲者介绍'),
    `<p>${lecturerBio(rand, lecturer, lecture.subject)}</p>`,
  ].join('');
}

/** Four or five outline items in teaching order (the first and the last stay where a lecture puts them). */
function shuffledOutline(rand: Prng, w: Writer, items: readonly string[]): string {
  const middle = shuffled(rand, items.slice(1, -1), rand.int(2, 3)).sort((a, b) => items.indexOf(a) - items.indexOf(b));
  return [items[0], ...middle, items[items.length - 1]].map((item) => `<li>${w.fill(item)}</li>`).join('');
}

/** An evening or lunchtime live's programme, timed from its start. */
export function liveProgramme(start: Date, lecture: LectureSubject, lecturer: LecturerLine, discussant: string): string {
  const slots: Array<[number, string]> = [
    [0, `主持人开场，介绍${lecturer.name}${lecturer.title}`],
    [5, `专题报告：${lecture.subject}${lecture.research ? '的方法与实例' : '诊疗要点'}（${lecturer.name}）`],
    [50, `${lecture.research ? '实例演示' : '病例分享与讨论'}（${discussant}）`],
    [80, `${lecture.subject}专题互动答疑`],
    [100, '总结与下期预告'],
  ];
  return `<ul>${slots.map(([minutes, item]) => `<li>${chinaClock(addMinutes(start, minutes))} ${item}</li>`).join('')}</ul>`;
}

/** A live's body: what it covers, its programme, its lecturer and how to watch. */
export function liveBody(rand: Prng, lecture: LectureSubject, lecturer: LecturerLine, start: Date, discussant: string): string {
  return [
    heading('直播内容'),
    `<p>${lectureDescription(rand, lecture, 3)}</p>`,
    heading('直播日程'),
    liveProgramme(start, lecture, lecturer, discussant),
    heading('讲者介绍'),
    `<p>${lecturerBio(rand, lecturer, lecture.subject)}</p>`,
    heading('观看提示'),
    `<p>${rand.pick(['直播期间可在评论区提问，讲者将在答疑环节统一回答', '建议提前预约，开播前会收到提醒', '本场直播结束后提供回放'])}，${rand.pick(['观看满30分钟可获得学习积分', '课件将在直播后上传至资料下载', '欢迎转发给科室同事'])}。</p>`,
  ].join('');
}

/** A short video's one-line description. */
export function shortVideoDescription(rand: Prng, subject: string, specialty: number): string {
  const w = new Writer(rand, subject, specialty);
  return w.sentences(
    [
      '用一分钟讲清楚{d}的一个关键问题。',
      '适合转发给患者的{d}科普。',
      '门诊最常被问到的{d}问题，专家简明作答。',
      '关于{t}，患者最关心的几件事。',
      '{y}要不要紧？什么时候该去医院？',
    ],
    2,
  );
}
