import type { FastifyInstance } from 'fastify';
import { hospitalError } from '../../../../contract/forms/hospital-rules';
import { splitList } from '../../../../contract/forms/profile-rules';
import type { Db } from '../../db/database';
import type { users } from '../../db/schema/index';
import { catalogueRoute } from '../../plugins/catalogue';
import { AppError, notFoundError, refuseWith } from '../../plugins/envelope';
import { requireViewer } from '../../plugins/auth';
import { LOGIN_FORM, refuse } from '../auth';
import { awardQuietly } from '../points';
import { saveProfile, TAG_LISTS } from './profile-save';
import { forgetSessions } from '../../plugins/session-cache';
import {
  findHospital,
  findTagIdByName,
  findHospitalByName,
  findRegions,
  findUser,
  identityTree,
  insertHospital,
  majorTree,
  officeTree,
  regionTree,
  searchHospitals,
  searchSchools,
  tagNames,
  tagTree,
} from './profile.repository';

/** Add hospital: the same name in the same city already exists → code 400 (the client goes back to the list). */
export const HOSPITAL_EXISTS = { code: 400, message: '该医院已存在，请在列表中选择' } as const;

type UserRow = typeof users.$inferSelect;
const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

async function namesOf(db: Db, type: string, ids: string): Promise<string> {
  const list = splitList(ids).map(Number).filter(Number.isSafeInteger);
  const names = await tagNames(db, type, list);
  return list
    .map((id) => names.get(id) ?? '')
    .filter(Boolean)
    .join(',');
}

/** The stored user as the form's wire values (the sub-type in place of "other", as the client sends). */
async function profileOf(db: Db, user: UserRow) {
  const companyTypeName = user.companyType ? await namesOf(db, 'org_type', user.companyType) : '';
  return {
    name: user.name,
    identity: text(user.identityId),
    otherIdentityType: text(user.otherIdentityType),
    province_id: text(user.provinceId),
    province_name: text(user.provinceName),
    city_id: text(user.cityId),
    city_name: text(user.cityName),
    municipality_id: text(user.municipalityId),
    municipality_name: text(user.municipalityName),
    hospital_id: text(user.hospitalId),
    hospital_name: text(user.hospitalName),
    hospital_level_name: text(user.hospitalLevelName),
    office_id: text(user.officeId),
    office_name: text(user.officeName),
    // Returning users from the older system kept the title's name without its id: match it, so 完成 saves.
    position_id: text(user.positionId ?? (user.positionName ? await findTagIdByName(db, 'position', user.positionName) : undefined)),
    position_name: text(user.positionName),
    duty_name: text(user.dutyName),
    company_type: text(user.companyType),
    company_type_name: companyTypeName,
    company_id: text(user.companyId),
    company_name: text(user.companyName),
    school_id: text(user.schoolId),
    school_name: text(user.schoolName),
    major_id: text(user.majorId),
    major_name: text(user.majorName),
    tags: user.tags,
    tags_name: await namesOf(db, TAG_LISTS.tags, user.tags),
    good_at_disease: user.goodAtDisease,
    good_at_disease_name: await namesOf(db, TAG_LISTS.good_at_disease, user.goodAtDisease),
    good_at_technology: user.goodAtTechnology,
    good_at_technology_name: await namesOf(db, TAG_LISTS.good_at_technology, user.goodAtTechnology),
    experience_treatment: user.experienceTreatment,
    experience_treatment_name: user.experienceTreatmentName,
    confirmed_disease: user.confirmedDisease,
    confirmed_disease_name: user.confirmedDiseaseName,
    interested: user.interested,
    email: text(user.email),
    friendship: user.friendship,
    mobile: user.mobile,
    is_prompt: user.isPrompt === 1 ? 1 : 0,
    is_complete: user.isComplete === 1 ? 1 : 0,
  } as const;
}

function regionId(value: string | number | undefined): number | null {
  if (value === undefined || value === '') return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : Number.NaN;
}

/** Profile completion (docs/product-rules.md#profile-completion): the form's data, its pickers, PUT add-info and add hospital. */
export function profileRoutes(app: FastifyInstance): void {
  catalogueRoute(app, 'getProfile', async (_args, request) => {
    const viewer = requireViewer(request);
    const user = await findUser(app.db, viewer.id);
    if (!user) throw new AppError(401, '登录超时，请重新登录！', 401);
    return profileOf(app.db, user);
  });

  catalogueRoute(
    app,
    'updateProfile',
    async (args, request) => {
      const viewer = requireViewer(request);
      const outcome = await saveProfile(app.db, viewer, args as Record<string, unknown>);
      if (!outcome.ok) {
        request.log.info({ userId: viewer.id, reason: outcome.message }, 'profile save refused');
        throw refuse(outcome.message);
      }
      // The viewer is complete now (is_complete 1): cached sessions must not still say otherwise.
      await forgetSessions(app.cacheBus, { userId: viewer.id });
      // A saved profile is a completed one (is_complete 1): registration plus certification, which the
      // register rule pays once per user ever (its idempotency key), so later edits pay nothing.
      await awardQuietly(app.db, viewer.id, 'register', {}, request.log);
      return outcome.saved;
    },
    LOGIN_FORM,
  );

  catalogueRoute(app, 'listIdentityTree', async () => ({ list: await identityTree(app.db) }));
  catalogueRoute(app, 'listProfileTags', async ({ type }) => ({ list: await tagTree(app.db, type) }));
  catalogueRoute(app, 'listPatientTags', async ({ type }) => ({ list: await tagTree(app.db, type) }));
  catalogueRoute(app, 'listTitleTree', async () => ({ list: await tagTree(app.db, 'position') }));
  catalogueRoute(app, 'listOrgTypes', async () => ({ list: await tagTree(app.db, 'org_type') }));
  catalogueRoute(app, 'listMajors', async () => ({ list: await majorTree(app.db) }));
  catalogueRoute(app, 'listRegions', async () => ({ list: await regionTree(app.db) }));
  catalogueRoute(app, 'listOffices', async ({ hospital_id }) => {
    if (!(await findHospital(app.db, hospital_id))) throw new AppError(404, '医院不存在');
    return { list: await officeTree(app.db, hospital_id) };
  });
  catalogueRoute(app, 'listHospitals', async (args) => {
    const rows = await searchHospitals(app.db, {
      name: args.name?.trim() || undefined,
      municipalityId: args.municipality_id,
      cityId: args.city_id,
      provinceId: args.province_id,
    });
    const list = rows.map((h) => ({
      id: h.id,
      name: h.name,
      pccm: h.pccm,
      province_id: h.provinceId,
      province: h.province,
      city_id: h.cityId,
      city: h.city,
      municipality_id: h.municipalityId,
      municipality: h.municipality,
    }));
    return { list };
  });
  catalogueRoute(app, 'listSchools', async (args) => ({
    list: (await searchSchools(app.db, { name: args.name?.trim() || undefined, provinceId: args.province_id })).map((s) => ({
      id: s.id,
      name: s.name,
      province_id: s.provinceId,
      province: s.province,
    })),
  }));

  catalogueRoute(
    app,
    'createHospital',
    async (args, request) => {
      const viewer = requireViewer(request);
      const name = (args.name ?? '').trim();
      const problem = hospitalError({ name, pccm: args.pccm, city_id: args.city_id });
      if (problem) throw refuse(problem);
      const ids = [regionId(args.province_id), regionId(args.city_id), regionId(args.municipality_id)];
      if (ids.some((id) => Number.isNaN(id))) throw refuse('请选择省市');
      const [provinceId, cityId, municipalityId] = ids;
      const rows = await findRegions(
        app.db,
        ids.filter((id): id is number => id !== null),
      );
      const row = (id: number | null) => (id === null ? null : rows.find((r) => r.id === id));
      const province = row(provinceId);
      const city = row(cityId);
      const district = row(municipalityId);
      if (!province || !city || city.parentId !== province.id || district === undefined || (district && district.parentId !== city.id))
        throw refuse('请选择省市');
      if (await findHospitalByName(app.db, name, city.id)) throw refuseWith(HOSPITAL_EXISTS.code, HOSPITAL_EXISTS.message);
      const created = await insertHospital(app.db, {
        name,
        pccm: args.pccm!,
        provinceId: province.id,
        province: province.name,
        cityId: city.id,
        city: city.name,
        municipalityId: district?.id ?? null,
        municipality: district?.name ?? null,
        createdByUserId: viewer.id,
      });
      if (!created) throw notFoundError();
      return {
        id: created.id,
        name: created.name,
        pccm: created.pccm,
        province_id: created.provinceId,
        province: created.province,
        city_id: created.cityId,
        city: created.city,
        municipality_id: created.municipalityId,
        municipality: created.municipality,
      };
    },
    LOGIN_FORM,
  );
}
