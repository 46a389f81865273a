import type { OpsArticleInput } from '../../../../contract/generated/schema-types';
import { sanitizeRichHtml } from '../../html/rich-html';
import { findArticleItem, insertArticleDraft, listArticleItems, publishArticleRow, setArticleStates, type ArticleItemValues } from './article-items.repository';
import type { FieldProblem, ItemFields, ItemKind } from './item-kind';
import { medicalColumnExists } from '../articles';
import { publishedColumnIdByTitle } from './medical-column-items.repository';
import { ITEM_MESSAGES } from './item-messages';
import { categoryExists } from './references.repository';
import { publishedArticleOptions } from './item-options.repository';

/** Article categories are categories of type 2 (the article list's tabs and the channel filters). */
export const ARTICLE_CATEGORY_TYPE = 2;
/** Case categories are categories of type 6 (the case list's tabs). */
export const CASE_CATEGORY_TYPE = 6;

// The fields are checked against ops-article-input.json before they reach here.
const asInput = (fields: ItemFields) => fields as unknown as OpsArticleInput;

/** The article columns an article's fields set (what publishing writes). */
export function articleValuesOf(fields: ItemFields): ArticleItemValues {
  const input = asInput(fields);
  return {
    title: input.title,
    desc: input.summary ?? '',
    coverImg: input.cover_img ?? '',
    author: input.author ?? '',
    medicalColumnId: input.medical_column_id ?? null,
    categoryId: input.category_id ?? null,
    content: input.content ?? '',
    top: input.top ? 1 : 0,
  };
}

function fieldsOf(values: ArticleItemValues): OpsArticleInput {
  return {
    title: values.title,
    summary: values.desc,
    cover_img: values.coverImg,
    author: values.author,
    medical_column_id: values.medicalColumnId,
    category_id: values.categoryId,
    content: values.content,
    top: values.top === 1,
  };
}

/** 资讯 (content_type 0) and 病例 (content_type 6): single articles; both open the article detail screen. */
function articleLikeKind(name: 'article' | 'case', title: string, contentType: number, categoryType: number): ItemKind {
  return {
    name,
    title,
    schemaFile: 'schemas/ops/ops-article-input.json',
    searchSource: 'article',
    columnField: 'medical_column_id',
    richTextFields: ['content'],
    normalise(fields) {
      const input = asInput(fields);
      const normalised: OpsArticleInput = {
        ...input,
        title: input.title.trim(),
        summary: (input.summary ?? '').trim(),
        author: (input.author ?? '').trim(),
        content: sanitizeRichHtml(input.content ?? ''),
      };
      return { ...normalised };
    },
    async problems(db, fields) {
      const input = asInput(fields);
      const problems: FieldProblem[] = [];
      if (!input.title.trim()) problems.push({ field: 'title', message: ITEM_MESSAGES.required('标题') });
      if (input.medical_column_id && !(await medicalColumnExists(db, input.medical_column_id)))
        problems.push({ field: 'medical_column_id', message: ITEM_MESSAGES.columnMissing });
      if (input.category_id && !(await categoryExists(db, categoryType, input.category_id)))
        problems.push({ field: 'category_id', message: ITEM_MESSAGES.categoryMissing });
      return problems;
    },
    async read(db, id) {
      const row = await findArticleItem(db, contentType, id);
      return row && { id: row.id, state: row.state, updatedAt: row.updatedAt, fields: { ...fieldsOf(row) } };
    },
    insertDraft: (db, fields) => insertArticleDraft(db, contentType, articleValuesOf(fields)),
    publish: (db, id, fields) => publishArticleRow(db, id, articleValuesOf(fields)),
    setState: setArticleStates,
    list: (db, filter, paging) => listArticleItems(db, contentType, filter, paging),
    options: (db, q) => publishedArticleOptions(db, contentType, q),
    appPath: (id) => `/article-detail/${id}`,
    // Another system knows a column by its name, not by our id.
    async importValues(db, values) {
      const { medical_column: name, ...rest } = values;
      if (typeof name !== 'string' || !name.trim()) return { values: rest, problems: [] };
      const id = await publishedColumnIdByTitle(db, name.trim());
      if (id === undefined) return { values: rest, problems: [{ field: 'medical_column', message: ITEM_MESSAGES.columnNamedMissing(name.trim()) }] };
      return { values: { ...rest, medical_column_id: id }, problems: [] };
    },
  };
}

export const ARTICLE_KIND = articleLikeKind('article', '资讯', 0, ARTICLE_CATEGORY_TYPE);
export const CASE_KIND = articleLikeKind('case', '病例', 6, CASE_CATEGORY_TYPE);
