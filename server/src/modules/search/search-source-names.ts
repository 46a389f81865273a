// The lists on their own: the popularity scores, the item loaders and the index statements are all keyed by them.

/** Tables the search index reads. Each is reindexed by reindexItems(db, source, ids). */
export const SEARCH_SOURCES = ['course', 'shortVideo', 'article', 'live', 'meeting', 'download', 'topic', 'medicalColumn'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

/** What an indexed item is (search_documents.kind): a section or classify tab shows one or more kinds. */
export type SearchKind = 'course' | 'video' | 'short_video' | 'article' | 'case' | 'live' | 'meeting' | 'download' | 'topic' | 'medical_column';
