// Add-hospital rules (hospital name 2+ characters, not all digits, not one repeated character;
// level required), shared by the hospital-form widget and POST /user/api/hospital.
import { formatError, type FormatRule } from './profile-rules';

/** Hospital grades. */
export const HOSPITAL_GRADES = ['三级甲等', '三级乙等', '三级丙等', '二级甲等', '二级乙等', '二级丙等', '一级甲等', '一级乙等', '一级丙等', '诊所'] as const;
export const HOSPITAL_NAME_RULES: readonly FormatRule[] = [{ rule: 'minLength', value: 2 }, { rule: 'notAllDigits' }, { rule: 'notRepeatedChar' }];
export const HOSPITAL_MESSAGES = { name: '医院名称不能为空', level: '请选择医院等级', location: '请选择省市' } as const;
/** What a badly formed name is called in its message (医院名称格式错误). */
const HOSPITAL_NAME_LABEL = '医院名称';

export interface HospitalInput {
  name?: string;
  pccm?: string;
  city_id?: string | number | null;
}

/** The first problem with a new hospital, or null. */
export function hospitalError(input: HospitalInput, grades: readonly string[] = HOSPITAL_GRADES): string | null {
  const name = (input.name ?? '').trim();
  if (!name) return HOSPITAL_MESSAGES.name;
  const format = formatError(HOSPITAL_NAME_RULES, name, HOSPITAL_NAME_LABEL);
  if (format) return format;
  if (!input.pccm || !grades.includes(input.pccm)) return HOSPITAL_MESSAGES.level;
  if (input.city_id === undefined || input.city_id === null || String(input.city_id).trim() === '') return HOSPITAL_MESSAGES.location;
  return null;
}
