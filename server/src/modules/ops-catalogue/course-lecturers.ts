import type { Lecturer } from './course-references.repository';

/** The app's `doctor` column holds 64 characters; `hospital` 128. */
const DOCTOR_MAX = 64;
const HOSPITAL_MAX = 128;

/**
 * How content names its lecturers (the `doctor` and `hospital` the app shows): one lecturer with their
 * 职称 (张三 主任医师), several by name (张三、李四); the hospital is the first lecturer's. Undefined when
 * none is picked, so a row keeps the names it was given before lecturers were kept as people.
 */
export function lecturerText(ids: readonly number[], known: ReadonlyMap<number, Lecturer>): { doctor?: string; hospital?: string } {
  const picked = ids.flatMap((id) => known.get(id) ?? []);
  if (picked.length === 0) return {};
  const doctor = picked.length === 1 ? `${picked[0].name} ${picked[0].title}`.trim() : picked.map((person) => person.name).join('、');
  return { doctor: [...doctor].slice(0, DOCTOR_MAX).join(''), hospital: [...picked[0].hospital].slice(0, HOSPITAL_MAX).join('') };
}
