import type { LayoutDocument } from '../../../contract/generated/schema-types';
import { endpointInfos, repositorySchemas } from '../schema-form/schema-registry';

// A layout document's own fields (页面标题, 骨架屏最短显示时间 …) and its data entries, named as operators see
// them: a field by the document schema's x-title, a data entry by the title of the endpoint it binds (its
// key is a developer's name, as the data editor shows it only in a tooltip).

const DOCUMENT_SCHEMA = 'schemas/layout/layout-document.json';

export const PAGE_FIELD_TEXT = {
  dataEntry: (title: string) => `页面数据「${title}」`,
  someDataEntry: '页面数据',
  field: (title: string) => `页面设置「${title}」`,
  otherField: '其他页面设置',
} as const;

/** A document field by its x-title; the page title by its own name. */
export function pageFieldTitle(key: string): string {
  const title = repositorySchemas[DOCUMENT_SCHEMA]?.properties?.[key]?.['x-title'];
  if (key === 'title' && title) return title;
  return title ? PAGE_FIELD_TEXT.field(title) : PAGE_FIELD_TEXT.otherField;
}

/** A data entry by the endpoint it binds in `doc` (either document of a change); unnamed without one. */
export function dataEntryTitle(key: string, ...docs: Array<LayoutDocument | undefined>): string {
  const endpoint = docs.map((doc) => doc?.data?.[key]?.endpoint).find((name): name is string => typeof name === 'string');
  const info = endpoint === undefined ? undefined : endpointInfos().find((candidate) => candidate.name === endpoint);
  return info ? PAGE_FIELD_TEXT.dataEntry(info.title) : PAGE_FIELD_TEXT.someDataEntry;
}
