import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  browsingRecords,
  commentReports,
  comments,
  consents,
  downloadEmailRequests,
  exposureRecords,
  footprints,
  hospitals,
  liveChatMessages,
  questionnaireAnswers,
  searchHistories,
  smsCodes,
  streamCallbackNonces,
  studyGroupMembers,
  users,
} from '../db/schema';
import { MAX_KEYWORD_CHARS } from '../modules/search/search.routes';
import { loadCatalogue, pathParamNames } from './catalogue';
import type { JsonSchema } from './schemas';

/**
 * Where each string a client sends ends up. Every string argument of every writing endpoint (and of the GET
 * endpoints that write, listed in GET_WRITERS) must appear here, so a new field cannot skip the check:
 * - a column: the value is written as sent (trimmed at most), so the schema's maxLength must equal a varchar's
 *   size (or bound a text/json column at all);
 * - { column, boundInCode }: the handler refuses longer values itself, with a bound within the column;
 * - { notStored }: the value is only compared, parsed to a number, hashed or replaced by data from the database.
 */
type Storage = PgColumn | { column: PgColumn; boundInCode: number } | { notStored: string };

const ID = { notStored: 'parsed as an id' };
const NAME_FROM_DATABASE = { notStored: 'the name is taken from the database by the id' };
const TAG_IDS = { notStored: 'comma-joined tag ids, each checked against the tags table; the stored list is rebuilt from them' };

const STORAGE: Record<string, Record<string, Storage>> = {
  createComment: { content: comments.content },
  // One of five words (the schema's enum); the longest, illegal, has 7 letters.
  reportComment: { reason: { column: commentReports.reason, boundInCode: 7 } },
  sendDownloadEmail: { email: downloadEmailRequests.email },
  createLiveChatMessage: { message: liveChatMessages.message },
  updateLiveStreamStatus: { event: { notStored: 'only logged' }, nonce: streamCallbackNonces.nonce },
  deleteMyAccount: { confirm: { notStored: 'compared with the confirmation word' } },
  checkPassword: { password: { notStored: 'compared with the HMAC of the watch password' } },
  applyStudyGroup: { note: studyGroupMembers.note },
  decideStudyGroupApplication: { action: { notStored: "approve or decline (the schema's enum), stored as the state it sets" } },
  createConsent: { agreement_version: consents.agreementVersion },
  updateProfile: {
    name: users.name,
    company_name: users.companyName,
    duty_name: users.dutyName,
    identity: ID,
    otherIdentityType: ID,
    province_id: ID,
    city_id: ID,
    municipality_id: ID,
    hospital_id: ID,
    office_id: ID,
    position_id: ID,
    company_type: ID,
    company_id: ID,
    school_id: ID,
    major_id: ID,
    province_name: NAME_FROM_DATABASE,
    city_name: NAME_FROM_DATABASE,
    municipality_name: NAME_FROM_DATABASE,
    hospital_name: NAME_FROM_DATABASE,
    hospital_level_name: NAME_FROM_DATABASE,
    office_name: NAME_FROM_DATABASE,
    position_name: NAME_FROM_DATABASE,
    company_type_name: NAME_FROM_DATABASE,
    school_name: NAME_FROM_DATABASE,
    major_name: NAME_FROM_DATABASE,
    tags: TAG_IDS,
    good_at_disease: TAG_IDS,
    good_at_technology: TAG_IDS,
    experience_treatment: TAG_IDS,
    confirmed_disease: TAG_IDS,
    tags_name: NAME_FROM_DATABASE,
    good_at_disease_name: NAME_FROM_DATABASE,
    good_at_technology_name: NAME_FROM_DATABASE,
    experience_treatment_name: NAME_FROM_DATABASE,
    confirmed_disease_name: NAME_FROM_DATABASE,
    interested: { notStored: 'sent back by old clients; the profile form does not save it' },
    email: { notStored: 'sent back by old clients; the profile form does not save it' },
    friendship: { notStored: 'sent back by old clients; the profile form does not save it' },
    is_update: { notStored: 'a flag' },
  },
  createHospital: {
    name: hospitals.name,
    pccm: hospitals.pccm,
    user_mobile: { notStored: 'the creator is the signed-in user (created_by_user_id)' },
    province_id: ID,
    city_id: ID,
    municipality_id: ID,
    province: NAME_FROM_DATABASE,
    city: NAME_FROM_DATABASE,
    municipality: NAME_FROM_DATABASE,
  },
  createQuestionnaireAnswer: { answers: questionnaireAnswers.answers },
  deleteSearchHistory: { keyword: { notStored: 'compared with stored keywords' } },
  recordFootprint: { page_type: footprints.pageType, note: footprints.note, title: footprints.title },
  recordExposure: { data: exposureRecords.data },
  recordBrowsing: { title: browsingRecords.title, path: browsingRecords.path },
  checkVerify: {
    mobile: users.mobile,
    code: { notStored: 'compared with the stored hash' },
    openid: { notStored: 'ignored: a WeChat identity is bound only from a server-issued wx_token' },
    union_id: { notStored: 'ignored: a WeChat identity is bound only from a server-issued wx_token' },
    wx_token: { notStored: 'compared with the stored hash' },
    live_id: { notStored: 'not read by the server' },
    refer: { notStored: 'not read by the server' },
  },
  updateTel: { mobile: users.mobile, code: { notStored: 'compared with the stored hash' } },
  verifyCurrentTel: { code: { notStored: 'compared with the stored hash' } },
  refreshSession: { refresh_token: { notStored: 'compared with the stored hash' } },
  logout: { refresh_token: { notStored: 'compared with the stored hash' } },
  // GET endpoints that write (GET_WRITERS).
  recordSearch: { keyword: { column: searchHistories.keyword, boundInCode: MAX_KEYWORD_CHARS } },
  sendVerify: { mobile: smsCodes.mobile, is_register: { notStored: 'a flag' }, purpose: { notStored: 'which flow the code is for' } },
};

/** GET endpoints that store an argument; every other GET only reads. */
const GET_WRITERS = ['recordSearch', 'sendVerify'];

function types(schema: JsonSchema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

/** varchar(N) → N; null for text, json and other unbounded types. */
function varcharLength(column: PgColumn): number | null {
  const match = /^varchar\((\d+)\)$/.exec(column.getSQLType());
  return match ? Number(match[1]) : null;
}

const label = (column: PgColumn) => `${getTableConfig(column.table).name}.${column.name}`;

describe('request schema limits equal the columns the values are written to', () => {
  const catalogue = loadCatalogue();
  const checked = Object.entries(catalogue).filter(([name, entry]) => entry.method !== 'GET' || GET_WRITERS.includes(name));

  it('knows where every string argument of every writing endpoint goes', () => {
    const unknown: string[] = [];
    for (const [name, entry] of checked) {
      const inPath = pathParamNames(entry.path);
      for (const [field, schema] of Object.entries((entry.args.properties ?? {}) as Record<string, JsonSchema>)) {
        if (inPath.includes(field) || !types(schema).includes('string')) continue;
        if (!STORAGE[name]?.[field]) unknown.push(`${name}.${field}`);
      }
    }
    expect(unknown, 'add them to STORAGE in request-limits.test.ts').toEqual([]);
  });

  it('has no stale entries (every listed field is still an argument)', () => {
    const stale = Object.entries(STORAGE).flatMap(([name, fields]) =>
      Object.keys(fields)
        .filter((field) => !(catalogue[name]?.args.properties as Record<string, unknown> | undefined)?.[field])
        .map((field) => `${name}.${field}`),
    );
    expect(stale).toEqual([]);
  });

  it('gives a stored field the maxLength of its varchar column (and some maxLength for text/json)', () => {
    const mismatched: string[] = [];
    for (const [name, fields] of Object.entries(STORAGE)) {
      for (const [field, storage] of Object.entries(fields)) {
        if ('notStored' in storage) continue;
        const schema = (catalogue[name].args.properties as Record<string, JsonSchema>)[field];
        const maxLength = schema.maxLength as number | undefined;
        if ('boundInCode' in storage) {
          const size = varcharLength(storage.column);
          if (size !== null && storage.boundInCode > size)
            mismatched.push(`${name}.${field}: refused above ${storage.boundInCode}, ${label(storage.column)} holds ${size}`);
          continue;
        }
        const size = varcharLength(storage);
        if (size === null ? maxLength === undefined : maxLength !== size) {
          mismatched.push(`${name}.${field}: maxLength ${String(maxLength)}, ${label(storage)} is ${storage.getSQLType()}`);
        }
      }
    }
    expect(mismatched).toEqual([]);
  });
});
