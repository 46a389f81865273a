import { describe, expect, it } from 'vitest';
import layout from '../../layouts/add-info.layout.json';
import { hospitalError } from './hospital-rules';
import { applyChange, formatError, fromWire, regionText, toWire, validateForm, type FormField, type FormValues } from './profile-rules';

const fields = layout.body.find((node) => node.widget === 'profile-form')!.props!.fields as FormField[];
const context = { identityParents: { '1': '4', '6': '4', '7': '4' } };
const field = (name: string) => fields.find((f) => f.name === name)!;
const first = (values: FormValues) => validateForm(fields, values, context)[0]?.message ?? null;
const place = {
  province_id: '110000',
  province_name: '北京市',
  city_id: '110100',
  city_name: '北京市',
  municipality_id: '110108',
  municipality_name: '海淀区',
};
const doctor: FormValues = {
  name: '林晓',
  identity: '3',
  ...place,
  hospital_id: '2',
  hospital_name: '中国人民解放军总医院',
  office_id: '5',
  office_name: '心血管内科',
  position_id: '3',
  position_name: '主治医师',
  tags: '1,2',
};
const staff: FormValues = { name: '周航', identity: '5', ...place, company_type: '60', company_name: '恒瑞医药', duty_name: '医学经理', tags: '1' };
const student: FormValues = {
  name: '李思琪',
  identity: '8',
  ...place,
  school_id: '1',
  school_name: '北京大学医学部',
  major_id: '2',
  major_name: '内科学',
  tags: '4',
};
const patient: FormValues = { name: '王秀兰', identity: '4', otherIdentityType: '1', confirmed_disease: '30', experience_treatment: '50' };

describe('profile rule engine (the add-info layout definition)', () => {
  it('accepts a complete profile of every identity', () => {
    for (const values of [
      doctor,
      staff,
      student,
      patient,
      { name: '陈静', identity: '4', otherIdentityType: '6', company_name: '蓝天患者互助会' },
      { name: '赵磊', identity: '4', otherIdentityType: '7', company_name: '健康时报' },
    ]) {
      expect(first(values)).toBeNull();
    }
  });

  it('refuses names, units, organisations, hospitals and duties that are too short, all digits or one repeated character: <field>格式错误', () => {
    for (const name of ['林', '12345', 'aaaa', '哈哈']) expect(first({ ...doctor, name })).toBe('姓名格式错误');
    expect(first({ ...staff, company_name: '8888' })).toBe('单位名称格式错误');
    expect(first({ ...staff, duty_name: 'x' })).toBe('职务格式错误');
    expect(first({ ...doctor, duty_name: '11' })).toBe('职务格式错误'); // optional for doctors, same rule when given
    expect(first({ ...doctor, hospital_name: '医医医' })).toBe('医院格式错误');
    expect(first({ ...patient, otherIdentityType: '6', company_name: '组' })).toBe('组织名称格式错误');
    expect(first({ ...patient, otherIdentityType: '7', company_name: '0000' })).toBe('媒体名称格式错误');
    expect(formatError([{ rule: 'maxLength', value: 3 }], '四个字符')).toBe('格式错误');
  });

  it('names the empty required field: 姓名/身份类型/需求/治疗方式/… 不能为空', () => {
    expect(first({ ...doctor, name: ' ' })).toBe('姓名不能为空');
    expect(first({ ...doctor, identity: '' })).toBe('身份类型不能为空');
    expect(first({ ...patient, otherIdentityType: '' })).toBe('身份类型不能为空');
    expect(first({ ...doctor, city_id: '', province_id: '', municipality_id: '' })).toBe('所在地区不能为空');
    expect(first({ ...doctor, hospital_id: '' })).toBe('医院不能为空');
    expect(first({ ...doctor, office_id: '' })).toBe('科室不能为空');
    expect(first({ ...doctor, position_id: '' })).toBe('职称不能为空');
    expect(first({ ...doctor, tags: '' })).toBe('需求不能为空');
    expect(first({ ...staff, company_type: '' })).toBe('机构类型不能为空');
    expect(first({ ...staff, company_name: '' })).toBe('单位名称不能为空');
    expect(first({ ...staff, duty_name: '' })).toBe('职务不能为空');
    expect(first({ ...doctor, duty_name: '' })).toBeNull();
    expect(first({ ...student, school_id: '' })).toBe('学校不能为空');
    expect(first({ ...student, major_id: '' })).toBe('专业不能为空');
    expect(first({ ...patient, confirmed_disease: '' })).toBe('确诊疾病不能为空');
    expect(first({ ...patient, experience_treatment: '' })).toBe('治疗方式不能为空');
    expect(first({ ...patient, otherIdentityType: '6', company_name: '' })).toBe('组织名称不能为空');
    expect(first({ ...patient, otherIdentityType: '7' })).toBe('媒体名称不能为空');
    expect(first({ ...patient, tags: '' })).toBeNull(); // needs are optional for "other"
  });

  it('a returning user (is_prompt 1) may finish without the needs the older form never asked; every other rule holds', () => {
    const returning = (values: FormValues) => validateForm(fields, values, { ...context, returning: true })[0]?.message ?? null;
    expect(returning({ ...doctor, tags: '' })).toBeNull();
    expect(returning({ ...student, tags: '' })).toBeNull();
    expect(returning({ ...doctor, name: '' })).toBe('姓名不能为空');
    expect(returning({ ...doctor, position_id: '' })).toBe('职称不能为空');
    expect(first({ ...doctor, tags: '' })).toBe('需求不能为空');
  });

  it('reads a region once per place: a municipality does not repeat its city', () => {
    expect(regionText(['北京市', '北京市', '海淀区'])).toBe('北京市 海淀区');
    expect(regionText(['广东省', '广州市', '越秀区'])).toBe('广东省 广州市 越秀区');
    expect(regionText(['上海市', '上海市', undefined])).toBe('上海市');
    expect(regionText([undefined, '', ''])).toBe('');
  });

  it('keeps the ordering rules: 请选择省市 before a hospital or school, 请选择医院 before a department, 请选择学校 before a major', () => {
    const noPlace = { province_id: '', city_id: '', municipality_id: '' };
    // The region's own message comes first in the form; the ordering rule answers when only the city is missing.
    expect(validateForm(fields, { ...doctor, ...noPlace }, context).map((e) => e.message)).toEqual(['所在地区不能为空', '请选择省市']);
    expect(validateForm(fields, { ...student, ...noPlace }, context).map((e) => e.message)).toEqual(['所在地区不能为空', '请选择省市']);
    expect(first({ ...doctor, hospital_id: '', hospital_name: '' })).toBe('医院不能为空');
    expect(validateForm(fields, { ...doctor, hospital_id: '' }, context).map((e) => e.message)).toEqual(['医院不能为空', '请选择医院']);
    expect(validateForm(fields, { ...student, school_id: '' }, context).map((e) => e.message)).toEqual(['学校不能为空', '请选择学校']);
  });

  it('limits needs to 5 (最多选择5个) and each tag picker to 3 (最多选择3个)', () => {
    expect(first({ ...doctor, tags: '1,2,3,4,5' })).toBeNull();
    expect(first({ ...doctor, tags: '1,2,3,4,5,6' })).toBe('最多选择5个');
    expect(first({ ...doctor, good_at_disease: '1,2,3,4' })).toBe('最多选择3个');
    expect(first({ ...patient, confirmed_disease: '1,2,3,4' })).toBe('最多选择3个');
    expect(first({ ...patient, experience_treatment: '1,2,3,4' })).toBe('最多选择3个');
  });

  it('clears what depends on a changed identity, region, hospital or school', () => {
    const changed = applyChange(fields, doctor, field('identity'), { identity: '8' });
    expect(changed).toMatchObject({ identity: '8', hospital_id: '', office_id: '', position_id: '', city_id: '110100', name: '林晓' });
    expect(applyChange(fields, doctor, field('hospital'), { hospital_id: '7', hospital_name: '中山大学附属第一医院' })).toMatchObject({
      office_id: '',
      office_name: '',
    });
    expect(applyChange(fields, doctor, field('region'), { city_id: '440100' })).toMatchObject({ hospital_id: '', office_id: '' });
    expect(applyChange(fields, student, field('school'), { school_id: '3' })).toMatchObject({ major_id: '', major_name: '' });
  });

  it('sends "other" with the sub-type as identity and blank location and hidden fields; reads it back', () => {
    const wire = toWire(fields, { ...patient, ...place, hospital_id: '2', tags: '1' });
    expect(wire).toMatchObject({
      identity: '1',
      otherIdentityType: '1',
      province_id: '',
      city_id: '',
      municipality_name: '',
      hospital_id: '',
      tags: '1',
      confirmed_disease: '30',
    });
    expect(fromWire(fields, wire, context)).toMatchObject({ identity: '4', otherIdentityType: '1' });
    // A hidden field sharing a key (organisation name) never blanks the shown one (unit name).
    expect(toWire(fields, staff).company_name).toBe('恒瑞医药');
    expect(fromWire(fields, { name: 5, tags: [1, 2], identity: null, extra: 'x' })).toMatchObject({ name: '5', tags: '1,2', identity: '' });
  });

  it('checks a new hospital: name rules, a grade from the list, a place', () => {
    expect(hospitalError({ name: '' })).toBe('医院名称不能为空');
    expect(hospitalError({ name: '999' })).toBe('医院名称格式错误');
    expect(hospitalError({ name: '海淀社区医院', pccm: '四级' })).toBe('请选择医院等级');
    expect(hospitalError({ name: '海淀社区医院', pccm: '诊所' })).toBe('请选择省市');
    expect(hospitalError({ name: '海淀社区医院', pccm: '诊所', city_id: 110100 })).toBeNull();
  });
});
