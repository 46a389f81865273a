// generated — do not edit; run npm run gen:types

import type { BannerList, ChannelHome, ChannelList, HomePayload, LiveList, PagedContent } from './schema-types';

export const endpointCatalogue = {
  getChannelHome: { method: "GET", path: "/course/api/channel/{id}/home", paged: false },
  getHome: { method: "GET", path: "/course/api/home", paged: false },
  listBanners: { method: "GET", path: "/course/api/banner", paged: false },
  listChannelContent: { method: "GET", path: "/course/api/channel/{id}", paged: true },
  listChannels: { method: "GET", path: "/course/api/channel", paged: false },
  listContentSelect: { method: "GET", path: "/course/api/content/select", paged: true },
  listLives: { method: "GET", path: "/live/api/live/list", paged: false },
} as const;

export type EndpointName = keyof typeof endpointCatalogue;

/** Endpoints bound as infinite lists (`paged: true` in the catalogue). */
export type PagedEndpointName = 'listChannelContent' | 'listContentSelect';

export interface EndpointArgs {
  getChannelHome: GetChannelHomeArgs;
  getHome: GetHomeArgs;
  listBanners: ListBannersArgs;
  listChannelContent: ListChannelContentArgs;
  listChannels: ListChannelsArgs;
  listContentSelect: ListContentSelectArgs;
  listLives: ListLivesArgs;
}

export interface GetChannelHomeArgs {
  id: number;
}

export interface GetHomeArgs {}

export interface ListBannersArgs {
  type?: 1 | 2 | 9;
}

export interface ListChannelContentArgs {
  id: number;
  origin_type?: number;
  page?: number;
  pageSize?: number;
}

export interface ListChannelsArgs {
  origin_type?: 0 | 1 | 4 | 6;
  page?: number;
  pageSize?: number;
}

export interface ListContentSelectArgs {
  content_type?: number;
  origin_type?: number;
  keyword?: string;
  page?: number;
  pageSize?: number;
}

export interface ListLivesArgs {}

export interface EndpointResults {
  getChannelHome: ChannelHome;
  getHome: HomePayload;
  listBanners: BannerList;
  listChannelContent: PagedContent;
  listChannels: ChannelList;
  listContentSelect: PagedContent;
  listLives: LiveList;
}
