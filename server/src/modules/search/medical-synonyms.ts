/**
 * Medical synonyms and abbreviations that search treats as one term (docs/product-rules.md#search): a keyword
 * part equal to any name of a group also finds items that use another name of it (慢阻肺 finds COPD and
 * 慢性阻塞性肺疾病). The maintained list: add a group as a line of names; compared after NFKC and lower case.
 */
export const MEDICAL_SYNONYM_GROUPS: ReadonlyArray<readonly string[]> = [
  ['慢阻肺', 'COPD', '慢性阻塞性肺疾病', '慢性阻塞性肺病'],
  ['房颤', '心房颤动', 'AF'],
  ['心梗', '心肌梗死', '心肌梗塞', 'MI'],
  ['急性心梗', '急性心肌梗死', 'AMI'],
  ['冠心病', '冠状动脉粥样硬化性心脏病', 'CHD'],
  ['心衰', '心力衰竭', 'HF'],
  ['高血压', 'HTN'],
  ['糖尿病', 'DM'],
  ['慢性肾病', '慢性肾脏病', 'CKD'],
  ['脑卒中', '卒中', '中风', '脑中风'],
  ['慢乙肝', '慢性乙型肝炎', 'CHB'],
  ['肺栓塞', 'PE'],
  ['深静脉血栓', '下肢深静脉血栓', 'DVT'],
  ['非小细胞肺癌', 'NSCLC'],
  ['小细胞肺癌', 'SCLC'],
  ['肝细胞癌', '肝癌', 'HCC'],
  ['阿尔茨海默病', '老年痴呆', 'AD'],
  ['类风湿关节炎', '类风关', 'RA'],
  ['系统性红斑狼疮', '红斑狼疮', 'SLE'],
  ['幽门螺杆菌', '幽门螺旋杆菌', 'HP'],
  ['经皮冠状动脉介入治疗', '冠脉介入', 'PCI'],
  ['新冠', '新冠肺炎', 'COVID-19'],
];

const normal = (name: string) => name.normalize('NFKC').toLowerCase().trim();

const GROUP_OF: ReadonlyMap<string, readonly string[]> = new Map(
  MEDICAL_SYNONYM_GROUPS.flatMap((group) => {
    const names = group.map(normal);
    return names.map((name) => [name, names] as const);
  }),
);

/** The names searched for one keyword part (normalised): its synonym group, or the part alone. */
export function synonymsOf(part: string): readonly string[] {
  return GROUP_OF.get(normal(part)) ?? [part];
}
