import { and, asc, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, courses, people } from '../../db/schema/index';
import { PUBLISH_STATE } from '../../shared/publish-state';
import { containing } from './article-items.repository';

/** At most this many choices per search, like the other pickers. */
const OPTIONS_LIMIT = 20;

/** A lecturer as content shows them. */
export interface Lecturer {
  id: number;
  name: string;
  title: string;
  hospital: string;
}

/** The published people among `ids` (a lecturer must be one doctors may see). */
export async function publishedLecturers(db: Db, ids: readonly number[]): Promise<Lecturer[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: people.id, name: people.name, title: people.title, hospital: people.hospital })
    .from(people)
    .where(and(inArray(people.id, [...new Set(ids)]), eq(people.publishState, PUBLISH_STATE.published)));
}

/** Whether enabled category `id` is one of `types`. */
export async function categoryOfTypes(db: Db, types: readonly number[], id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), inArray(categories.type, [...types]), eq(categories.enabled, true)))
    .limit(1);
  return row !== undefined;
}

export async function categoryOptionsOfTypes(db: Db, types: readonly number[], q: string) {
  return db
    .select({ id: categories.id, title: categories.name, type: categories.type })
    .from(categories)
    .where(and(inArray(categories.type, [...types]), eq(categories.enabled, true), q ? ilike(categories.name, containing(q)) : undefined))
    .orderBy(asc(categories.type), asc(categories.sort), asc(categories.id))
    .limit(OPTIONS_LIMIT);
}

/** Published top-level courses and series (what a picker of courses offers), newest first. */
export async function publishedCourseOptions(db: Db, q: string) {
  return db
    .select({ id: courses.id, title: courses.title, type: courses.type, sourceType: courses.sourceType })
    .from(courses)
    .where(and(isNull(courses.parentId), eq(courses.publishState, PUBLISH_STATE.published), q ? ilike(courses.title, containing(q)) : undefined))
    .orderBy(desc(courses.publishedAt), desc(courses.id))
    .limit(OPTIONS_LIMIT);
}

/** Whether course `id` is a published top-level course or series (what a short video may name as its course). */
export async function publishedTopCourse(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), isNull(courses.parentId), eq(courses.publishState, PUBLISH_STATE.published)))
    .limit(1);
  return row !== undefined;
}
