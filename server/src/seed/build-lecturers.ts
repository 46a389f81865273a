import type { OpsPersonInput } from '../../../contract/generated/schema-types';
import type { people } from '../db/schema/index';
import { personValuesOf, type Lecturer } from '../modules/ops-catalogue';
import { consoleFields } from './console-items';

type PersonRow = typeof people.$inferInsert;

/** People are numbered from 1 in the order courses and lives first name them. */
const FIRST_PERSON_ID = 1;

/**
 * The lecturers courses and lives name, kept once each as 讲者与专家 (people), the way the console keeps
 * them: content picks a lecturer by id and publishing copies the name, 职称 and hospital into the content's
 * own row. The same name, title and hospital is one person.
 */
export class LecturerRegistry {
  private readonly rows: PersonRow[] = [];
  private readonly byKey = new Map<string, Lecturer>();

  /** The person with this name, title and hospital (added on first mention). */
  lecturer(input: { name: string; title: string; hospital: string; department: string }): Lecturer {
    const key = `${input.name}|${input.title}|${input.hospital}`;
    const known = this.byKey.get(key);
    if (known) return known;
    const fields: OpsPersonInput = { name: input.name, job_title: input.title, hospital: input.hospital, department: input.department, photo: '', bio: '' };
    const id = FIRST_PERSON_ID + this.rows.length;
    const values = personValuesOf({ ...consoleFields('person', fields) });
    this.rows.push({ id, ...values });
    const lecturer: Lecturer = { id, name: values.name, title: values.title, hospital: values.hospital };
    this.byKey.set(key, lecturer);
    return lecturer;
  }

  /** Every person named so far, by id: what the course and live kinds read lecturers from. */
  get known(): ReadonlyMap<number, Lecturer> {
    return new Map([...this.byKey.values()].map((lecturer) => [lecturer.id, lecturer]));
  }

  get people(): readonly PersonRow[] {
    return this.rows;
  }
}
