import type { departments, hospitals, identities, majors, pointRules, pointsLedger, regions, schools, tags, users } from '../src/db/schema/index';
import type { SeedContext } from './context';
import { daysBefore } from './prng';
import { HOSPITAL_NAMES } from './texts';

type UserRow = typeof users.$inferInsert;

/** Spec §3 user types; identity ids equal the enumeration. Other (4) is the parent of 1, 6, 7. */
export const IDENTITIES: Array<typeof identities.$inferInsert> = [
  { id: 3, name: '医务工作者', parentId: null, sort: 1 },
  { id: 5, name: '医药企业相关人员', parentId: null, sort: 2 },
  { id: 8, name: '医学生', parentId: null, sort: 3 },
  { id: 4, name: '其他', parentId: null, sort: 4 },
  { id: 1, name: '患者', parentId: 4, sort: 1 },
  { id: 6, name: '患者组织', parentId: 4, sort: 2 },
  { id: 7, name: '媒体', parentId: 4, sort: 3 },
];

/** Seed users (log in with these mobiles; the console SMS provider prints the code). */
export const SEED_USERS = [
  { id: 1, mobile: '13800000001', name: '张明远', identityId: 3, isComplete: 1 },
  { id: 2, mobile: '13800000002', name: '', identityId: null, isComplete: 0 },
  { id: 3, mobile: '13800000003', name: '李思琪', identityId: 8, isComplete: 1 },
  { id: 4, mobile: '13800000004', name: '王秀兰', identityId: 1, isComplete: 1 },
  { id: 5, mobile: '13800000005', name: '陈立新', identityId: 3, isComplete: 1 },
] as const;

type Region = [id: number, name: string, children?: Region[]];
const REGION_TREE: Region[] = [
  [11, '北京市', [[1101, '北京市', [[110101, '东城区'], [110102, '西城区'], [110105, '朝阳区'], [110108, '海淀区']]]]],
  [31, '上海市', [[3101, '上海市', [[310101, '黄浦区'], [310104, '徐汇区'], [310115, '浦东新区']]]]],
  [44, '广东省', [[4401, '广州市', [[440104, '越秀区'], [440106, '天河区']]], [4403, '深圳市', [[440304, '福田区'], [440305, '南山区']]]]],
  [51, '四川省', [[5101, '成都市', [[510107, '武侯区'], [510104, '锦江区']]]]],
  [42, '湖北省', [[4201, '武汉市', [[420103, '江汉区'], [420104, '硚口区'], [420106, '武昌区']]]]],
];

// Hospital → [grade, province, city, district] (district ids from REGION_TREE).
const HOSPITAL_PLACES: ReadonlyArray<readonly [string, number, number, number]> = [
  ['三级甲等', 11, 1101, 110101], ['三级甲等', 11, 1101, 110108], ['三级甲等', 11, 1101, 110102], ['三级甲等', 11, 1101, 110105],
  ['三级甲等', 31, 3101, 310104], ['三级甲等', 31, 3101, 310101], ['三级甲等', 44, 4401, 440104], ['三级甲等', 44, 4401, 440104],
  ['三级甲等', 51, 5101, 510107], ['三级甲等', 42, 4201, 420104], ['三级甲等', 42, 4201, 420106], ['一级甲等', 11, 1101, 110108],
];

type Tree = [name: string, children?: Tree[]];
function flattenTree<T>(tree: Tree[], firstId: number, make: (id: number, name: string, parentId: number | null, sort: number) => T): T[] {
  const out: T[] = [];
  let nextId = firstId;
  const walk = (nodes: Tree[], parentId: number | null) =>
    nodes.forEach(([name, children], i) => {
      const id = nextId++;
      out.push(make(id, name, parentId, i));
      if (children) walk(children, id);
    });
  walk(tree, null);
  return out;
}

const DEPARTMENT_TREE: Tree[] = [
  ['内科', [['心血管内科'], ['呼吸与危重症医学科'], ['消化内科'], ['神经内科'], ['内分泌科'], ['肾内科'], ['血液内科']]],
  ['外科', [['普通外科'], ['骨科'], ['心胸外科'], ['神经外科'], ['泌尿外科']]],
  ['妇产科', [['妇科'], ['产科']]],
  ['儿科'],
  ['肿瘤科', [['肿瘤内科'], ['放疗科']]],
  ['医技科室', [['医学影像科'], ['检验科'], ['病理科']]],
  ['急诊科'],
  ['全科医学科'],
];

const MAJOR_TREE: Tree[] = [
  ['临床医学', [['内科学'], ['外科学'], ['儿科学'], ['妇产科学'], ['影像医学与核医学']]],
  ['基础医学', [['病理学与病理生理学'], ['免疫学']]],
  ['口腔医学'],
  ['公共卫生与预防医学', [['流行病与卫生统计学']]],
  ['药学', [['药理学'], ['临床药学']]],
  ['护理学'],
];

const DISEASE_TREE: Tree[] = [
  ['心血管疾病', [['高血压'], ['冠心病'], ['心力衰竭'], ['心房颤动']]],
  ['肿瘤', [['肺癌'], ['乳腺癌'], ['结直肠癌'], ['胃癌']]],
  ['代谢与内分泌疾病', [['糖尿病'], ['甲状腺疾病'], ['骨质疏松']]],
  ['神经系统疾病', [['脑卒中'], ['帕金森病'], ['阿尔茨海默病']]],
];
const TAG_TREES: Record<string, Tree[]> = {
  need: [['学术会议'], ['临床指南'], ['病例讨论'], ['科研写作'], ['继续教育学分'], ['新药资讯'], ['患者管理工具']],
  good_at_disease: DISEASE_TREE,
  good_at_technology: [['介入治疗', [['PCI'], ['射频消融']]], ['内镜诊疗', [['ERCP'], ['ESD']]], ['微创手术', [['胸腔镜'], ['腹腔镜']]]],
  confirmed_disease: DISEASE_TREE,
  experience_treatment: [['药物治疗'], ['手术治疗'], ['放射治疗'], ['化学治疗'], ['靶向治疗'], ['免疫治疗'], ['康复治疗']],
  position: [
    ['医师', [['主任医师'], ['副主任医师'], ['主治医师'], ['住院医师']]],
    ['护理', [['主任护师'], ['副主任护师'], ['主管护师'], ['护师']]],
    ['药师', [['主任药师'], ['主管药师'], ['药师']]],
    ['技师', [['主任技师'], ['主管技师'], ['技师']]],
  ],
  org_type: [['医药企业'], ['医疗器械企业'], ['CRO/SMO'], ['互联网医疗'], ['医疗投资机构'], ['其他']],
};

export function buildPeople(ctx: SeedContext) {
  const { base, covers } = ctx;
  const regionRows: Array<typeof regions.$inferInsert> = [];
  const walk = (nodes: Region[], parentId: number | null, level: number) =>
    nodes.forEach(([id, name, children], sort) => {
      regionRows.push({ id, name, parentId, level, sort });
      if (children) walk(children, id, level + 1);
    });
  walk(REGION_TREE, null, 1);
  const regionName = (id: number) => regionRows.find((r) => r.id === id)!.name;

  const hospitalRows: Array<typeof hospitals.$inferInsert> = HOSPITAL_NAMES.map((name, i) => {
    const [pccm, provinceId, cityId, municipalityId] = HOSPITAL_PLACES[i];
    return {
      id: i + 1,
      name,
      pccm,
      provinceId,
      province: regionName(provinceId),
      cityId,
      city: regionName(cityId),
      municipalityId,
      municipality: regionName(municipalityId),
    };
  });

  const departmentRows = flattenTree<typeof departments.$inferInsert>(DEPARTMENT_TREE, 1, (id, name, parentId, sort) => ({ id, name, parentId, sort }));
  const majorRows = flattenTree<typeof majors.$inferInsert>(MAJOR_TREE, 1, (id, name, parentId, sort) => ({ id, name, parentId, sort }));
  const schoolRows: Array<typeof schools.$inferInsert> = [
    ['北京大学医学部', 11], ['首都医科大学', 11], ['复旦大学上海医学院', 31], ['上海交通大学医学院', 31],
    ['中山大学中山医学院', 44], ['南方医科大学', 44], ['四川大学华西医学中心', 51], ['华中科技大学同济医学院', 42],
  ].map(([name, provinceId], i) => ({ id: i + 1, name: name as string, provinceId: provinceId as number, province: regionName(provinceId as number), sort: i }));

  let tagId = 1;
  const tagRows: Array<typeof tags.$inferInsert> = [];
  for (const [type, tree] of Object.entries(TAG_TREES)) {
    const rows = flattenTree<typeof tags.$inferInsert>(tree, tagId, (id, name, parentId, sort) => ({ id, type, name, parentId, sort }));
    tagId += rows.length;
    tagRows.push(...rows);
  }
  const tagIdOf = (type: string, name: string) => tagRows.find((t) => t.type === type && t.name === name)!.id!;

  const hospital = hospitalRows[0];
  const userRows: UserRow[] = SEED_USERS.map((u) => ({
    id: u.id,
    uuid: ctx.rand.uuid(),
    name: u.name,
    nickName: u.name || `医友${u.mobile.slice(-4)}`,
    avatar: covers.add(`avatar-${u.id}`, { title: u.name || '医', shape: 'square' }),
    mobile: u.mobile,
    isComplete: u.isComplete,
    identityId: u.identityId,
    createdAt: daysBefore(base, 200 - u.id * 10),
  }));
  Object.assign(userRows[0], {
    provinceId: 11, provinceName: '北京市', cityId: 1101, cityName: '北京市', municipalityId: 110101, municipalityName: '东城区',
    hospitalId: hospital.id, hospitalName: hospital.name, hospitalLevelName: hospital.pccm,
    officeId: departmentRows.find((d) => d.name === '心血管内科')!.id, officeName: '心血管内科',
    positionId: tagIdOf('position', '主治医师'), positionName: '主治医师', dutyName: '住院总医师',
    tags: [tagIdOf('need', '学术会议'), tagIdOf('need', '临床指南')].join(','),
    goodAtDisease: String(tagIdOf('good_at_disease', '高血压')), email: 'zhangmy@example.com',
  });
  Object.assign(userRows[2], { provinceId: 11, provinceName: '北京市', schoolId: 1, schoolName: '北京大学医学部', majorId: 2, majorName: '内科学', tags: String(tagIdOf('need', '继续教育学分')) });
  Object.assign(userRows[3], {
    otherIdentityType: 1, provinceId: 31, provinceName: '上海市', cityId: 3101, cityName: '上海市',
    confirmedDisease: String(tagIdOf('confirmed_disease', '糖尿病')), confirmedDiseaseName: '糖尿病',
    experienceTreatment: String(tagIdOf('experience_treatment', '药物治疗')), experienceTreatmentName: '药物治疗',
  });
  Object.assign(userRows[4], {
    provinceId: 44, provinceName: '广东省', cityId: 4401, cityName: '广州市', municipalityId: 440104, municipalityName: '越秀区',
    hospitalId: 7, hospitalName: hospitalRows[6].name, hospitalLevelName: '三级甲等', officeId: 1, officeName: '内科',
    positionName: '副主任医师', isPrompt: 1,
  });

  const rules: Array<typeof pointRules.$inferInsert> = [
    { id: 1, key: 'register', name: '注册认证', description: '完成注册并认证，一次性奖励', value: 50, dailyLimit: null, sort: 1 },
    { id: 2, key: 'view', name: '观看学习', description: '每观看一个课程或直播，每日上限 10 次', value: 5, dailyLimit: 10, sort: 2 },
    { id: 3, key: 'comment', name: '发表评论', description: '每发表一条评论，每日上限 5 次', value: 2, dailyLimit: 5, sort: 3 },
    { id: 4, key: 'share', name: '分享内容', description: '每分享一次，每日上限 5 次', value: 3, dailyLimit: 5, sort: 4 },
  ];
  const ledger: Array<typeof pointsLedger.$inferInsert> = [
    ['register', 50, '注册认证奖励', 150],
    ['view', 5, '观看课程', 40],
    ['view', 5, '观看直播', 30],
    ['comment', 2, '发表评论', 20],
    ['share', 3, '分享内容', 10],
    [null, -20, '兑换学习资料', 5],
  ].map(([ruleKey, value, note, days], i) => ({
    userId: 1,
    ruleKey: ruleKey as string | null,
    value: value as number,
    note: note as string,
    idempotencyKey: `seed:1:${i}`,
    createdAt: daysBefore(base, days as number),
  }));
  userRows[0].point = ledger.reduce((sum, row) => sum + row.value, 0);

  return { identities: IDENTITIES, users: userRows, regions: regionRows, hospitals: hospitalRows, departments: departmentRows, schools: schoolRows, majors: majorRows, tags: tagRows, pointRules: rules, pointsLedger: ledger };
}
