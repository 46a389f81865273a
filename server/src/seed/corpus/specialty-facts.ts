/**
 * What the texts of a field talk about: its examinations, treatments, scores, complaints and the teams it
 * works with. Indexed like SPECIALTIES; GENERAL_FACTS serves the columns outside the six fields.
 */
export interface SpecialtyFacts {
  exams: readonly string[];
  therapies: readonly string[];
  scores: readonly string[];
  symptoms: readonly string[];
  comorbidities: readonly string[];
  partners: readonly string[];
  /** Youngest and oldest age of the patients its cases describe. */
  ages: readonly [number, number];
}

export const SPECIALTY_FACTS: readonly SpecialtyFacts[] = [
  {
    exams: ['超声心动图', '24小时动态心电图', '冠状动脉CT血管成像', 'NT-proBNP', '动态血压监测', '心脏磁共振', '高敏肌钙蛋白', '运动负荷试验'],
    therapies: ['ARNI', 'SGLT2抑制剂', 'β受体阻滞剂', '高强度他汀', '新型口服抗凝药', '经皮冠状动脉介入治疗', '导管消融', 'PCSK9抑制剂'],
    scores: ['CHA₂DS₂-VASc评分', 'HAS-BLED评分', 'GRACE评分', 'NYHA心功能分级', 'Killip分级'],
    symptoms: ['活动后胸闷', '阵发性心悸', '夜间阵发性呼吸困难', '双下肢水肿', '持续性胸骨后压榨样疼痛', '头晕伴乏力'],
    comorbidities: ['2型糖尿病', '慢性肾脏病3期', '高尿酸血症', '阻塞性睡眠呼吸暂停', '陈旧性脑梗死'],
    partners: ['心外科', '影像科', '心脏康复中心', '临床药学部'],
    ages: [42, 81],
  },
  {
    exams: ['增强CT', 'PET-CT', '病理活检及免疫组化', '二代测序基因检测', 'PD-L1表达检测', '肿瘤标志物', '头颅增强磁共振', '超声内镜'],
    therapies: ['免疫检查点抑制剂', 'EGFR-TKI', '含铂双药化疗', '抗血管生成治疗', '立体定向放疗', '新辅助治疗', '抗体偶联药物', '内分泌治疗'],
    scores: ['ECOG评分', 'TNM分期', 'RECIST 1.1标准', '营养风险筛查NRS 2002'],
    symptoms: ['刺激性干咳', '无痛性颈部淋巴结肿大', '近3个月体重下降约6公斤', '间断便血', '上腹部隐痛', '乳房无痛性肿块'],
    comorbidities: ['高血压', '2型糖尿病', '乙型肝炎病毒携带', '慢阻肺', '冠心病'],
    partners: ['胸外科', '放疗科', '病理科', '影像科', '营养科'],
    ages: [38, 76],
  },
  {
    exams: ['肺功能检查', '胸部高分辨率CT', 'CT肺动脉造影', '支气管镜检查', '呼出气一氧化氮', '多导睡眠监测', '动脉血气分析', '六分钟步行试验'],
    therapies: ['吸入性糖皮质激素', '长效支气管舒张剂', '无创正压通气', '肺康复训练', '抗纤维化药物', '抗凝治疗', '经验性抗感染治疗', '氧疗'],
    scores: ['CAT评分', 'mMRC呼吸困难分级', 'CURB-65评分', 'Wells评分', 'ACT哮喘控制测试'],
    symptoms: ['反复咳嗽咳痰', '活动后气促', '夜间喘息', '发热伴咳黄痰', '日间嗜睡', '咯血'],
    comorbidities: ['高血压', '慢性心力衰竭', '骨质疏松', '焦虑抑郁状态', '胃食管反流病'],
    partners: ['胸外科', '影像科', '康复医学科', '睡眠医学中心'],
    ages: [28, 84],
  },
  {
    exams: ['头颅磁共振弥散加权成像', 'CT血管成像', '脑电图', '肌电图', '腰椎穿刺脑脊液检查', '认知功能量表评估', '颈动脉超声', '多巴胺转运体显像'],
    therapies: ['静脉溶栓', '血管内取栓', '双联抗血小板治疗', '左旋多巴', '抗癫痫发作药物', 'CGRP单克隆抗体', '免疫球蛋白', '早期康复训练'],
    scores: ['NIHSS评分', 'mRS评分', 'MMSE量表', 'MoCA量表', 'Hoehn-Yahr分期'],
    symptoms: ['突发一侧肢体无力', '言语含糊', '静止性震颤', '近记忆力下降', '反复发作性意识丧失', '搏动性头痛伴畏光'],
    comorbidities: ['高血压', '心房颤动', '2型糖尿病', '高同型半胱氨酸血症', '睡眠障碍'],
    partners: ['神经外科', '介入放射科', '康复医学科', '急诊科'],
    ages: [24, 83],
  },
  {
    exams: ['糖化血红蛋白', '口服葡萄糖耐量试验', '甲状腺超声', '骨密度检测', '持续葡萄糖监测', '甲状腺功能及抗体', '尿白蛋白/肌酐比值', '地塞米松抑制试验'],
    therapies: ['GLP-1受体激动剂', 'SGLT2抑制剂', '基础胰岛素', '二甲双胍', '双膦酸盐', '降尿酸治疗', '抗甲状腺药物', '生活方式干预'],
    scores: ['FRAX骨折风险评估', 'TI-RADS分级', 'BMI与腰围', 'eGFR分期'],
    symptoms: ['口干多饮', '体重进行性增加', '心悸怕热', '第一跖趾关节红肿疼痛', '腰背痛', '颈前无痛性包块'],
    comorbidities: ['高血压', '血脂异常', '非酒精性脂肪性肝病', '冠心病', '慢性肾脏病'],
    partners: ['营养科', '眼科', '肾内科', '甲状腺外科'],
    ages: [26, 79],
  },
  {
    exams: ['胃镜', '结肠镜', '13C尿素呼气试验', '腹部增强CT', '粪便钙卫蛋白', '肝脏瞬时弹性成像', '24小时食管pH-阻抗监测', '血清脂肪酶'],
    therapies: ['质子泵抑制剂', '铋剂四联方案', '生物制剂', '内镜下止血', '美沙拉秦', '液体复苏', '非选择性β受体阻滞剂', '减重与饮食管理'],
    scores: ['Child-Pugh分级', 'Mayo评分', 'Glasgow-Blatchford评分', 'BISAP评分', 'MELD评分'],
    symptoms: ['反复上腹痛', '反酸烧心', '黏液脓血便', '黑便', '餐后饱胀', '腹胀伴乏力'],
    comorbidities: ['2型糖尿病', '高血压', '冠心病（长期服用阿司匹林）', '肥胖', '慢性肾脏病'],
    partners: ['普外科', '介入科', '影像科', '营养科'],
    ages: [22, 78],
  },
];

/** For the columns outside the six fields (儿科, 风湿, 护理, 药学 …): words every clinician uses. */
export const GENERAL_FACTS: SpecialtyFacts = {
  exams: ['血常规', '炎症指标', '影像学检查', '肝肾功能', '专科体格检查', '病原学检查'],
  therapies: ['规范化药物治疗', '个体化给药', '康复训练', '健康教育', '多学科联合治疗', '定期随访'],
  scores: ['疼痛数字评分', '日常生活能力评估', '营养风险筛查', '跌倒风险评估'],
  symptoms: ['反复发热', '关节肿痛', '乏力纳差', '皮疹', '活动受限', '夜间睡眠差'],
  comorbidities: ['高血压', '2型糖尿病', '慢性肾脏病', '骨质疏松'],
  partners: ['临床药学部', '护理部', '康复医学科', '营养科'],
  ages: [6, 80],
};

export function factsOf(specialty: number): SpecialtyFacts {
  return SPECIALTY_FACTS[specialty] ?? GENERAL_FACTS;
}
