import type { pointsLedger, users } from '../db/schema/index';
import { buildProfileReference } from './build-profile-reference';
import type { SeedContext } from './context';
import { daysBefore } from './prng';
import { IDENTITIES, POINT_RULES } from './reference-data';
import { COMMENTERS } from './corpus/names';

type UserRow = typeof users.$inferInsert;

/** Seed users (log in with these mobiles; the console SMS provider prints the code). */
export const SEED_USERS = [
  { id: 1, mobile: '13800000001', name: '张明远', identityId: 3, isComplete: 1 },
  { id: 2, mobile: '13800000002', name: '', identityId: null, isComplete: 0 },
  { id: 3, mobile: '13800000003', name: '李思琪', identityId: 8, isComplete: 1 },
  { id: 4, mobile: '13800000004', name: '王秀兰', identityId: 1, isComplete: 1 },
  { id: 5, mobile: '13800000005', name: '陈立新', identityId: 3, isComplete: 1 },
] as const;

/** Names of the certified doctors below: they show in the console's user list and beside what tests post. */
const TEST_DOCTOR_NAMES = [
  '严文静',
  '姚嘉伟',
  '金晓燕',
  '蒋国栋',
  '魏淑芬',
  '方伟明',
  '石佳琪',
  '贺志远',
  '龙海波',
  '段雅婷',
  '雷鸣',
  '钱玉兰',
  '汤俊峰',
  '尹春燕',
  '黎家豪',
  '易晓红',
  '常新宇',
  '武秀英',
  '乔振华',
  '赖美玲',
  '潘晓东',
  '杜丽娟',
  '戴建华',
  '夏婉清',
  '钟国庆',
  '汪凤英',
  '田宏伟',
  '任雪琴',
  '姜志明',
  '范丽萍',
] as const;

/**
 * Certified doctors for end-to-end tests (ids 6–35, mobiles 13800000011–13800000040): each test file
 * takes its own numbers, since the server allows one login code per number per 60 s and a file that
 * shared one would wait out that window (tools/repo-checks/e2e-phone-numbers.test.ts). Built without
 * the seed's random stream, so adding them changes no other seeded value.
 */
export const TEST_DOCTORS = Array.from({ length: 30 }, (_, i) => ({ id: 6 + i, mobile: `138000000${11 + i}`, name: TEST_DOCTOR_NAMES[i] }));

function testDoctorRow(u: (typeof TEST_DOCTORS)[number], base: Date): UserRow {
  return {
    id: u.id,
    uuid: `00000000-0000-4000-8000-${String(u.id).padStart(12, '0')}`,
    name: u.name,
    nickName: u.name,
    avatar: '',
    mobile: u.mobile,
    isComplete: 1,
    identityId: 3,
    createdAt: daysBefore(base, 100),
  };
}

/**
 * Doctors from many hospitals whose comments and replies fill the demo's threads (ids after the test
 * doctors). Built without the seed's random stream, so adding them changes no other seeded value.
 */
export const COMMENTER_USERS = COMMENTERS.map(({ name, place }, i) => {
  const [hospitalName, officeName] = place.split(' ');
  return { id: 6 + TEST_DOCTORS.length + i, mobile: `186572000${String(10 + i).padStart(2, '0')}`, name, hospitalName, officeName };
});

function commenterRow(u: (typeof COMMENTER_USERS)[number], base: Date): UserRow {
  return {
    id: u.id,
    uuid: `00000000-0000-4000-8000-${String(u.id).padStart(12, '0')}`,
    name: u.name,
    nickName: u.name,
    avatar: '',
    mobile: u.mobile,
    isComplete: 1,
    identityId: 3,
    hospitalName: u.hospitalName,
    officeName: u.officeName,
    createdAt: daysBefore(base, 300 - u.id),
  };
}

export function buildPeople(ctx: SeedContext) {
  const { base, covers } = ctx;
  const reference = buildProfileReference();
  const { tagIdOf } = reference;
  const hospitalRows = reference.hospitals;
  const departmentRows = reference.departments;
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
    provinceId: 110000,
    provinceName: '北京市',
    cityId: 110100,
    cityName: '北京市',
    municipalityId: 110101,
    municipalityName: '东城区',
    hospitalId: hospital.id,
    hospitalName: hospital.name,
    hospitalLevelName: hospital.pccm,
    officeId: departmentRows.find((d) => d.name === '心血管内科')!.id,
    officeName: '心血管内科',
    positionId: tagIdOf('position', '主治医师'),
    positionName: '主治医师',
    dutyName: '住院总医师',
    tags: [tagIdOf('need', '学术会议'), tagIdOf('need', '临床指南')].join(','),
    goodAtDisease: String(tagIdOf('good_at_disease', '高血压')),
  });
  Object.assign(userRows[2], {
    provinceId: 110000,
    provinceName: '北京市',
    cityId: 110100,
    cityName: '北京市',
    schoolId: 1,
    schoolName: '北京大学医学部',
    majorId: 2,
    majorName: '内科学',
    tags: String(tagIdOf('need', '继续教育学分')),
  });
  Object.assign(userRows[3], {
    otherIdentityType: 1,
    confirmedDisease: String(tagIdOf('confirmed_disease', '糖尿病')),
    confirmedDiseaseName: '糖尿病',
    experienceTreatment: String(tagIdOf('experience_treatment', '药物治疗')),
    experienceTreatmentName: '药物治疗',
  });
  Object.assign(userRows[4], {
    provinceId: 440000,
    provinceName: '广东省',
    cityId: 440100,
    cityName: '广州市',
    municipalityId: 440104,
    municipalityName: '越秀区',
    hospitalId: 7,
    hospitalName: hospitalRows[6].name,
    hospitalLevelName: '三级甲等',
    officeId: 1,
    officeName: '内科',
    positionName: '副主任医师',
    isPrompt: 1,
  });

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
    // The register row uses the live key so logging in as user 1 does not pay the register rule again.
    idempotencyKey: ruleKey === 'register' ? 'register:1' : `seed:1:${i}`,
    createdAt: daysBefore(base, days as number),
  }));
  userRows.push(...TEST_DOCTORS.map((u) => testDoctorRow(u, base)));
  userRows.push(...COMMENTER_USERS.map((u) => commenterRow(u, base)));
  userRows[0].point = ledger.reduce((sum, row) => sum + row.value, 0);

  return {
    identities: IDENTITIES,
    users: userRows,
    regions: reference.regions,
    hospitals: hospitalRows,
    departments: departmentRows,
    schools: reference.schools,
    majors: reference.majors,
    tags: reference.tags,
    pointRules: POINT_RULES,
    pointsLedger: ledger,
  };
}
