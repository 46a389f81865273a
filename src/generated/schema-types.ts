// generated — do not edit; run npm run gen:types

/**
 * A typed action run in response to a widget event. Every action type has its own schema file here and exactly one handler in src/runtime/actions.
 */
export type Action = NavigateAction | NavigateByOriginAction | OpenLinkAction | ToastAction;

/**
 * A literal, or a reference string: $data.<entry>.<path>, $route.params.<name>, $route.query.<name>, $state.<path>, $event[.<path>] (inside actions), $item.<path> (inside repeated children). Objects and arrays are resolved member by member.
 */
export type ValueSource =
  | string
  | number
  | boolean
  | null
  | {
      [k: string]: unknown;
    }
  | unknown[];

/**
 * A closed condition language (no JavaScript): a comparison of a value reference, or all/any/not of conditions.
 */
export type Condition = Comparison | AllOf | AnyOf | Not;

/**
 * Go to a route of the app by its name.
 */
export interface NavigateAction {
  action: "navigate";
  /**
   * Route name from the route table (spec §2), e.g. course-detail.
   */
  route: string;
  params?: {
    [k: string]: ValueSource;
  };
  query?: {
    [k: string]: ValueSource;
  };
  /**
   * Replace the current history entry instead of pushing one.
   */
  replace?: boolean;
}

/**
 * Open a content card by its origin_type, following spec §4 'Routing from cards'.
 */
export interface NavigateByOriginAction {
  action: "navigate-by-origin";
  item?: ValueSource;
}

/**
 * Open a link: an internal path (starting with /) navigates inside the app; an http(s) URL leaves it. Empty links do nothing.
 */
export interface OpenLinkAction {
  action: "open-link";
  url: ValueSource;
}

/**
 * Show a short message.
 */
export interface ToastAction {
  action: "toast";
  text: ValueSource;
  kind?: "info" | "success" | "fail";
}

/**
 * The shape of each endpoint catalogue file (schemas/api/endpoints/<domain>.json; the files are merged and an endpoint name may be defined only once): every API endpoint a layout may bind by name. The client builds its RTK Query endpoints from it, the server validates its routes with the same args/response schemas, and lint checks bindings against the response schema.
 */
export interface EndpointCatalogue {
  $schema?: string;
  endpoints: {
    [k: string]: {
      method: "GET" | "POST" | "PUT" | "DELETE";
      /**
       * Path with {param} placeholders; each placeholder is a property of args.
       */
      path: string;
      description?: string;
      /**
       * JSON Schema of the arguments (path params + query or form body).
       */
      args: {
        [k: string]: unknown;
      };
      /**
       * JSON Schema of the envelope's data.
       */
      response: {
        [k: string]: unknown;
      };
      /**
       * Takes page/pageSize and answers list + total_page/total; bound as an infinite list.
       */
      paged?: boolean;
    };
  };
}

export interface BannerList {
  list: Banner[];
}

export interface Banner {
  id: number;
  img: string;
  target_url?: string;
  title?: string;
}

/**
 * A non-recommend channel's sections: 直播, 好课, 专栏, 学术会, 指南, 病例.
 */
export interface ChannelHome {
  live: ChannelSection;
  course: ChannelSection;
  medical_column: ChannelSection;
  meeting_academic: ChannelSection;
  download: ChannelSection;
  case: ChannelSection;
}

export interface ChannelSection {
  count: number;
  /**
   * origin_type used by 查看更多 → channel-more.
   */
  origin_type?: number;
  list: ContentItem[];
}

/**
 * A content card in any feed or list (spec §3 'Content item'). Which fields are present depends on origin_type.
 */
export interface ContentItem {
  id: number;
  /**
   * Id of the underlying content (course, live, article …).
   */
  origin_id?: number;
  content_id?: number;
  /**
   * 1 course, 2 article, 3 video, 4 live, 5 meeting, 6 case, 9 guide/download, 11 activity, 13 special topic, 14 meeting, 30 medical column, 31 academic.
   */
  origin_type: number;
  /**
   * 2 column/series, 1 single; for downloads 1 file, 3 image-text.
   */
  type?: number;
  /**
   * For courses: 0 course column, 4 video column.
   */
  source_type?: number;
  source_id?: number;
  title: string;
  desc?: string;
  logo?: string;
  cover_img?: string;
  view_count?: number;
  total_count?: number;
  current_count?: number;
  created_at?: string;
  start_at?: string;
  end_at?: string;
  start_at_format?: string;
  duration_format?: string;
  /**
   * 0 upcoming, 1 live, 2+ ended, 5/6/7 replay.
   */
  live_status?: number;
  isAppointment?: boolean;
  is_subscribe?: number;
  is_favorite?: number;
  isApply?: boolean;
  /**
   * 0 open for sign-up, 1 in progress, 2 ended.
   */
  meeting_status?: number;
  academic_origin_type?: number;
  uuid?: string;
  is_saas?: number;
  top?: number;
  /**
   * Seconds until the live starts (0 when started).
   */
  limit_time?: number;
  status_text?: string;
  download_count?: number;
  filesize?: number;
  link?: string;
  isDownload?: boolean;
  type_text?: string;
  content?: string;
}

export interface ChannelList {
  list: Channel[];
}

/**
 * A channel or category tab.
 */
export interface Channel {
  id: number;
  title: string;
  name?: string;
  /**
   * 0 home, 1 course, 4 live, 6 case.
   */
  origin_type?: number;
}

/**
 * Every API answer: code 0 is success (1 is also accepted for login); message explains a refusal; data carries the payload.
 */
export interface Envelope {
  code: number;
  message: string;
  data?: unknown;
}

export interface HomePayload {
  banners: Banner[];
  recommend: RecommendModule[];
  position_type_1: Shortcut[];
  position_type_2: Shortcut[];
  messages: Message[];
  screen_advert?: ScreenAdvert | null;
  articles: ContentItem[];
  /**
   * Hints that rotate in the search bar.
   */
  hot_words?: HotWord[];
}

export interface RecommendModule {
  id: number;
  /**
   * 1 list, 2 horizontal swiper, 3 grid.
   */
  layout: 1 | 2 | 3;
  /**
   * 1 course, 3 short video, 4 live.
   */
  module_type: number;
  module_name: string;
  module_data: ContentItem[];
}

/**
 * An icon entrance (home position_type_1 / position_type_2).
 */
export interface Shortcut {
  id: number;
  title: string;
  logo: string;
  content_type?: number;
  link?: string;
}

/**
 * A line of the home message ticker.
 */
export interface Message {
  id: number;
  label?: string;
  title: string;
  link?: string;
}

/**
 * Full-screen advert shown at most once a day between start_time and end_time.
 */
export interface ScreenAdvert {
  id: number;
  cover_img: string;
  link?: string;
  /**
   * ISO 8601 date-time.
   */
  start_time: string;
  /**
   * ISO 8601 date-time.
   */
  end_time: string;
}

export interface HotWord {
  id: number;
  title: string;
  content_type?: number;
  link?: string;
}

/**
 * Upcoming and ongoing lives.
 */
export interface LiveList {
  list: ContentItem[];
}

/**
 * One page of content items. A list is finished when page ≥ total_page or the loaded count ≥ total.
 */
export interface PagedContent {
  list: ContentItem[];
  page?: number;
  total_page?: number;
  total?: number;
}

export interface Comparison {
  /**
   * Value reference; a trailing .length gives an array's or string's length.
   */
  path: string;
  op: "eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "in" | "nin" | "exists" | "truthy" | "falsy" | "empty" | "nonempty";
  /**
   * Right-hand side; an array for in/nin; unused by exists/truthy/falsy/empty/nonempty.
   */
  value?: unknown;
}

export interface AllOf {
  /**
   * @minItems 1
   */
  all: Condition[];
}

export interface AnyOf {
  /**
   * @minItems 1
   */
  any: Condition[];
}

export interface Not {
  not: Condition;
}

/**
 * Binds an API endpoint (by its name in the catalogue, schemas/api/endpoints/<domain>.json) with arguments. Argument values may be literals or value references ($route.params.x, $route.query.x, $state.x).
 */
export interface DataEntry {
  endpoint: string;
  args?: {
    [k: string]: ValueSource;
  };
  /**
   * Load page after page (infinite list); the endpoint must be a paged one.
   */
  paged?: boolean;
  when?: Condition;
}

/**
 * One screen: named data bound to API endpoints, and a tree of widget nodes. Stored by the server (with revisions) and bundled as the fallback default.
 */
export interface LayoutDocument {
  $schema?: string;
  /**
   * Version of this document format; older documents are upgraded by the runtime's migrations.
   */
  schemaVersion: number;
  /**
   * Layout id: a route's default (e.g. home-new) or a per-parameter variant (e.g. channel-home.12).
   */
  id: string;
  /**
   * Page title; the route's title is used when absent.
   */
  title?: string;
  /**
   * How long the page skeleton shows at least (spec §9).
   */
  skeletonMs?: number;
  /**
   * Named data: each entry binds one API endpoint by name.
   */
  data?: {
    [k: string]: DataEntry;
  };
  body: LayoutNode[];
  /**
   * Nodes rendered above the page (dialogs, full-screen adverts).
   */
  overlays?: LayoutNode[];
}

/**
 * One widget on the page.
 */
export interface LayoutNode {
  /**
   * Unique within the document; used for error reports, exposure tracking and the operator console.
   */
  id: string;
  /**
   * Registered widget type (kebab-case, equals its folder name).
   */
  widget: string;
  /**
   * Props-schema version the node was written for; defaults to 1.
   */
  version?: number;
  /**
   * Static props, checked against the widget's props schema.
   */
  props?: {
    [k: string]: unknown;
  };
  /**
   * Props taken from data, route, query or app state.
   */
  bind?: {
    [k: string]: ValueSource;
  };
  /**
   * Widget events mapped to ordered lists of actions.
   */
  on?: {
    [k: string]: Action[];
  };
  when?: Condition;
  /**
   * Render this node once per element of an array in the data (e.g. $data.home.recommend); each copy reads its element as $item.
   */
  repeat?: string;
  children?: LayoutNode[];
}
