import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OpsAudienceValues } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import { departments, hospitals, majors, regions, tags } from '../../db/schema/index';

// The reference data the profile form uses, as audience values: searched by name for the console's picker,
// and looked up to tell which values of a rule exist. Rules store names (what a profile keeps besides the
// id; the list reads them), interest rules tag ids.

export type ReferenceFact = 'province' | 'city' | 'hospital_grade' | 'department' | 'major' | 'position' | 'interest';
export type ValueChoice = OpsAudienceValues['list'][number];
type Choice = ValueChoice;

/** Choices listed per search. */
const LISTED = 50;

/** `%q%` for ILIKE with the search's own %, _ and \ taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Source {
  /** The choices whose name contains q. */
  search(db: Db, q: string): Promise<Choice[]>;
  /** Which of these names (or ids) the reference data has, as the strings a rule holds. */
  known(db: Db, names: string[], ids: number[]): Promise<Set<string>>;
}

const known = (rows: Array<{ id?: number; name: string }>) => new Set(rows.flatMap((row) => [row.name, ...(row.id === undefined ? [] : [String(row.id)])]));

function regionSource(level: 1 | 2): Source {
  // A city is shown with its province (a municipality's one city level is named like its province).
  const parent = alias(regions, 'parent');
  return {
    async search(db, q) {
      const rows = await db
        .select({ name: regions.name, province: parent.name })
        .from(regions)
        .leftJoin(parent, eq(parent.id, regions.parentId))
        .where(and(eq(regions.level, level), ilike(regions.name, containing(q))))
        .orderBy(asc(regions.id))
        .limit(LISTED);
      return rows.map((row) => ({
        value: row.name,
        label: level === 2 && row.province && row.province !== row.name ? `${row.province} · ${row.name}` : row.name,
      }));
    },
    async known(db, names, ids) {
      const rows = await db
        .select({ id: regions.id, name: regions.name })
        .from(regions)
        .where(and(eq(regions.level, level), or(inArray(regions.name, names), inArray(regions.id, ids.length ? ids : [0]))));
      return known(rows);
    },
  };
}

function namedSource(table: typeof departments | typeof majors): Source {
  return {
    async search(db, q) {
      // Departments repeat per hospital: each name once.
      const rows = await db
        .selectDistinct({ name: table.name })
        .from(table)
        .where(ilike(table.name, containing(q)))
        .orderBy(asc(table.name))
        .limit(LISTED);
      return rows.map((row) => ({ value: row.name, label: row.name }));
    },
    async known(db, names, ids) {
      const rows = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(or(inArray(table.name, names), inArray(table.id, ids.length ? ids : [0])));
      return known(rows);
    },
  };
}

const gradeSource: Source = {
  async search(db, q) {
    const rows = await db
      .selectDistinct({ name: hospitals.pccm })
      .from(hospitals)
      .where(and(ne(hospitals.pccm, ''), ilike(hospitals.pccm, containing(q))))
      .orderBy(asc(hospitals.pccm))
      .limit(LISTED);
    return rows.map((row) => ({ value: row.name, label: row.name }));
  },
  async known(db, names) {
    return known(await db.selectDistinct({ name: hospitals.pccm }).from(hospitals).where(inArray(hospitals.pccm, names)));
  },
};

/** 职称: the profile form's title tree (tags of type position), named. */
const positionSource: Source = {
  async search(db, q) {
    const rows = await db
      .selectDistinct({ name: tags.name })
      .from(tags)
      .where(and(eq(tags.type, 'position'), ilike(tags.name, containing(q))))
      .orderBy(asc(tags.name))
      .limit(LISTED);
    return rows.map((row) => ({ value: row.name, label: row.name }));
  },
  async known(db, names, ids) {
    const rows = await db
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(and(eq(tags.type, 'position'), or(inArray(tags.name, names), inArray(tags.id, ids.length ? ids : [0]))));
    return known(rows);
  },
};

const tagSource: Source = {
  async search(db, q) {
    const rows = await db
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .where(ilike(tags.name, containing(q)))
      .orderBy(asc(tags.id))
      .limit(LISTED);
    return rows.map((row) => ({ value: row.id, label: row.name }));
  },
  async known(db, _names, ids) {
    // A tag is named by its id (profiles keep the ids).
    const rows = ids.length ? await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids)) : [];
    return new Set(rows.map((row) => String(row.id)));
  },
};

const SOURCES: Record<ReferenceFact, Source> = {
  province: regionSource(1),
  city: regionSource(2),
  hospital_grade: gradeSource,
  department: namedSource(departments),
  major: namedSource(majors),
  position: positionSource,
  interest: tagSource,
};

export const isReferenceFact = (fact: string): fact is ReferenceFact => fact in SOURCES;

/** The choices of a fact whose name contains `q` (at most 50). */
export function searchReferenceValues(db: Db, fact: ReferenceFact, q: string): Promise<Choice[]> {
  return SOURCES[fact].search(db, q);
}

/** Which of these values (names, or ids among them) the fact's reference data has. */
export function knownReferenceValues(db: Db, fact: ReferenceFact, values: string[]): Promise<Set<string>> {
  const ids = values.filter((value) => /^\d{1,9}$/.test(value)).map(Number);
  return SOURCES[fact].known(db, values, ids);
}
