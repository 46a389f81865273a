import type { Prng } from '../prng';
import { ARTICLE_SENTENCES as A, CASE_SENTENCES as C } from './article-sentences';
import { personName } from './names';
import { heading, Writer } from './writer';

export type ArticleKind = 'guideline' | 'research' | 'overview' | 'followup' | 'differential';

/** What an article's title promises: a guideline reading, research news, an overview, follow-up or a differential. */
export function articleKindOf(title: string): ArticleKind {
  if (/解读|指南|共识/.test(title)) return 'guideline';
  if (/进展|盘点|速递/.test(title)) return 'research';
  if (/随访|管理要点/.test(title)) return 'followup';
  if (/鉴别/.test(title)) return 'differential';
  return 'overview';
}

const figure = (image: string | undefined, alt: string) => (image ? `<p><img src="${image}" alt="${alt}"/></p>` : '');

/** An article of several paragraphs under headings, as its kind is written. */
export function articleBody(rand: Prng, opts: { title: string; subject: string; specialty: number; image?: string }): string {
  const w = new Writer(rand, opts.subject, opts.specialty);
  const img = figure(opts.image, opts.title);
  switch (articleKindOf(opts.title)) {
    case 'guideline':
      return [
        heading('一、修订背景'),
        w.paragraph(A.guidelineBackground, 3),
        img,
        heading('二、主要更新要点'),
        w.list(A.guidelineUpdates, 4, true),
        heading('三、对临床实践的建议'),
        w.paragraph(A.guidelinePractice, 3),
        heading('四、小结'),
        w.paragraph(A.guidelineSummary, 2),
      ].join('');
    case 'research':
      return [
        heading('研究背景'),
        w.paragraph(A.researchBackground, 2),
        heading('主要进展'),
        w.list(A.researchFindings, 4),
        img,
        heading('对临床的启示'),
        w.paragraph(A.researchImplications, 3),
      ].join('');
    case 'followup':
      return [
        heading('为什么要规范随访'),
        w.paragraph(A.followupGoals, 2),
        heading('随访内容'),
        w.list(A.followupItems, 4),
        img,
        heading('患者教育'),
        w.paragraph(A.followupEducation, 2),
        heading('转诊指征'),
        w.paragraph(A.followupReferral, 2),
      ].join('');
    case 'differential':
      return [
        heading('临床特点'),
        w.paragraph(A.differentialFeatures, 2),
        heading('鉴别要点'),
        w.list(A.differentialPoints, 4),
        img,
        heading('诊断流程'),
        w.steps(A.differentialFlow),
        heading('注意事项'),
        w.paragraph(A.differentialNotes, 2),
      ].join('');
    default:
      return [
        heading(`认识${opts.subject}`),
        w.paragraph(A.overviewIntro, 2),
        heading('如何诊断'),
        w.paragraph(A.overviewDiagnosis, 3),
        img,
        heading('怎样治疗'),
        w.paragraph(A.overviewTreatment, 3),
      ].join('');
  }
}

/** The lead (摘要) of an article: what the reader learns, in two sentences. */
export function articleLead(rand: Prng, opts: { title: string; subject: string; specialty: number }): string {
  const w = new Writer(rand, opts.subject, opts.specialty);
  const leads: Record<ArticleKind, readonly string[]> = {
    guideline: ['新版推荐对{d}的诊断与治疗作了多处更新。', '本文梳理{t}等推荐的变化，并给出门诊落地建议。', '重点解读{s}的使用与随访节点。'],
    research: ['盘点过去一年{d}领域的重要研究。', '涉及{t}、{e}等方向的新证据。', '哪些结果可能改变临床实践？'],
    followup: ['{d}随访查什么、多久查一次、何时转诊。', '附随访内容清单与患者教育要点。', '以{s}为核心的分层随访方案。'],
    differential: ['以{y}起病的{d}如何与相似疾病鉴别？', '从病史、{e}到会诊，梳理四步诊断流程。', '附常见误诊原因分析。'],
    overview: ['{d}的诊断、治疗与日常管理，一文梳理。', '门诊常见问题解答，适合年轻医师快速掌握。', '从{y}说起，讲清楚首诊要做的检查。'],
  };
  return w.sentences(leads[articleKindOf(opts.title)], 2);
}

const SEXES = ['男', '女'] as const;

/** A case discussion: the record, examinations, course, discussion and a senior's comment. */
export function caseBody(
  rand: Prng,
  opts: { title: string; subject: string; specialty: number; image?: string; hospital: string; department: string },
): string {
  const w = new Writer(rand, opts.subject, opts.specialty);
  const [minAge, maxAge] = w.facts.ages;
  const age = rand.int(minAge, maxAge);
  const sex = w.pick(SEXES);
  const record = w.fill(`患者${sex}性，${age}岁，因“{y}${rand.int(2, 14)}${w.pick(['天', '周', '个月'])}”入院。`);
  const history = w.fill(
    `既往有{c}病史${rand.int(2, 15)}年，${w.pick(['平素规律服药', '未规律诊治', '自行间断服药'])}。${w.pick(['否认药物过敏史。', '有青霉素过敏史。', '吸烟史约20年，已戒烟3年。'])}`,
  );
  const reviewer = personName(rand);
  return [
    heading('病例资料'),
    `<p>${record}${w.fill('近期症状加重，伴{y}，遂来我院就诊。')}${history}</p>`,
    heading('辅助检查'),
    w.list(
      [
        '{e}：[提示异常改变，具体见附图|可见典型表现|结果异常，与临床表现相符]。',
        '{e}：[较正常值明显升高|轻度异常|较前有所进展]。',
        '{e}：[未见明确异常|未见特殊|阴性]。',
        '{s}：[提示中高危|评估为高危|提示病情较重]。',
      ],
      3,
    ),
    figure(opts.image, opts.title),
    heading('诊治经过'),
    w.paragraph(C.course, 4),
    heading('讨论'),
    w.paragraph(C.discussion, 3),
    heading('专家点评'),
    `<p>${w.sentences(C.comment, 2)}（点评专家：${reviewer}，${opts.hospital}${opts.department}）</p>`,
  ].join('');
}
