import type { Prng } from '../prng';
import { SPECIALTIES } from '../texts';
import { heading, Writer } from './writer';

const fieldName = (specialty: number) => SPECIALTIES[specialty]?.name ?? '临床';
const subjectOf = (rand: Prng, specialty: number) => SPECIALTIES[specialty]?.diseases[rand.int(0, 7)] ?? '常见病';

/** A topic's description (over 66 characters: the client cuts it with 查看全部). */
export function topicDescription(rand: Prng, title: string, specialty: number): string {
  const w = new Writer(rand, subjectOf(rand, specialty), specialty);
  return [
    `${title}旨在推动${fieldName(specialty)}领域诊疗规范化与同质化。`,
    w.sentences(
      [
        '项目以{d}为重点病种，面向县域及基层医疗机构开展系统培训。',
        '通过线上课程、直播病例讨论和线下进修相结合的方式，提升一线医师的诊治能力。',
        '项目同时建立质控指标与随访数据平台，定期发布阶段报告。',
        '首批参与单位覆盖全国多个省份，后续将分批扩大。',
        '项目设专家委员会，由多家教学医院的学科带头人组成。',
      ],
      3,
    ),
  ].join('');
}

/** A topic's full text: background, goals, what it does and how to take part. */
export function topicBody(rand: Prng, title: string, specialty: number): string {
  const w = new Writer(rand, subjectOf(rand, specialty), specialty);
  return [
    heading('项目背景'),
    w.paragraph(
      [
        '{d}等疾病在我国患病人数多、致残致死率高，基层诊治能力参差不齐。',
        '调查显示，县域医院对相关指南的知晓率仅约{p}%。',
        '规范诊疗的推广需要持续、成体系的培训与质控。',
      ],
      2,
    ),
    heading('项目目标'),
    w.list(['三年内覆盖{n}百家基层医疗机构', '建立{d}规范诊疗的培训与考核体系', '形成可复制的分级诊疗与双向转诊模式', '完善{e}等关键检查的质控标准'], 3),
    heading('主要内容'),
    w.paragraph(
      [
        '每月举办一次线上专题直播，由专家委员会成员主讲。',
        '定期开展病例征集与点评，优秀病例汇编成册。',
        '组织骨干医师赴教学医院进修学习{k}个月。',
        '联合{m}开展多学科联合查房。',
      ],
      3,
    ),
    heading('参与方式'),
    `<p>医疗机构可通过本专题页面的联系电话咨询加入；医师个人可直接学习专题课程并报名参加学组。</p>`,
  ].join('');
}

/** A topic expert's bio. */
export function expertBio(rand: Prng, opts: { name: string; title: string; hospital: string; specialty: number }): string {
  const subject = subjectOf(rand, opts.specialty);
  const field = fieldName(opts.specialty);
  return `${opts.name}，${opts.hospital}${opts.title}。长期从事${field}临床与教学工作，擅长${subject}的诊治，${rand.pick(['主持多项省部级课题', '参与多部专家共识的编写', '担任多本专业期刊编委', '在基层培训方面经验丰富'])}。`;
}

/** A study group's call for members. */
export function studyGroupBody(rand: Prng, specialty: number): string {
  const w = new Writer(rand, subjectOf(rand, specialty), specialty);
  return [
    heading('学组介绍'),
    `<p>${fieldName(specialty)}青年学组由专题专家委员会指导，面向45岁以下的临床医师，围绕{d}开展病例讨论、科研协作与科普工作。</p>`.replace('{d}', w.subject),
    heading('招募条件'),
    w.list(
      ['具有执业医师资格，从事相关专业临床工作满3年', '热爱学习，愿意参与学组的病例讨论与课题协作', '每年至少参加{n}次学组活动', '有临床研究或科普经验者优先'],
      3,
    ),
    heading('报名方式'),
    '<p>在本页点击“申请加入”，填写个人信息并提交，学组组长审核后通知结果。</p>',
  ].join('');
}

/** An honour's citation: the decision and what it was judged on. */
export function honourBody(rand: Prng, honour: string, specialty: number): string {
  const w = new Writer(rand, subjectOf(rand, specialty), specialty);
  return [
    heading('表彰决定'),
    `<p>${w.fill(`为表彰在{d}规范诊疗推广中表现突出的单位和个人，专家委员会经评审授予“${honour}”称号。`)}</p>`,
    heading('评选依据'),
    w.paragraph(
      [
        '获奖者在{d}规范诊疗推广、基层培训与病例质控方面作出了积极贡献。',
        '评审综合考虑了培训参与度、病例质量与随访数据的完整性。',
        '希望获奖者发挥示范作用，带动更多医疗机构参与项目。',
      ],
      2,
    ),
  ].join('');
}

/** A medical column's description: what it publishes and for whom. */
export function medicalColumnDescription(rand: Prng, title: string, subjects: readonly string[], specialty: number): string {
  const w = new Writer(rand, subjects[rand.int(0, subjects.length - 1)], specialty);
  return `${title}：${w.sentences(
    [
      `关注${subjects.slice(0, 3).join('、')}等方向的临床问题。`,
      '每周更新指南解读、病例讨论与研究速递。',
      '内容由一线临床医师撰写，编辑部审校。',
      '适合住院医师与基层医生日常学习。',
      '欢迎投稿分享您的临床经验。',
    ],
    2,
  )}`;
}

/** An activity's page text. */
export function activityBody(rand: Prng, title: string, specialty: number): string {
  const w = new Writer(rand, subjectOf(rand, specialty), specialty);
  return [
    heading('活动介绍'),
    `<p>${title}面向全国医师开放，${w.sentences(['以{d}为主题征集优秀作品。', '旨在促进临床经验交流与青年医师成长。', '由专家评审团对参赛作品进行评选。'], 2)}</p>`,
    heading('参与方式'),
    w.list(['在活动页面报名并提交作品', '作品须为原创，内容真实', '评审结果将在活动结束后公布', '优秀作品将在平台首页展示'], 3),
  ].join('');
}

/** A flowchart page (图解流程): steps of care for a disease. */
export function flowchartBody(rand: Prng, title: string, subject: string, specialty: number, image: string): string {
  const w = new Writer(rand, subject, specialty);
  return [
    heading('流程说明'),
    `<p>${w.fill('本流程图适用于门诊及病房中{d}患者的规范化诊治，供各级医师参考。')}</p>`,
    `<p><img src="${image}" alt="${title}"/></p>`,
    heading('关键步骤'),
    w.steps([
      '识别：出现{y}的患者应考虑{d}的可能',
      '评估：完善{e}，使用{s}分层',
      '治疗：按分层选择{t}',
      '随访：每{k}个月复查，达标后延长间隔',
      '转诊：疗效不佳或出现并发症时转诊',
    ]),
  ].join('');
}
