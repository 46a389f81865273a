import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, publishState, updatedAt } from './columns';

/**
 * Lecturers and experts, kept once and reused across content (courses, lives, topics): the back office
 * picks a person instead of retyping a name, title and hospital in each item.
 */
export const people = pgTable(
  'people',
  {
    id: id(),
    name: varchar('name', { length: 64 }).notNull(),
    /** 职称, e.g. 主任医师. */
    title: varchar('title', { length: 64 }).notNull().default(''),
    hospital: varchar('hospital', { length: 128 }).notNull().default(''),
    department: varchar('department', { length: 64 }).notNull().default(''),
    photo: text('photo').notNull().default(''),
    bio: text('bio').notNull().default(''),
    publishState: publishState(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('people_name_idx').on(t.name)],
);
