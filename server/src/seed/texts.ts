import type { Prng } from './prng';

/** Six specialties: one per server home channel, and the thread that ties content to channels. */
export const SPECIALTIES = [
  { name: '心血管', dept: '心血管内科', diseases: ['高血压', '冠心病', '心力衰竭', '心房颤动', '急性心肌梗死', '血脂异常', '心肌病', '肺动脉高压'] },
  { name: '肿瘤', dept: '肿瘤内科', diseases: ['非小细胞肺癌', '乳腺癌', '结直肠癌', '胃癌', '肝细胞癌', '淋巴瘤', '前列腺癌', '卵巢癌'] },
  {
    name: '呼吸',
    dept: '呼吸与危重症医学科',
    diseases: ['慢阻肺', '支气管哮喘', '社区获得性肺炎', '肺结节', '间质性肺病', '睡眠呼吸暂停', '肺栓塞', '支气管扩张'],
  },
  { name: '神经', dept: '神经内科', diseases: ['缺血性脑卒中', '帕金森病', '阿尔茨海默病', '癫痫', '偏头痛', '多发性硬化', '重症肌无力', '周围神经病'] },
  { name: '内分泌', dept: '内分泌科', diseases: ['2型糖尿病', '甲状腺结节', '骨质疏松', '肥胖症', '痛风', '甲状腺功能亢进', '库欣综合征', '糖尿病肾病'] },
  {
    name: '消化',
    dept: '消化内科',
    diseases: ['幽门螺杆菌感染', '炎症性肠病', '胃食管反流病', '肝硬化', '急性胰腺炎', '功能性消化不良', '消化道出血', '脂肪性肝病'],
  },
] as const;

export const HOSPITAL_NAMES = [
  '北京协和医院',
  '中国人民解放军总医院',
  '北京大学第一医院',
  '首都医科大学附属北京朝阳医院',
  '复旦大学附属中山医院',
  '上海交通大学医学院附属瑞金医院',
  '中山大学附属第一医院',
  '广东省人民医院',
  '四川大学华西医院',
  '华中科技大学同济医学院附属同济医院',
  '武汉大学人民医院',
  '北京市海淀区社区卫生服务中心',
] as const;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['建国', '晓明', '丽华', '志强', '海燕', '文博', '静怡', '磊', '敏', '卫东', '芳', '洁', '涛', '俊杰', '慧', '永刚', '颖', '宁', '雪梅', '红'];
const TITLES = ['主任医师', '副主任医师', '教授', '主任医师 教授', '副教授'];

export function doctorName(rand: Prng): string {
  return rand.pick(SURNAMES) + rand.pick(GIVEN);
}

export function doctorTitle(rand: Prng): string {
  return rand.pick(TITLES);
}

/** Fills `{d}` (disease) and `{s}` (specialty) in a template. */
export function fill(template: string, specialty: number, disease: string): string {
  return template.replaceAll('{d}', disease).replaceAll('{s}', SPECIALTIES[specialty].name);
}

export const TEMPLATES = {
  course: [
    '{d}诊疗规范解读',
    '{d}的规范化管理',
    '{d}最新指南要点',
    '{d}临床路径与实践',
    '{d}疑难病例分析',
    '{d}药物治疗进展',
    '{d}的早期识别与评估',
    '{d}多学科诊疗实践',
  ],
  courseColumn: ['{s}专科医师进阶课程', '{s}临床精品系列课', '{s}住院医师规范化培训', '{s}循证医学十讲'],
  video: ['{d}诊治要点速览', '{d}手术演示', '{d}教学查房实录', '专家谈{d}', '{d}影像判读技巧'],
  videoColumn: ['{s}手术视频精选', '{s}名家查房'],
  shortVideo: ['一分钟了解{d}', '{d}患者常问的5个问题', '{d}用药误区', '{d}居家管理小贴士'],
  article: ['{d}：年度研究进展盘点', '{d}诊治新共识解读', '一文读懂{d}', '{d}患者随访管理要点', '{d}的鉴别诊断思路'],
  articleColumn: ['{s}前沿速递', '{s}临床笔记'],
  case: ['{d}一例：诊断曲折', '{d}一例：多学科协作救治', '{d}的罕见表现一例', '{d}治疗反应不佳一例', '合并多种基础疾病的{d}一例'],
  caseColumn: ['{s}疑难病例精选', '{s}病例讨论会'],
  live: ['{s}前沿论坛：{d}专场', '{d}规范诊疗病例讨论会', '名医大讲堂｜{d}', '{d}新药临床应用研讨', '青年医师沙龙：{d}'],
  liveSeries: ['{s}月度直播系列', '{s}精品直播课'],
  meeting: ['中国{s}学术年会', '{s}青年医师论坛', '{s}高峰论坛', '{s}诊疗新进展研讨会', '{s}临床研究大会'],
  download: ['{d}诊疗指南（2024年版）', '{d}专家共识', '{d}临床实践手册', '{d}诊疗流程图解'],
} as const;

export const PASSAGES = [
  '近年来，随着循证医学证据的不断积累，该领域的诊疗理念发生了显著变化。',
  '临床实践中，应重视早期筛查与风险分层，根据患者个体情况制定治疗方案。',
  '多学科协作（MDT）模式有助于提高复杂病例的诊治效率，改善患者预后。',
  '规范化随访管理是长期获益的关键，建议建立以患者为中心的全程管理体系。',
  '新型药物的上市为患者提供了更多选择，但需关注不良反应监测与药物相互作用。',
  '本讲结合典型病例，系统梳理诊断思路、鉴别要点与治疗决策。',
];

/** A few paragraphs of sanitised-looking HTML for article/course/live bodies. */
export function htmlBody(rand: Prng, title: string, image?: string): string {
  const paragraphs = [0, 1, 2].map(() => `<p>${rand.pick(PASSAGES)}</p>`).join('');
  const img = image ? `<p><img src="${image}" alt="${title}"/></p>` : '';
  return `<h3>${title}</h3>${paragraphs}${img}<p>${rand.pick(PASSAGES)}</p>`;
}

export function summary(rand: Prng): string {
  return `${rand.pick(PASSAGES)}${rand.pick(PASSAGES)}`;
}

/** 30 followable medical columns with their pinyin initial (A–Z spread; pinyin has no I, U, V). */
export const MEDICAL_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['安心心血管', 'A'],
  ['病理视界', 'B'],
  ['白血病研究', 'B'],
  ['肠道健康说', 'C'],
  ['重症医学', 'C'],
  ['大医精诚', 'D'],
  ['儿科前沿', 'E'],
  ['肺癌全程管理', 'F'],
  ['风湿免疫', 'F'],
  ['骨科临床', 'G'],
  ['肝病学苑', 'G'],
  ['护理之家', 'H'],
  ['急诊医学', 'J'],
  ['康复医学', 'K'],
  ['临床药学', 'L'],
  ['麻醉学苑', 'M'],
  ['内分泌视点', 'N'],
  ['欧洲心脏病学年会速递', 'O'],
  ['皮肤科频道', 'P'],
  ['全科医学', 'Q'],
  ['乳腺健康', 'R'],
  ['神经科学前沿', 'S'],
  ['糖尿病管理', 'T'],
  ['胃肠病学', 'W'],
  ['心电图学堂', 'X'],
  ['血液学进展', 'X'],
  ['影像诊断', 'Y'],
  ['眼科学堂', 'Y'],
  ['肿瘤免疫', 'Z'],
  ['中医药传承', 'Z'],
];
