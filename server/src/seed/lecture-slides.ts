/** What a demo lecture's slides say: the title page, one slide per chapter and the closing summary. */
export interface LectureDeck {
  /** Index into the seed's specialties (心血管, 肿瘤, 呼吸, 神经, 内分泌, 消化). */
  specialty: number;
  title: string;
  lecturer: { name: string; title: string; hospital: string; department: string };
  chapters: ReadonlyArray<{ heading: string; bullets: readonly string[] }>;
  summary: readonly string[];
}

/** What a short (portrait) video's cards say: a question and the points that answer it. */
export interface ShortDeck {
  specialty: number;
  title: string;
  lecturer: { name: string; title: string; hospital: string; department: string };
  points: readonly string[];
}

/** One deck per lecture clip, in the order of the lecture clips. */
export const LECTURE_DECKS: readonly LectureDeck[] = [
  {
    specialty: 0,
    title: '心房颤动的抗凝治疗：从评估到随访',
    lecturer: { name: '陈卫东', title: '主任医师', hospital: '复旦大学附属中山医院', department: '心血管内科' },
    chapters: [
      { heading: '卒中风险评估', bullets: ['CHA₂DS₂-VASc 评分决定是否抗凝', '男性≥2 分、女性≥3 分推荐口服抗凝', '评分随年龄和合并症变化，每年复评'] },
      { heading: '出血风险评估', bullets: ['HAS-BLED≥3 分提示出血高危', '高分不是停用抗凝的理由', '优先纠正可逆因素：血压、饮酒、合用药物'] },
      { heading: '抗凝药物选择', bullets: ['非瓣膜性房颤首选新型口服抗凝药', '按肌酐清除率、年龄、体重调整剂量', '机械瓣和中重度二尖瓣狭窄仍用华法林'] },
      { heading: '围术期与特殊人群', bullets: ['择期手术按出血风险决定停药时间', '高龄和慢性肾病患者谨慎减量', '合并冠心病时缩短三联治疗时程'] },
      { heading: '随访与依从性', bullets: ['每 3～6 个月评估肾功能和出血事件', '用药教育：漏服处理与药物相互作用', '建立房颤门诊和随访档案'] },
    ],
    summary: ['先评估卒中风险，再评估出血风险', '新型口服抗凝药为多数患者首选', '规范随访决定长期获益'],
  },
  {
    specialty: 1,
    title: '非小细胞肺癌靶向治疗的全程管理',
    lecturer: { name: '林静怡', title: '主任医师 教授', hospital: '中山大学附属第一医院', department: '肿瘤内科' },
    chapters: [
      { heading: '驱动基因检测', bullets: ['初诊晚期非鳞癌常规检测 EGFR、ALK、ROS1', '组织不足时以血液 ctDNA 补充', '推荐二代测序一次覆盖多个靶点'] },
      { heading: '一线靶向药物选择', bullets: ['EGFR 敏感突变首选三代 TKI', 'ALK 融合首选二代或三代抑制剂', '脑转移患者关注药物入脑能力'] },
      { heading: '不良反应管理', bullets: ['皮疹和腹泻分级处理，尽量不停药', '间质性肺炎一旦怀疑立即停药评估', '定期监测肝功能和心电图'] },
      { heading: '耐药后的策略', bullets: ['进展后再次活检明确耐药机制', '寡进展可联合局部治疗继续原药', '广泛进展考虑化疗联合方案'] },
    ],
    summary: ['检测先行，靶点决定方案', '管理不良反应保证疗程', '耐药后再检测、再分层'],
  },
  {
    specialty: 2,
    title: '慢阻肺稳定期的规范化管理',
    lecturer: { name: '赵志强', title: '主任医师', hospital: '四川大学华西医院', department: '呼吸与危重症医学科' },
    chapters: [
      { heading: '诊断与评估', bullets: ['吸入支气管扩张剂后 FEV₁/FVC<0.70 确诊', '评估症状：mMRC 与 CAT 评分', '记录过去一年的急性加重次数'] },
      { heading: '初始药物治疗', bullets: ['症状为主：长效支气管扩张剂起步', '频繁加重且嗜酸粒细胞≥300：考虑含激素方案', '每次随访检查吸入装置的使用'] },
      { heading: '非药物治疗', bullets: ['戒烟是唯一能延缓肺功能下降的措施', '肺康复改善运动耐量和生活质量', '接种流感和肺炎球菌疫苗'] },
      { heading: '随访与转诊', bullets: ['根据症状和加重调整治疗', '静息低氧血症评估长期氧疗', '基层与上级医院分工协作'] },
    ],
    summary: ['肺功能确诊，症状与加重分层', '吸入技术与治疗方案同样重要', '戒烟、康复、疫苗贯穿全程'],
  },
  {
    specialty: 3,
    title: '急性缺血性脑卒中的静脉溶栓与取栓',
    lecturer: { name: '周晓明', title: '教授', hospital: '首都医科大学附属北京朝阳医院', department: '神经内科' },
    chapters: [
      { heading: '院前识别与绿色通道', bullets: ['用 BE-FAST 快速识别卒中', '提前通知卒中中心，缩短入院到评估时间', '记录最后正常时间'] },
      { heading: '静脉溶栓', bullets: ['发病 4.5 小时内评估溶栓适应证', '目标门到针时间<60 分钟，力争 45 分钟', '溶栓后 24 小时内严密监测血压和神经功能'] },
      { heading: '血管内取栓', bullets: ['大血管闭塞尽早行 CTA 评估', '6 小时内符合条件直接取栓', '6～24 小时依据影像选择患者'] },
      { heading: '并发症与二级预防', bullets: ['警惕症状性颅内出血和再灌注损伤', '早期吞咽评估，预防吸入性肺炎', '根据病因启动抗栓和他汀治疗'] },
    ],
    summary: ['时间就是大脑', '溶栓与取栓相互衔接', '二级预防从住院期间开始'],
  },
  {
    specialty: 4,
    title: '2型糖尿病的降糖药物选择与个体化目标',
    lecturer: { name: '徐丽华', title: '主任医师', hospital: '上海交通大学医学院附属瑞金医院', department: '内分泌科' },
    chapters: [
      { heading: '个体化控制目标', bullets: ['多数成人 HbA1c 目标<7.0%', '老年及低血糖高风险者适当放宽', '同时关注血压、血脂和体重'] },
      {
        heading: '以并发症为导向的选药',
        bullets: ['合并动脉粥样硬化性心血管病：优选 GLP-1 受体激动剂', '合并心衰或慢性肾病：优选 SGLT2 抑制剂', '二甲双胍仍是多数患者的基础用药'],
      },
      { heading: '胰岛素的起始与调整', bullets: ['口服药足量仍不达标时起始基础胰岛素', '按空腹血糖每 3 天调整一次剂量', '教会患者识别和处理低血糖'] },
      { heading: '生活方式与随访', bullets: ['医学营养治疗和规律运动', '每 3 个月复查 HbA1c', '每年筛查眼底、尿白蛋白和足部'] },
    ],
    summary: ['目标因人而异', '有并发症先看器官保护', '随访和教育决定长期达标'],
  },
  {
    specialty: 5,
    title: '幽门螺杆菌感染的根除治疗',
    lecturer: { name: '黄海燕', title: '副主任医师', hospital: '武汉大学人民医院', department: '消化内科' },
    chapters: [
      { heading: '谁需要检测与治疗', bullets: ['消化性溃疡、胃黏膜相关淋巴组织淋巴瘤必须根除', '有胃癌家族史者建议检测', '家庭成员共同筛查减少再感染'] },
      { heading: '检测方法', bullets: ['尿素呼气试验是首选的无创检测', '检测前停用质子泵抑制剂 2 周', '停用抗生素和铋剂 4 周'] },
      { heading: '根除方案', bullets: ['铋剂四联 14 天为主要经验方案', '高剂量双联方案可作为选择', '根据当地耐药情况选择抗生素'] },
      { heading: '复查与失败后处理', bullets: ['停药 4 周后复查呼气试验', '失败后不重复使用同一方案', '两次失败建议药敏检测'] },
    ],
    summary: ['有指征即检测，阳性即治疗', '14 天铋剂四联为主', '停药 4 周复查确认根除'],
  },
  {
    specialty: 0,
    title: '射血分数降低的心力衰竭：新四联治疗实践',
    lecturer: { name: '王建国', title: '主任医师 教授', hospital: '北京大学第一医院', department: '心血管内科' },
    chapters: [
      { heading: '诊断与分型', bullets: ['LVEF≤40% 诊断射血分数降低的心衰', 'NT-proBNP 用于诊断和随访', '寻找病因：缺血、高血压、心肌病'] },
      { heading: '四类基石药物', bullets: ['ARNI 或 ACEI/ARB', 'β 受体阻滞剂', '盐皮质激素受体拮抗剂与 SGLT2 抑制剂'] },
      { heading: '快速起始与滴定', bullets: ['病情允许时小剂量同时起始', '每 1～2 周滴定至目标或最大耐受剂量', '监测血压、心率、肾功能和血钾'] },
      { heading: '器械治疗与随访', bullets: ['优化药物 3 个月后复评 LVEF', '符合指征考虑 ICD 或 CRT', '出院后 7～14 天内首次随访'] },
    ],
    summary: ['四联药物尽早、尽快、尽量足量', '滴定过程安全监测', '药物与器械治疗序贯评估'],
  },
  {
    specialty: 2,
    title: '肺结节的影像评估与随访策略',
    lecturer: { name: '刘文博', title: '副主任医师', hospital: '中国人民解放军总医院', department: '呼吸与危重症医学科' },
    chapters: [
      { heading: '结节的分类', bullets: ['实性、部分实性与纯磨玻璃结节', '大小与密度决定随访间隔', '薄层 CT 是评估的基础'] },
      { heading: '恶性风险评估', bullets: ['结合年龄、吸烟史和家族史', '分叶、毛刺、胸膜牵拉提示恶性', '风险模型辅助临床判断'] },
      { heading: '随访间隔', bullets: ['<6 mm 低危实性结节可不常规随访', '部分实性结节随访时间更长', '随访中实性成分增大需积极处理'] },
      { heading: '何时需要活检或手术', bullets: ['高度可疑者多学科讨论', '导航支气管镜与经皮穿刺各有适应证', '向患者解释随访的意义，减少焦虑'] },
    ],
    summary: ['看大小，看密度，看变化', '风险分层决定随访或干预', '多学科讨论减少过度诊疗'],
  },
];

/** One deck per short clip, in the order of the short clips. */
export const SHORT_DECKS: readonly ShortDeck[] = [
  {
    specialty: 0,
    title: '家庭自测血压的三个要点',
    lecturer: { name: '杨敏', title: '主治医师', hospital: '北京协和医院', department: '心血管内科' },
    points: ['测量前静坐 5 分钟', '袖带与心脏同一高度', '早晚各测两次取平均'],
  },
  {
    specialty: 4,
    title: '低血糖了怎么办？',
    lecturer: { name: '孙颖', title: '副主任医师', hospital: '广东省人民医院', department: '内分泌科' },
    points: ['血糖<3.9 mmol/L 立即处理', '先吃 15 克快速升糖食物', '15 分钟后复测血糖'],
  },
  {
    specialty: 2,
    title: '吸入装置的正确用法',
    lecturer: { name: '何俊杰', title: '主治医师', hospital: '四川大学华西医院', department: '呼吸与危重症医学科' },
    points: ['吸药前先充分呼气', '含紧吸嘴，深长吸气', '屏气 10 秒后再缓慢呼气'],
  },
  {
    specialty: 3,
    title: '一分钟识别脑卒中',
    lecturer: { name: '郭雪梅', title: '主任医师', hospital: '华中科技大学同济医学院附属同济医院', department: '神经内科' },
    points: ['看脸：口角是否歪斜', '看手：单侧是否无力', '听话：说话是否含糊，立即拨打 120'],
  },
  {
    specialty: 5,
    title: '胃镜检查前要做哪些准备',
    lecturer: { name: '马宁', title: '主治医师', hospital: '复旦大学附属中山医院', department: '消化内科' },
    points: ['检查前禁食 6～8 小时', '告知医生正在服用的抗凝药', '无痛胃镜需要家属陪同'],
  },
];
