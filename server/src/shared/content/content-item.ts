// The card type is generated from schemas/entities/content-item.json; the server does not redeclare it.
export type { ContentItem } from '../../../../contract/generated/schema-types';
