import { type AnyPgColumn, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, sort } from './columns';
import { users } from './users';

/** Administrative areas (city tree): level 1 province, 2 city, 3 municipality/district. */
export const regions = pgTable(
  'regions',
  {
    id: id(),
    name: varchar('name', { length: 64 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => regions.id),
    level: smallint('level').notNull(),
    sort: sort(),
  },
  (t) => [index('regions_parent_idx').on(t.parentId)],
);

/**
 * Hospitals; users may add one when theirs is missing (created_by_user_id: the link is cut when that account
 * is deleted, the hospital stays for everyone). pccm = grade text, e.g. 三级甲等.
 */
export const hospitals = pgTable(
  'hospitals',
  {
    id: id(),
    name: varchar('name', { length: 128 }).notNull(),
    pccm: varchar('pccm', { length: 16 }).notNull().default(''),
    provinceId: integer('province_id'),
    province: varchar('province', { length: 32 }),
    cityId: integer('city_id'),
    city: varchar('city', { length: 32 }),
    municipalityId: integer('municipality_id'),
    municipality: varchar('municipality', { length: 32 }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('hospitals_municipality_idx').on(t.municipalityId), index('hospitals_city_idx').on(t.cityId), index('hospitals_name_idx').on(t.name)],
);

/** Department tree (科室). hospital_id null = the generic tree offered for every hospital. */
export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: varchar('name', { length: 64 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    hospitalId: integer('hospital_id').references(() => hospitals.id),
    sort: sort(),
  },
  (t) => [index('departments_parent_idx').on(t.parentId), index('departments_hospital_idx').on(t.hospitalId)],
);

export const schools = pgTable(
  'schools',
  {
    id: id(),
    name: varchar('name', { length: 128 }).notNull(),
    provinceId: integer('province_id'),
    province: varchar('province', { length: 32 }),
    sort: sort(),
  },
  (t) => [index('schools_province_idx').on(t.provinceId)],
);

/** Major tree (专业). */
export const majors = pgTable(
  'majors',
  {
    id: id(),
    name: varchar('name', { length: 64 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => majors.id),
    sort: sort(),
  },
  (t) => [index('majors_parent_idx').on(t.parentId)],
);

/**
 * Every picker tree of the profile form, distinguished by `type`:
 * 'need', 'good_at_disease', 'good_at_technology', 'confirmed_disease' (tag picker type '1'),
 * 'experience_treatment' (tag picker type '2'), 'position' (title tree), 'org_type' (institution types).
 */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    type: varchar('type', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => tags.id),
    description: text('description'),
    sort: sort(),
  },
  (t) => [index('tags_type_parent_idx').on(t.type, t.parentId)],
);
