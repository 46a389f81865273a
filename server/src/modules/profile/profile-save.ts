import { fromWire, splitList, toWire, validateForm, type FormValues } from '../../../../contract/forms/profile-rules';
import type { Db } from '../../db/database';
import type { users } from '../../db/schema/index';
import type { Viewer } from '../../plugins/auth';
import { loadProfileFields } from './profile-definition';
import {
  findHospital,
  findIdentity,
  findMajor,
  findOffice,
  findRegions,
  findSchool,
  findUser,
  identityParents,
  recordFailedProfileSubmit,
  tagNames,
  updateUser,
} from './profile.repository';

type UserUpdate = Partial<typeof users.$inferInsert>;

export interface SavedProfile {
  id: number;
  mobile: string;
  is_complete: 0 | 1;
  name: string;
  identity: { id: number; name: string } | null;
}

export type SaveOutcome = { ok: true; saved: SavedProfile } | { ok: false; message: string };

/** Comma-joined tag lists: wire key → tag type; their names are taken from the database. */
export const TAG_LISTS = {
  tags: 'need',
  good_at_disease: 'good_at_disease',
  good_at_technology: 'good_at_technology',
  confirmed_disease: 'confirmed_disease',
  experience_treatment: 'experience_treatment',
} as const;

class Rejected extends Error {}
const reject = (message: string): never => {
  throw new Rejected(message);
};

function idOf(values: FormValues, key: string, message: string): number | null {
  const raw = values[key] ?? '';
  if (!raw) return null;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) reject(message);
  return id;
}

/** Checks every chosen id against the database and takes the names from there, not from the client. */
async function resolveReferences(db: Db, values: FormValues): Promise<UserUpdate> {
  const update: UserUpdate = {};
  const identityId = idOf(values, 'identity', '身份类型不能为空')!;
  const identity = await findIdentity(db, identityId);
  if (!identity || identity.parentId !== null) reject('身份类型不能为空');
  const subId = idOf(values, 'otherIdentityType', '身份类型不能为空');
  const sub = subId === null ? undefined : await findIdentity(db, subId);
  if (subId !== null && sub?.parentId !== identityId) reject('身份类型不能为空');
  // Stored as sent (the sub-type in place of "other", as the seed and the User entity's identity expect); the sub-type is kept apart too.
  update.identityId = subId ?? identityId;
  update.otherIdentityType = subId;

  const [provinceId, cityId, municipalityId] = (['province_id', 'city_id', 'municipality_id'] as const).map((key) => idOf(values, key, '请选择省市'));
  const places = await findRegions(
    db,
    [provinceId, cityId, municipalityId].filter((v): v is number => v !== null),
  );
  const place = (id: number | null, parent: number | null) => {
    if (id === null) return null;
    const row = places.find((r) => r.id === id);
    if (!row || (parent !== null && row.parentId !== parent)) reject('请选择省市');
    return row!;
  };
  const province = place(provinceId, null);
  const city = place(cityId, provinceId);
  const district = place(municipalityId, cityId);
  if ((city && !province) || (district && !city)) reject('请选择省市');
  Object.assign(update, {
    provinceId,
    provinceName: province?.name ?? null,
    cityId,
    cityName: city?.name ?? null,
    municipalityId,
    municipalityName: district?.name ?? null,
  });

  const hospitalId = idOf(values, 'hospital_id', '请选择医院');
  const hospital = hospitalId === null ? undefined : await findHospital(db, hospitalId);
  if (hospitalId !== null && !hospital) reject('请选择医院');
  Object.assign(update, { hospitalId, hospitalName: hospital?.name ?? null, hospitalLevelName: hospital?.pccm ?? null });

  const officeId = idOf(values, 'office_id', '请选择科室');
  const office = officeId === null ? undefined : await findOffice(db, officeId);
  if (officeId !== null && (!office || (office.hospitalId !== null && office.hospitalId !== hospitalId))) reject('请选择科室');
  Object.assign(update, { officeId, officeName: office?.name ?? null });

  const schoolId = idOf(values, 'school_id', '请选择学校');
  const school = schoolId === null ? undefined : await findSchool(db, schoolId);
  if (schoolId !== null && !school) reject('请选择学校');
  const majorId = idOf(values, 'major_id', '请选择专业');
  const major = majorId === null ? undefined : await findMajor(db, majorId);
  if (majorId !== null && !major) reject('请选择专业');
  Object.assign(update, { schoolId, schoolName: school?.name ?? null, majorId, majorName: major?.name ?? null });

  const single = async (key: string, type: string, message: string) => {
    const id = idOf(values, key, message);
    if (id === null) return { id: null, name: null };
    const name = (await tagNames(db, type, [id])).get(id);
    if (!name) reject(message);
    return { id, name: name! };
  };
  const position = await single('position_id', 'position', '请选择职称');
  Object.assign(update, { positionId: position.id, positionName: position.name });
  const orgType = await single('company_type', 'org_type', '请选择机构类型');
  update.companyType = orgType.id === null ? null : String(orgType.id);

  const lists: Record<string, string> = {};
  for (const [key, type] of Object.entries(TAG_LISTS)) {
    const ids = splitList(values[key]).map((part) => Number(part));
    if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2147483647)) reject(`参数错误: ${key}`);
    const names = await tagNames(db, type, ids);
    if (ids.some((id) => !names.has(id))) reject(`参数错误: ${key}`);
    lists[key] = ids.join(',');
    lists[`${key}_name`] = ids.map((id) => names.get(id)).join(',');
  }
  Object.assign(update, {
    tags: lists.tags,
    goodAtDisease: lists.good_at_disease,
    goodAtTechnology: lists.good_at_technology,
    confirmedDisease: lists.confirmed_disease,
    confirmedDiseaseName: lists.confirmed_disease_name,
    experienceTreatment: lists.experience_treatment,
    experienceTreatmentName: lists.experience_treatment_name,
  });
  return update;
}

const nullable = (text: string | undefined) => (text ? text : null);

/**
 * PUT add-info: the body is read and checked with the field definitions of the published add-info
 * layout and the shared rule engine — the same the client ran — then every chosen id is checked here.
 * A refusal records a failed-submit footprint (docs/product-rules.md#profile-completion).
 */
export async function saveProfile(db: Db, viewer: Viewer, body: Record<string, unknown>): Promise<SaveOutcome> {
  const fields = await loadProfileFields(db);
  // Whether the user is a returning one comes from their row (is_prompt), never from the request.
  const user = await findUser(db, viewer.id);
  const context = { identityParents: await identityParents(db), returning: user?.isPrompt === 1 };
  const read = fromWire(fields, body, context);
  const [error] = validateForm(fields, read, context);
  try {
    if (error) reject(error.message);
    // Hidden fields are blanked, as the client does: "other" keeps no location, a student no hospital.
    const values = fromWire(fields, toWire(fields, read), context);
    const update = await resolveReferences(db, values);
    Object.assign(update, {
      name: values.name,
      companyName: nullable(values.company_name),
      dutyName: nullable(values.duty_name),
      isComplete: 1,
      isPrompt: 0,
    });
    await updateUser(db, viewer.id, update);
    const identity = await findIdentity(db, update.identityId!);
    return {
      ok: true,
      saved: {
        id: viewer.id,
        mobile: viewer.mobile ?? '',
        is_complete: 1,
        name: values.name,
        identity: identity ? { id: identity.id, name: identity.name } : null,
      },
    };
  } catch (caught) {
    if (!(caught instanceof Rejected)) throw caught;
    await recordFailedProfileSubmit(db, viewer.id, caught.message);
    return { ok: false, message: caught.message };
  }
}
