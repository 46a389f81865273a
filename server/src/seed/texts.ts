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

/** The teaching hospitals among them: where experts who review cases and speak at meetings work. */
export const TEACHING_HOSPITALS = HOSPITAL_NAMES.filter((name) => name.endsWith('医院'));

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

/** Research-methods subjects: what 科研好课 (courses and lives of content_type 8) teach. */
export const RESEARCH_SUBJECTS = [
  '临床研究选题与设计',
  '样本量估算',
  '随机对照试验设计',
  '倾向性评分匹配',
  '生存分析与Cox回归',
  'Meta分析方法',
  '真实世界研究设计',
  '多因素回归分析',
  'SCI论文写作',
  '国自然基金申报',
  '病例对照研究设计',
  'R语言统计入门',
] as const;

export const RESEARCH_TEMPLATES = ['{r}：从原理到实践', '{r}实战讲解', '{r}常见错误与对策', '手把手教你{r}'] as const;

/** A research-methods lecture title (no disease in it). */
export function researchTitle(n: number, template = n): string {
  return RESEARCH_TEMPLATES[template % RESEARCH_TEMPLATES.length].replace('{r}', RESEARCH_SUBJECTS[n % RESEARCH_SUBJECTS.length]);
}

export interface MedicalColumnSpec {
  title: string;
  /** SPECIALTIES index of the home channel it belongs to (−1: none). */
  specialty: number;
  /** Its own subjects; without them it carries the specialty's general articles. */
  subjects?: readonly string[];
}

/** 30 followable medical columns; their index letter is computed from the title's pinyin (medical-column-letter.ts). */
export const MEDICAL_COLUMNS: readonly MedicalColumnSpec[] = [
  { title: '安心心血管', specialty: 0 },
  { title: '病理视界', specialty: 1, subjects: ['病理诊断', '免疫组化判读', '冰冻切片'] },
  { title: '白血病研究', specialty: 1, subjects: ['急性髓系白血病', '慢性淋巴细胞白血病', 'CAR-T细胞治疗'] },
  { title: '肠道健康说', specialty: 5 },
  { title: '重症医学', specialty: 2 },
  { title: '大医精诚', specialty: -1, subjects: ['医患沟通', '医学人文', '青年医师职业成长'] },
  { title: '儿科前沿', specialty: -1, subjects: ['儿童哮喘', '川崎病', '新生儿黄疸'] },
  { title: '肺癌全程管理', specialty: 1, subjects: ['非小细胞肺癌', '肺癌靶向治疗', '肺癌免疫治疗'] },
  { title: '风湿免疫', specialty: -1, subjects: ['类风湿关节炎', '系统性红斑狼疮', '强直性脊柱炎'] },
  { title: '骨科临床', specialty: -1, subjects: ['骨质疏松性骨折', '膝骨关节炎', '腰椎间盘突出症'] },
  { title: '肝病学苑', specialty: 5, subjects: ['慢性乙型肝炎', '肝硬化', '非酒精性脂肪性肝病'] },
  { title: '护理之家', specialty: -1, subjects: ['压力性损伤护理', '静脉治疗护理', '围手术期护理'] },
  { title: '急诊医学', specialty: 2, subjects: ['急性中毒', '心肺复苏', '急性呼吸衰竭'] },
  { title: '康复医学', specialty: 3, subjects: ['卒中后康复', '心脏康复', '骨科术后康复'] },
  { title: '临床药学', specialty: -1, subjects: ['抗菌药物合理使用', '药物相互作用', '肾功能不全患者用药'] },
  { title: '麻醉学苑', specialty: -1, subjects: ['术后镇痛', '困难气道管理', '日间手术麻醉'] },
  { title: '内分泌视点', specialty: 4 },
  { title: '欧洲心脏病学年会速递', specialty: 0, subjects: ['心力衰竭', '心房颤动', '血脂异常'] },
  { title: '皮肤科频道', specialty: -1, subjects: ['银屑病', '特应性皮炎', '带状疱疹'] },
  { title: '全科医学', specialty: -1, subjects: ['社区慢病管理', '家庭医生签约服务', '多重用药管理'] },
  { title: '乳腺健康', specialty: 1, subjects: ['乳腺癌', '乳腺结节', '乳腺癌术后随访'] },
  { title: '神经科学前沿', specialty: 3 },
  { title: '糖尿病管理', specialty: 4, subjects: ['2型糖尿病', '胰岛素治疗', '糖尿病足'] },
  { title: '胃肠病学', specialty: 5, subjects: ['幽门螺杆菌感染', '炎症性肠病', '胃食管反流病'] },
  { title: '心电图学堂', specialty: 0, subjects: ['房颤心电图', '急性心肌梗死心电图', '室性早搏'] },
  { title: '血液学进展', specialty: -1, subjects: ['缺铁性贫血', '淋巴瘤', '多发性骨髓瘤'] },
  { title: '影像诊断', specialty: 2, subjects: ['肺结节', '脑卒中影像', '肝脏占位'] },
  { title: '眼科学堂', specialty: -1, subjects: ['糖尿病视网膜病变', '青光眼', '白内障'] },
  { title: '肿瘤免疫', specialty: 1 },
  { title: '中医药传承', specialty: -1, subjects: ['中医体质辨识', '针灸治疗', '中药安全用药'] },
];
