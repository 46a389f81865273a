import type { OpsItemKind } from '../../../../contract/generated/schema-types';
import type { Db } from '../../db/database';
import type { Paging } from '../../shared/paging';
import type { SearchSource } from '../search';

/** A kind's input fields (schemas/ops/ops-<kind>-input.json) after validation and defaults. */
export type ItemFields = Record<string, unknown>;

/** A field the server refuses, in the operator's words: the field's key and why. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** An item's row as the back office sees it: what is live (or last was), and its state. */
export interface ItemRow {
  id: number;
  state: number;
  fields: ItemFields;
  updatedAt: Date;
  /** The item's screen in the app when it is not found by id (a meeting opens by its uuid). */
  appPath?: string;
  /** Its own page when appPath opens elsewhere (a meeting with an outside link): where a draft preview opens. */
  screenPath?: string;
}

export interface ItemListFilter {
  q?: string;
  state?: number;
  columnId?: number;
  author?: string;
  from?: Date;
  to?: Date;
  sort: 'updated' | 'published' | 'title';
}

export interface ItemSummaryRow {
  id: number;
  title: string;
  state: number;
  column: string;
  author: string;
  updatedAt: Date;
  publishedAt: Date | null;
}

/**
 * One kind of content the back office makes (资讯, 病例, 医学专栏 …): how its fields are read from and
 * written to the table the app serves, what makes them wrong, and where the app shows the item. The
 * generic workflow (drafts, publishing, take-down, history, import) is items.service.ts.
 */
export interface ItemKind {
  name: OpsItemKind;
  /** The kind's Chinese name, as the console and refusals say it. */
  title: string;
  /** The input schema of its fields (repository path; its $id is ops/<file>). */
  schemaFile: string;
  /** The search index's source of its rows; none for kinds the app's search does not find (people, activities). */
  searchSource?: SearchSource;
  /** Makes the stored form of valid fields: sanitised HTML, a derived letter, trimmed text. */
  normalise(fields: ItemFields): ItemFields;
  /** What the schema cannot say: references to other content that must exist and be published. */
  problems(db: Db, fields: ItemFields): Promise<FieldProblem[]>;
  /** The row's current fields and state; undefined when there is no such item of this kind. */
  read(db: Db, id: number): Promise<ItemRow | undefined>;
  /** A new row for a draft: invisible to doctors until published. */
  insertDraft(db: Db, fields: ItemFields): Promise<number>;
  /**
   * Writes fields to the row the app serves and makes it published (a first publish stamps published_at).
   * Answers the fields as written when publishing completes them (the ids of new child rows, which the
   * version must keep so a restored version updates those rows instead of replacing them).
   */
  publish(db: Db, id: number, fields: ItemFields): Promise<ItemFields | void>;
  /** What only publishing needs (a series without lessons may be saved, not published). */
  publishProblems?(db: Db, fields: ItemFields): Promise<FieldProblem[]>;
  setState(db: Db, ids: readonly number[], state: number): Promise<void>;
  list(db: Db, filter: ItemListFilter, paging: Paging): Promise<{ total: number; rows: ItemSummaryRow[] }>;
  /** Published items whose title contains `q` (all when empty), newest first: what a picker offers. */
  options(db: Db, q: string): Promise<Array<{ id: number; title: string; path?: string }>>;
  /** The item's screen in the app (an option's own path wins: a kind whose rows open different screens). */
  appPath(id: number, fields?: ItemFields): string;
  /** Rich-text fields, whose pasted pictures are brought into the media library on save. */
  richTextFields?: readonly string[];
  /** The field naming the item's medical column, when the kind has one (bulk move). */
  columnField?: string;
  /** An import row's values in the kind's own terms (a column named by its title → its id). */
  importValues?(db: Db, values: Record<string, unknown>): Promise<{ values: Record<string, unknown>; problems: FieldProblem[] }>;
  /** Why the item may not be taken down now (undefined: it may). */
  offlineRefusal?(db: Db, id: number): Promise<string | undefined>;
}
