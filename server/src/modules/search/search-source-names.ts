// The list on its own: the popularity scores and the item loaders are both keyed by it.

/** Tables the search index reads. Each is reindexed by reindexItems(db, source, ids). */
export const SEARCH_SOURCES = ['course', 'shortVideo', 'article', 'live', 'meeting', 'download', 'topic', 'medicalColumn'] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];
