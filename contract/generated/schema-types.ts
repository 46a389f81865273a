// generated — do not edit; run npm run gen:types

/**
 * A typed action run in response to a widget event. Every action type has its own schema file here and exactly one handler in src/runtime/actions.
 */
export type Action =
  | NavigateAction
  | NavigateByOriginAction
  | OpenLinkAction
  | ToastAction
  | RequireLoginAction
  | CheckPasswordAction
  | GoBackAction
  | RecordProgressAction
  | ConfirmAction
  | ClearCacheAction
  | ToggleFollowAction
  | BookLiveAction
  | ApplyMeetingAction
  | SendCodeAction
  | VerifyLoginAction
  | VerifyChangeTelAction
  | VerifyCurrentTelAction
  | LogoutAction
  | GoAfterLoginAction
  | HandoffLoginAction
  | SaveProfileAction
  | OpenPickerAction
  | UpdateDraftAction
  | CreateHospitalAction
  | OpenShareAction
  | SetOverlayAction
  | OpenDownloadAction
  | SendDownloadEmailAction
  | SearchAction
  | PostCommentAction
  | ToggleFavouriteAction
  | ToggleLikeAction
  | ToggleCommentLikeAction
  | ReportCommentAction
  | SendLiveChatAction
  | DeleteLiveChatAction
  | SubmitQuestionnaireAction
  | CallEndpointAction
  | RefetchDataAction
  | ReloadPageAction
  | UploadLiveChatImageAction;

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
 * What an A/B test counts per exposure of its section: clicks on it; detail-views: detail pages opened after a click on it; bookings: live or meeting bookings made after a click on it; comments: comments posted after a click on it (each counted once per click, within 30 minutes).
 */
export type ExperimentGoal = "clicks" | "detail-views" | "bookings" | "comments";

/**
 * The audiences (their keys) a layout section or a home item is limited to: only viewers in at least one of them receive it. Absent = everyone.
 *
 * @minItems 1
 * @maxItems 20
 */
export type AudienceKeys = string[];

/**
 * origin_type of a content card: which kind of content it opens (docs/product-rules.md#content-cards-and-origin-types). Short videos share 3 with videos; 1–4 are also the target types of comments, shares and history. `x-enum-names` names each code; gen:types turns them into the `OriginType` constant.
 */
export type OriginTypeCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 13 | 14 | 30 | 31;

/**
 * unknown-widget: the app has no such widget; widget-too-new: the node's version is newer than the app's widget; invalid-props: the props fail the widget's schema; render-error: the widget threw while rendering (caught by the node's error boundary); chunk-load-error: the widget's code could not be downloaded (offline, or a deploy replaced the file). broken-link: an action of the node went nowhere on a tap (a page the app does not have, a page parameter missing or mistyped, an address the app refuses to open).
 */
export type FailureKind =
  "unknown-widget" | "widget-too-new" | "invalid-props" | "render-error" | "chunk-load-error" | "broken-link";

/**
 * A closed condition language (no JavaScript): a comparison of a value reference, or all/any/not of conditions.
 */
export type Condition = Comparison | AllOf | AnyOf | Not;

/**
 * A kind of home content: /ops/api/content/{kind}.
 */
export type OpsContentKind =
  "banners" | "shortcuts" | "messages" | "screen-adverts" | "recommend-modules" | "hot-words" | "channels";

/**
 * article 资讯 | case 病例 | medical-column 医学专栏 | person 讲者与专家 | download 指南下载 | activity 活动 | course 课程 | short-video 视频与短视频 | live 直播 | meeting 学术会 | topic 专题
 */
export type OpsItemKind =
  | "article"
  | "case"
  | "medical-column"
  | "person"
  | "download"
  | "activity"
  | "course"
  | "short-video"
  | "live"
  | "meeting"
  | "topic";

/**
 * draft 草稿（未发布）| published 已发布 | offline 已下线
 */
export type OpsItemState = "draft" | "published" | "offline";

/**
 * visible: everyone sees it; held: waiting for review (only its author sees it, as 审核中); hidden: taken out by an operator, can be restored; deleted: removed by an operator for good. Hidden and deleted text shows its author 已被管理员删除.
 */
export type OpsModerationState = "visible" | "held" | "hidden" | "deleted";

/**
 * editor: edit and save drafts; publisher: also publish and roll back; admin: everything a publisher does, and manage operators (运营人员) and read the sign-in security log
 */
export type OpsOperatorRole = "editor" | "publisher" | "admin";

/**
 * What a review request is about: a layout, a home-content kind, or a back-office item.
 */
export type OpsReviewTargetType = "layout" | "content" | "item";

/**
 * Go to a route of the app by its name.
 */
export interface NavigateAction {
  action: "navigate";
  /**
   * Route name from the route table (docs/product-rules.md#screens-and-routes), e.g. course-detail.
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
  /**
   * For a route into the login flow: save the current screen as session back-url, so go-after-login comes back here (not when already on a login screen). Navigating to the login route always does this.
   */
  returnHere?: boolean;
}

/**
 * Open a content card by its origin_type, following docs/product-rules.md#routing-from-cards.
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
  /**
   * 链接：以 / 开头的站内地址或 http(s) 网址，或指向链接文字的引用，如 "$event.link"
   */
  url: string;
}

/**
 * Show a short message.
 */
export interface ToastAction {
  action: "toast";
  /**
   * 提示文字，或指向文字的引用，如 "$event.message"
   */
  text: string;
  kind?: "info" | "success" | "fail";
}

/**
 * Login gate (docs/product-rules.md#login-needed-dialog): when `required` is truthy (default: always) and the viewer is not certified ($state.certified, is_complete = 1), opens the login-needed dialog, and on confirm saves the current path as session back-url and goes to /login (no user or no mobile) or /add-info (incomplete profile). Stops the chain (false) whenever the gate stays shut, so a player pauses.
 */
export interface RequireLoginAction {
  action: "require-login";
  required?: ValueSource;
  /**
   * Dialog texts: default 需要登录 / 为了方便学习课程,需要您登录认证 / 去认证; legacy 验证联系方式 / 您还未登录，请先登录 / 去登录.
   */
  variant?: "default" | "legacy";
}

/**
 * Watch-password gate: sends the 4-digit password to checkPassword (GET /live/api/check_password). Right: keeps the pass token for this item (sent as x-content-pass), toast 验证成功!, reloads the screen's data. Wrong: toast 密码错误请重试 and stops the chain (false; the password dialog clears its inputs). Too many tries: toast the server's message and stops. A visitor (no signed-in user) gets the login-needed dialog (验证联系方式 / 您还未登录，请先登录 / 去登录) and nothing is sent.
 */
export interface CheckPasswordAction {
  action: "check-password";
  /**
   * 1 course, 2 article, 3 video, 4 live, 5 short video.
   */
  type: 1 | 2 | 3 | 4 | 5;
  id: ValueSource;
  password?: ValueSource;
  /**
   * Data entries to reload after success; default: every entry of the screen.
   */
  refetch?: string[];
}

/**
 * Back to the previous screen of this app; home (/) when the screen was opened directly (no earlier in-app history entry).
 */
export interface GoBackAction {
  action: "go-back";
}

/**
 * Reports playback progress to recordProgress (GET progress: content_id, progress percent, type), silently (no toast on failure). Map the player's `progress` event to it.
 */
export interface RecordProgressAction {
  action: "record-progress";
  /**
   * 1 course, 2 article, 3 video, 4 live, 5 short video (as check_password).
   */
  type: 1 | 2 | 3 | 4 | 5;
  contentId: ValueSource;
  percent?: ValueSource;
  position?: ValueSource;
  duration?: ValueSource;
  played?: ValueSource;
}

/**
 * Asks before going on: a modal dialog; confirming continues the chain, cancelling stops it (false).
 */
export interface ConfirmAction {
  action: "confirm";
  /**
   * Dialog title, e.g. 提醒.
   */
  title?: string;
  /**
   * 提问文字，如 确定退出登录吗？；或指向文字的引用
   */
  message: string;
  confirmText?: string;
  cancelText?: string;
}

/**
 * 清除缓存（我的 – 清除缓存）: drops what the app keeps locally besides the login session (session storage, other local keys, browser caches), reloads the screen's data and shows 操作成功.
 */
export interface ClearCacheAction {
  action: "clear-cache";
  /**
   * Success toast
   */
  text?: string;
}

/**
 * 关注 / 取消关注 (docs/product-rules.md#favourites-likes-and-follows). A visitor (not logged in) is sent to /login (back-url kept) and the chain stops. Unfollowing (followed truthy: is_subscribe 1 = followed) asks 提醒 / 确定取消关注吗？ / 确定 first; then calls the toggle endpoint of `kind`; success → toast 关注成功 or 取消关注成功 and the screen's data is loaded again; failure → toast of the server's message and the chain stops.
 */
export interface ToggleFollowAction {
  action: "toggle-follow";
  /**
   * medical-column → toggleMedicalColumnFollow (subscribe/{id}); column → toggleColumnFollow (article/case column, subscribe/{pageID}); live-series → toggleAttention (v4 attention/{origin_id}). Omit it and give originType to choose by the item's origin_type (30 medical column, 4 live series, else column).
   */
  kind?: "medical-column" | "column" | "live-series";
  originType?: ValueSource;
  id: ValueSource;
  followed: ValueSource;
  /**
   * Data entries to reload after success; default: every entry of the screen.
   */
  refetch?: string[];
}

/**
 * 预约直播 (docs/product-rules.md#booking): calls createLiveAppointment (live appointment/{id}). Put require-login before it (booking requires is_complete 1). Success → the screen's data is loaded again (isAppointment true), toast 预约成功, then after 1 s live-detail-home of the live (by route name); with overlay: true the chain goes on instead (open the booking-success overlay; navigate when it closes). Failure → toast of code plus message, chain stops.
 */
export interface BookLiveAction {
  action: "book-live";
  id: ValueSource;
  /**
   * true: no toast and no navigation; the next actions show the overlay.
   */
  overlay?: boolean;
  /**
   * Data entries to reload after success; default: every entry of the screen.
   */
  refetch?: string[];
  update?: CacheUpdate;
}

/**
 * After a successful toggle or booking, changes the screen's cached data in place (no reload): the flag flips (toggles) or is set (book-live) and the count moves by one. The cached query is updated, so widgets bound to it and a later visit served from the cache show the new state.
 */
export interface CacheUpdate {
  /**
   * The data entry of the screen, e.g. "video" or "lives".
   */
  data: string;
  /**
   * Optional: a field of the entry holding an array (e.g. "list"); the element whose id equals the action's id is changed instead of the entry itself.
   */
  list?: string;
  /**
   * The boolean field, e.g. "isLike", "isFavorite", "isAppointment".
   */
  flag: string;
  /**
   * Optional count field moved by one with the flag, e.g. "like_count".
   */
  count?: string;
}

/**
 * 报名参会 (docs/product-rules.md#meetings): calls createMeetingApplication (v4 apply/{id}). Put require-login before it. Success → toast 报名成功 and the screen's data is loaded again (the card then shows 已报名). Failure → toast of code plus message, chain stops.
 */
export interface ApplyMeetingAction {
  action: "apply-meeting";
  id: ValueSource;
  /**
   * 1 when sent from a detail page (page_type=1).
   */
  pageType?: 1;
  /**
   * Data entries to reload after success; default: every entry of the screen.
   */
  refetch?: string[];
}

/**
 * Sends an SMS code (sendVerify, GET /user/api/send-verify). Spaces are removed from the number first. Empty number: toast 请填入手机号 (purpose login), 请填入新手机号 (change-tel) or 当前账号未绑定手机号 (current-tel) and stop. With `agreed` given and falsy: toast 请先阅读并同意用户协议 and stop. A refusal (code -1) shows the server's message and stops the chain (false) — a resend countdown is then not restarted; success continues (e.g. to the code screen).
 */
export interface SendCodeAction {
  action: "send-code";
  mobile: ValueSource;
  /**
   * login: phone login; change-tel: the new number of a phone change; current-tel: the account's current number, first step of a phone change (decides the empty-number text).
   */
  purpose: "login" | "change-tel" | "current-tel";
  agreed?: ValueSource;
  isRegister?: ValueSource;
}

/**
 * Phone login with the SMS code (checkVerify, POST /user/api/check-verify; code 0 or 1 with a session). Spaces are removed from the number; only the digits of the code are sent, and nothing with fewer than 4 of them. Sends the stored wx_token (local; the WeChat hand-off token of an unbound WeChat identity, which the server then binds) and live_id (session) when present; a sent wx_token is forgotten after the login. Success stores the session (access_token, refresh_token, user_id, user). A profile that is not complete (is_complete 0) and not on a white list goes to /add-info?tel=… and stops the chain; otherwise the chain continues (toast 登录成功, then go-after-login). Failure: toast with the server's message and stop (false; the code boxes clear).
 */
export interface VerifyLoginAction {
  action: "verify-login";
  mobile: ValueSource;
  code: ValueSource;
  refer?: ValueSource;
}

/**
 * Phone change with the SMS code sent to the new number (updateTel, PUT /user/api/update-tel), after verify-current-tel proved the current number. Success stores the updated user and continues (toast 修改成功, navigate to my). Failure: toast with the server's message and stop (false; the code boxes clear).
 */
export interface VerifyChangeTelAction {
  action: "verify-change-tel";
  mobile: ValueSource;
  code: ValueSource;
}

/**
 * First step of a phone change: the SMS code sent to the signed-in user's current number (verifyCurrentTel, POST /user/api/verify-current-tel). Success continues (e.g. on to the new-number form); the session may then change the number within 10 minutes. Failure: toast with the server's message and stop (false; the code boxes clear).
 */
export interface VerifyCurrentTelAction {
  action: "verify-current-tel";
  code: ValueSource;
}

/**
 * Log out: ends the session on the server (logout, POST /user/api/logout), then forgets it in this browser whatever the answer ($state.loggedIn becomes false) and continues (e.g. navigate home). Put a confirm action before it to ask first.
 */
export interface LogoutAction {
  action: "logout";
}

/**
 * After login or profile completion: waits delayMs (2000 after 登录成功), then replaces the screen with the stored session back-url (saved by the login gate; used once) or home. Back-urls pointing at the login screens themselves go home.
 */
export interface GoAfterLoginAction {
  action: "go-after-login";
  /**
   * Wait before leaving, in ms.
   */
  delayMs?: number;
}

/**
 * The /middle login handoff: logs in with wx_token, the one-time token of the WeChat OAuth callback (loginByUnionId), or else uuid (loginByUuid), stores the session and replaces the screen with `path` (in-app paths only) or home; search_channel is kept in local storage. WeChat identity not bound to an account yet (code -2): the token is kept in local storage for the next code login (verify-login binds it), toast with the server's message, then on to `path` as a guest. Other wx_token failure (expired or spent): toast with the server's message, then after 3 s the browser goes to {api}/wechat/wxOauth?redirect_url=<this app's /middle>&path=<path> for a fresh token. Uuid failure: toast with the server's message, then on to `path` as a guest. Neither given: straight on to `path`.
 */
export interface HandoffLoginAction {
  action: "handoff-login";
  wxToken?: ValueSource;
  uuid?: ValueSource;
  path?: ValueSource;
  searchChannel?: ValueSource;
  /**
   * Wait before the WeChat OAuth redirect after an expired or spent wx_token (3 s).
   */
  oauthDelayMs?: number;
}

/**
 * Saves the profile form (PUT /user/api/add-info, updateProfile) with the values the profile-form widget submitted. Success: the stored user becomes certified (is_complete 1, name, identity), the draft is cleared, and in edit mode toast 修改成功. A non-zero answer: toast the server's message (the server records the failed-submit footprint) and stop the chain (false).
 */
export interface SaveProfileAction {
  action: "save-profile";
  values?: ValueSource;
  update?: ValueSource;
  /**
   * Local-storage key of the draft to clear on success (default profile_draft).
   */
  draftKey?: string;
  /**
   * Toast in edit mode (default 修改成功).
   */
  successText?: string;
}

/**
 * Opens a picker screen named by the event (profile-form's pick event: { route, query }), e.g. choose-hospital?municipality_id=…; only routes of the route table.
 */
export interface OpenPickerAction {
  action: "open-picker";
  route?: ValueSource;
  query?: ValueSource;
}

/**
 * Merges values into a form draft kept in local storage (a picker's choice for the profile form), e.g. { "hospital_id": "$event.id", "hospital_name": "$event.name" }.
 */
export interface UpdateDraftAction {
  action: "update-draft";
  /**
   * Local-storage key (default profile_draft).
   */
  draftKey?: string;
  values: {
    [k: string]: ValueSource;
  };
}

/**
 * Adds a hospital (POST /user/api/hospital, createHospital) from the hospital-form's submit. Success: toast 添加成功, the new hospital is put into the draft (select, read with $event = the hospital) and the chain goes on. Code 400: toast the message and go back to the hospital list after 0.5 s; other refusals: toast the message. Refusals stop the chain.
 */
export interface CreateHospitalAction {
  action: "create-hospital";
  values?: ValueSource;
  userMobile?: ValueSource;
  /**
   * Local-storage key of the draft (default profile_draft).
   */
  draftKey?: string;
  /**
   * Draft values to set from the created hospital ($event).
   */
  select?: {
    [k: string]: ValueSource;
  };
  /**
   * Wait before going back after a 400 (default 500).
   */
  backDelayMs?: number;
  /**
   * After success go back this many screens (2: past the hospital list to the form); 0 lets the chain go on. When the history is too short, goes to fallbackRoute instead.
   */
  returnSteps?: number;
  /**
   * Route name used when there is no such history (default add-info).
   */
  fallbackRoute?: string;
}

/**
 * Share an item: asks getShare for its poster (made and cached on the server), then records the share (recordShare, source_type 1; a signed-in user earns the share rule's 博贝) and lets the share-poster widget open its dialog. A failed poster → toast of the server's message and the chain stops (false). Optional refetch reloads data entries (e.g. the poster entry); optional posterOverlay keeps the poster's address in $state.overlay.<name> for the share-poster's posterUrl, so no data entry has to fetch it on page load.
 */
export interface OpenShareAction {
  action: "open-share";
  /**
   * 1 course, 2 article, 3 short video, 4 live.
   */
  type: 1 | 2 | 3 | 4;
  id: ValueSource;
  contentType?: ValueSource;
  title?: ValueSource;
  /**
   * Overlay name receiving post_img_url, e.g. "poster" (bind posterUrl to "$state.overlay.poster").
   */
  posterOverlay?: string;
  /**
   * Data entries to reload afterwards (default none).
   */
  refetch?: string[];
}

/**
 * Opens or closes a screen-local overlay: stores value (default "$event") under name, read by the layout as "$state.overlay.<name>" (e.g. a `when` on an overlays node). value null closes it. Lives as long as the screen; never sent anywhere.
 */
export interface SetOverlayAction {
  action: "set-overlay";
  /**
   * Overlay name, e.g. "booked".
   */
  name: string;
  value?: ValueSource;
}

/**
 * Download a file row (download-rows `file` event; docs/product-rules.md#downloads). Needs a certified user: otherwise the 需要登录 prompt (require-login semantics) and the chain stops. iOS + a PDF + filesize < 20480 → records the download (updateDownloadCount) and opens the link directly; otherwise sets the screen overlay `overlay` (default "download") to the dialog request {mode, id, title, image?}: mode email for type-1 items, image (long-press to save) for other types. The screen's email-dialog binds `request` to "$state.overlay.<overlay>". The item defaults to "$event".
 */
export interface OpenDownloadAction {
  action: "open-download";
  item?: ValueSource;
  /**
   * Overlay name the dialog request is stored under (read as "$state.overlay.<name>"); default "download".
   */
  overlay?: string;
}

/**
 * Sends the email dialog's address (email-dialog `submit` event: id, email) to sendDownloadEmail. Empty address → 请填写邮箱 and the chain stops. Success → the notice 提示 / 已经记录您的邮箱 , 稍后将发送文件到您的邮箱中 and the dialog closes; a refusal → toast of the server's message and the chain stops.
 */
export interface SendDownloadEmailAction {
  action: "send-download-email";
}

/**
 * Search (docs/product-rules.md#search): op submit (default) — an empty keyword toasts 请输入搜索词; the configured academic-zone phrase goes to /live-study; a hot word with content_type 2 and the same title records the search and opens its link; otherwise the search is recorded (signed-in viewers) and the search screen shows the results. op clear-history deletes the viewer's history (ask first with a confirm action).
 */
export interface SearchAction {
  action: "search";
  op?: "submit" | "clear-history";
  keyword?: ValueSource;
  hotWord?: ValueSource;
  /**
   * Searching exactly this phrase opens the academic zone (/live-study).
   */
  academicPhrase?: string;
  /**
   * Route that shows the results (default search-new).
   */
  route?: string;
  /**
   * Extra query for the results route, e.g. { "channel": "live" }.
   */
  query?: {
    [k: string]: ValueSource;
  };
  /**
   * Replace the current history entry (searching again on the results screen).
   */
  replace?: boolean;
  /**
   * Data entries to load again afterwards (the history list).
   */
  refetch?: string[];
}

/**
 * Posts a comment or reply (createComment, POST /course/api/comments) from comment-thread's submit event ({ content, comment_id, to_user_id, client_key }); comment_id and to_user_id are sent only when non-zero, client_key (one per draft, kept across retries) as the Idempotency-Key header. Success: toast 评论成功 and reloads the screen's data (or `refetch`); refusal: toast of the server's message and stops the chain (false; the draft is kept). Put a require-login gate before it.
 */
export interface PostCommentAction {
  action: "post-comment";
  /**
   * 1 course, 2 article, 3 short video, 4 live.
   */
  commentType: 1 | 2 | 3 | 4;
  contentId: ValueSource;
  contentType?: ValueSource;
  /**
   * Data entries to reload after success; default: every entry of the screen.
   */
  refetch?: string[];
}

/**
 * Favourite toggle (docs/product-rules.md#favourites-likes-and-follows): course, short-video, article, download (id = origin_id), activity, live. Resolves true after code 0 so the widget flips its state and count by one; a refusal shows the server's message and stops the chain (false).
 */
export interface ToggleFavouriteAction {
  action: "toggle-favourite";
  target: "course" | "short-video" | "article" | "download" | "activity" | "live";
  id: ValueSource;
  contentType?: ValueSource;
  update?: CacheUpdate;
}

/**
 * Like toggle (docs/product-rules.md#favourites-likes-and-follows): short-video, article, activity. Resolves true after code 0 so the widget flips its state and like_count by one; a refusal shows the server's message and stops the chain (false).
 */
export interface ToggleLikeAction {
  action: "toggle-like";
  target: "short-video" | "article" | "activity";
  id: ValueSource;
  update?: CacheUpdate;
}

/**
 * Comment like toggle (GET /course/api/comment/like/{id}) from comment-thread's like-comment event. Resolves true after code 0 (the widget flips the comment's state and count); a refusal shows the server's message and stops the chain.
 */
export interface ToggleCommentLikeAction {
  action: "toggle-comment-like";
  id?: ValueSource;
}

/**
 * Reports a comment (reportComment, POST /course/api/comment/report) from comment-thread's report-comment event ({ id, reason }). Success: toast 举报成功，我们会尽快处理; refusal (reported before, too many reports, comment gone): toast of the server's message and stops the chain. Put a require-login gate before it.
 */
export interface ReportCommentAction {
  action: "report-comment";
}

/**
 * 直播间发言 (docs/product-rules.md#live-chat): posts the live-chat widget's send event ({ message, subscribe_id?, cite_id? }) to createLiveChatMessage (POST /live/api/chat). Empty text is never sent. The message reaches everyone in the room through the socket; on failure the server's message is shown and the chain stops (the widget keeps the text).
 */
export interface SendLiveChatAction {
  action: "send-live-chat";
  liveId: ValueSource;
}

/**
 * 直播间管理员删除一条消息 (docs/product-rules.md#users-and-roles): deleteLiveChatMessage (DELETE /live/api/chat/{id}), toast 删除成功; everyone in the room loses it through the socket's deleted event. The server refuses it to non-managers (its message is shown, the chain stops).
 */
export interface DeleteLiveChatAction {
  action: "delete-live-chat";
  id?: ValueSource;
}

/**
 * 直播问卷提交 (docs/product-rules.md#questionnaires): sends the questionnaire widget's submit event ({ answers: [{ name, text?, selects? }] }) as a JSON string to createQuestionnaireAnswer (POST /live/api/questionnaire/{id}). Success: toast 提交成功. The server's 参数错误 shows as 有必填项未填写; other refusals show the server's message; the chain stops on failure.
 */
export interface SubmitQuestionnaireAction {
  action: "submit-questionnaire";
  liveId: ValueSource;
  /**
   * Data entries to reload after success (e.g. the questionnaire, so answered shows).
   */
  refetch?: string[];
}

/**
 * Calls one catalogue endpoint by name with arguments (values may be references), for fire-and-forget records such as the live room's view count, live record and footprint. A refused call stops the chain only with stopOnFailure; nothing is shown to the person.
 */
export interface CallEndpointAction {
  action: "call-endpoint";
  /**
   * Endpoint name in schemas/api/endpoints, e.g. recordLiveViewCount.
   */
  endpoint: string;
  /**
   * Arguments; each may be a literal or a reference such as "$route.params.id".
   */
  args?: {
    [k: string]: ValueSource;
  };
  /**
   * Stop the chain when the call is refused.
   */
  stopOnFailure?: boolean;
}

/**
 * Loads some (or all) of the screen's data entries again, e.g. the live room's 6-second view-count poll or the live detail when its countdown reaches zero.
 */
export interface RefetchDataAction {
  action: "refetch-data";
  /**
   * Data entries to load again; default: every entry of the screen.
   */
  data?: string[];
}

/**
 * Reloads the whole page (the live room after a status change: the player is destroyed and everything starts again from the server's current state).
 */
export interface ReloadPageAction {
  action: "reload-page";
}

/**
 * 直播间管理员发图片 (docs/product-rules.md#users-and-roles): sends the live-chat widget's upload event ({ file }) as multipart (live_id + file) to createLiveChatImage (POST /live/api/chat/image); the room receives the image message through the socket. The server refuses non-managers and non-images (its message is shown, the chain stops).
 */
export interface UploadLiveChatImageAction {
  action: "upload-live-chat-image";
  liveId: ValueSource;
}

/**
 * POST /layout/api/section-events: up to 200 events in one request (sent every few seconds and on pagehide).
 */
export interface SectionEventBatch {
  /**
   * @minItems 1
   * @maxItems 200
   */
  events: SectionEvent[];
}

/**
 * One exposure, click or goal of a layout section, as the app reports it (anonymous). Counted only with the token of the layout answer it came from.
 */
export interface SectionEvent {
  layout: string;
  revision: number;
  node: string;
  /**
   * exposure and click of the section; detail-view, booking and comment: a goal reached after a click on the node (once per click), for experiments.
   */
  kind: "exposure" | "click" | "detail-view" | "booking" | "comment";
  /**
   * The experiment arm the app was served: "e<experiment id>:A" or "…:B"; null outside a test.
   */
  arm?: string | null;
  /**
   * Not counted (kept so older apps' batches stay valid): numbers are per layout, revision, node and arm.
   */
  audience?: string | null;
  /**
   * Epoch ms on the phone when it happened.
   */
  at: number;
  /**
   * The x-section-token header of the layout answer the section was rendered from (signed by the server: layout, revision, arm, viewer, expiry). Events without a valid one are not counted.
   */
  token?: string | null;
}

export interface SectionEventsAccepted {
  /**
   * How many of the batch's events counted (the rest had no valid token, named a node not served, or were clicks without an exposure).
   */
  accepted: number;
}

/**
 * The shape of each endpoint catalogue file (schemas/api/endpoints/<domain>.json; the files are merged and an endpoint name may be defined only once): every API endpoint a layout may bind by name. The client builds its RTK Query endpoints from it, the server validates its routes with the same args/response schemas, and lint checks bindings against the response schema.
 */
export interface EndpointCatalogue {
  $schema?: string;
  endpoints: {
    [k: string]: {
      /**
       * The endpoint's Chinese name, shown to operators in the console.
       */
      "x-title"?: string;
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

/**
 * The shape of each operator API catalogue file (schemas/api/ops-endpoints/<domain>.json; the files are merged and a name may be defined only once): every /ops/api route with its request and answer schemas. The server registers the routes from it (server/src/modules/ops/ops-route.ts), the console's typed RTK Query endpoints and the OpenAPI document are generated from it. It is kept apart from the app's catalogue (schemas/api/endpoints) so that no layout can bind an operator endpoint.
 */
export interface OpsEndpointCatalogue {
  $schema?: string;
  endpoints: {
    [k: string]: {
      /**
       * The endpoint's Chinese name.
       */
      "x-title"?: string;
      method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      /**
       * Full path with {param} placeholders; each placeholder is a property of params.
       */
      path: string;
      description?: string;
      /**
       * Who may call it: public (the sign-in itself), any signed-in operator, publishers (and admins), or admins only (checked by opsRoute). Every route also refuses app users' tokens.
       */
      access: "public" | "operator" | "publisher" | "admin";
      /**
       * The request body's media type (default application/json); multipart bodies are read by the handler, not validated by a schema.
       */
      contentType?: "application/json" | "multipart/form-data";
      /**
       * JSON Schema of the path parameters.
       */
      params?: {
        [k: string]: unknown;
      };
      /**
       * JSON Schema of the query string.
       */
      query?: {
        [k: string]: unknown;
      };
      /**
       * JSON Schema of the request body.
       */
      body?: {
        [k: string]: unknown;
      };
      /**
       * JSON Schema of the envelope's data on success.
       */
      response: {
        [k: string]: unknown;
      };
      /**
       * false: the answer is sent without a serializer schema (an operator's own document echoed back, whose widget props a serializer would drop); ops-responses.test.ts still checks it against response.
       */
      serializeResponse?: boolean;
    };
  };
}

/**
 * One fact of the viewer compared with fixed values. Facts with `in` hold when the viewer's value is one of the list (for interest: when any of the viewer's interest tags is in it); facts with `is` hold when the viewer's yes/no equals it. Which of the two a fact takes is checked by the server (audience-rules.ts).
 */
export interface AudienceCondition {
  /**
   * identity 身份（users.identity_id, or the sub-type of 其他）, certified 已认证（资料完整）, signed_in 已登录, province 省份, city 城市, hospital_grade 医院等级, department 科室, major 专业, position 职称, interest 兴趣标签（tag ids）, wechat 在微信中打开
   */
  fact:
    | "identity"
    | "certified"
    | "signed_in"
    | "province"
    | "city"
    | "hospital_grade"
    | "department"
    | "major"
    | "position"
    | "interest"
    | "wechat";
  /**
   * @minItems 1
   * @maxItems 100
   */
  in?: (string | number)[];
  is?: boolean;
}

/**
 * Who belongs to an audience, as a closed language (no code): every condition of `all`, at least one of `any` (when given) and none of `none`. At least one condition in all.
 */
export interface AudienceRule {
  /**
   * @maxItems 20
   */
  all?: AudienceCondition[];
  /**
   * @maxItems 20
   */
  any?: AudienceCondition[];
  /**
   * @maxItems 20
   */
  none?: AudienceCondition[];
}

/**
 * The academic association page: banner(s), introduction HTML, related academic meetings and topics (content cards).
 */
export interface AcademicAssociation {
  title: string;
  banners: Banner[];
  /**
   * Sanitised HTML.
   */
  intro: string;
  meetings: ContentItem[];
  topics: ContentItem[];
}

export interface Banner {
  id: number;
  img: string;
  target_url?: string;
  title?: string;
}

/**
 * A content card in any feed or list (docs/product-rules.md#content-cards-and-origin-types). Which fields are present depends on origin_type.
 */
export interface ContentItem {
  id: number;
  /**
   * Id of the underlying content (course, live, article …).
   */
  origin_id?: number;
  content_id?: number;
  /**
   * Kind of content the card opens; the codes and their names are in entities/origin-type.json (OriginType).
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
  /**
   * On a live card whose booking is off (开放预约 off, flags.noBooking): it offers no 预约直播.
   */
  booking_closed?: true;
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
  /**
   * Where a meeting takes place (the meeting page only; lists leave it out).
   */
  address?: string;
  /**
   * Who organises a meeting (the meeting page only; lists leave it out).
   */
  organizer?: string;
  /**
   * 继续学习/学习记录: how far the doctor got, percent.
   */
  study_percent?: number;
  /**
   * 继续学习: where the doctor stopped, seconds.
   */
  study_position?: number;
  /**
   * 学习记录: seconds of playback of this item in total.
   */
  study_seconds?: number;
  /**
   * 继续学习 of a series: the next lesson's title (the card opens that lesson).
   */
  study_next?: string;
  /**
   * 1 on short-video cards (origin_type 3 is shared with videos; short videos open short-video-detail).
   */
  is_short_video?: 1;
}

/**
 * The years and months that have activities (the calendar's year picker and month marks come from the data), and the month shown first.
 */
export interface ActivityCalendar {
  /**
   * Oldest year first.
   */
  years: {
    year: number;
    /**
     * Months (1–12) with at least one activity, ascending.
     */
    months: number[];
  }[];
  /**
   * Month shown when none is chosen: this month if it has activities, else the latest month that has.
   */
  current: string;
}

/**
 * 活动详情; content is sanitised HTML.
 */
export interface ActivityDetail {
  id: number;
  title: string;
  created_at: string;
  date: string;
  end_date: string;
  status_text: string;
  content: string;
  cover_img: string;
  isFavorite: boolean;
  isLike: boolean;
  like_count: number;
  favorite_count: number;
  view_count: number;
}

/**
 * One day of the activity calendar: its date and the activities starting that day.
 */
export interface ActivityGroup {
  /**
   * YYYY-MM-DD（北京时间）
   */
  date: string;
  items: ActivityItem[];
}

/**
 * 日历中的一个活动. origin_type/type/uuid/is_saas/link say where a tap goes: an item with a link opens it, otherwise it routes like a content card (11 → activity-detail).
 */
export interface ActivityItem {
  id: number;
  origin_id?: number;
  title: string;
  /**
   * 开始时间 YYYY-MM-DD HH:mm:ss（北京时间）
   */
  date: string;
  /**
   * 结束时间 YYYY-MM-DD HH:mm:ss（北京时间）
   */
  end_date: string;
  cover_img: string;
  /**
   * 进行中, 直播中, 未开始, 预告, 已预约, 已结束
   */
  status_text: string;
  origin_type: number;
  type: number;
  uuid?: string;
  is_saas: number;
  link: string;
  /**
   * 结束时间已过
   */
  finished: boolean;
}

/**
 * One month of the activity calendar: unfinished and finished activities, each grouped by day. date echoes the month answered (the default month when none was asked).
 */
export interface ActivityList {
  /**
   * YYYY-MM
   */
  date: string;
  activity_un_finished: ActivityGroup[];
  activity_finished: ActivityGroup[];
}

/**
 * An article or case column (article type 2): header of article-column/case-column. current_count = items published, total_count = items planned (at least the published ones).
 */
export interface ArticleColumn {
  id: number;
  /**
   * 0 article column, 6 case column.
   */
  content_type: number;
  title: string;
  desc: string;
  cover_img: string;
  author?: string;
  /**
   * 已更新 N 篇.
   */
  current_count: number;
  /**
   * 共 N 篇.
   */
  total_count: number;
  view_count: number;
  is_subscribe: 0 | 1;
}

/**
 * An article or case (content_type 6). `content` is sanitised HTML with external images pointing at the image proxy; it is left out while need_password = 1 and isPasswordAuth is false.
 */
export interface ArticleDetail {
  id: number;
  /**
   * 1 single, 2 column.
   */
  type: number;
  /**
   * 0 article, 6 case.
   */
  content_type: number;
  title: string;
  desc: string;
  cover_img: string;
  author?: string;
  /**
   * Sanitised HTML body; absent until the watch password passed.
   */
  content?: string;
  /**
   * YYYY-MM-DD HH:mm:ss (China time).
   */
  created_at: string;
  view_count: number;
  like_count: number;
  isLike: boolean;
  isFavorite: boolean;
  top?: number;
  need_password: 0 | 1;
  /**
   * True when no password is needed or it was entered.
   */
  isPasswordAuth: boolean;
  /**
   * The viewer follows the parent column.
   */
  is_subscribe?: 0 | 1;
  parent: ArticleParent | null;
  /**
   * Product banner opening its link.
   */
  product: {
    cover_img: string;
    link: string;
  } | null;
  /**
   * Related recommendations (same kind and category).
   */
  recommend: ContentItem[];
}

/**
 * The column an article belongs to: an article/case column (origin_type 2/6, type 2) or a medical column (origin_type 30). Cards route by origin_type.
 */
export interface ArticleParent {
  id: number;
  title: string;
  logo: string;
  desc: string;
  is_subscribe: 0 | 1;
  origin_type: 2 | 6 | 30;
  /**
   * 2: a column.
   */
  type: number;
}

export interface BannerList {
  list: Banner[];
}

/**
 * 预约直播或报名参会的结果 / Result of booking a live or signing up for a meeting (idempotent: a repeat answers the same).
 */
export interface BookingResult {
  /**
   * 已预约直播 / the live is booked
   */
  isAppointment?: boolean;
  /**
   * 预约人数 / bookings of the live
   */
  appointment_count?: number;
  /**
   * 已报名参会 / signed up for the meeting
   */
  isApply?: boolean;
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
 * What a 查看更多 page lists: the section of a channel, e.g. 直播 · 心血管.
 */
export interface ChannelMoreTitle {
  /**
   * Page title: section · channel (e.g. 直播 · 心血管).
   */
  title: string;
  /**
   * Section name as the channel page shows it (直播, 好课, 专栏, 学术会, 指南, 病例).
   */
  section: string;
  /**
   * The channel's title.
   */
  channel: string;
}

/**
 * 某内容的评论列表（置顶优先，最新在前），total 含回复。Comments of one item: top first, newest first; total counts replies too.
 */
export interface CommentList {
  list: Comment[];
  /**
   * 评论总数（含回复）
   */
  total: number;
}

/**
 * 一条评论及其回复（纯文本，显示时不作为 HTML）。A top-level comment with its replies (children); text is plain and shown inert.
 */
export interface Comment {
  id: number;
  /**
   * 仅作者本人可见的状态：held 审核中（他人看不到），removed 已被管理员删除（正文已替换）；公开的评论没有此字段
   */
  moderation?: "held" | "removed";
  user_id: number;
  /**
   * 头像地址（可为空）
   */
  avatar: string;
  /**
   * 显示名称
   */
  name: string;
  /**
   * 昵称（同 name）
   */
  nickname: string;
  /**
   * 评论正文（纯文本）
   */
  content: string;
  /**
   * 发表时间 YYYY-MM-DD HH:mm
   */
  created_at: string;
  like_count: number;
  /**
   * 当前用户是否已点赞
   */
  isLike: boolean;
  /**
   * 1 置顶
   */
  top: 0 | 1;
  /**
   * 顶层评论为 0
   */
  comment_id: number;
  /**
   * 被回复者名称（顶层评论为空）
   */
  reply_name: string;
  children: CommentReply[];
}

/**
 * 评论下的回复。A reply in a comment's thread; comment_id is the top-level comment, reply_name the person replied to.
 */
export interface CommentReply {
  id: number;
  /**
   * 仅作者本人可见的状态：held 审核中（他人看不到），removed 已被管理员删除（正文已替换）；公开的评论没有此字段
   */
  moderation?: "held" | "removed";
  user_id: number;
  avatar: string;
  name: string;
  /**
   * 回复正文（纯文本）
   */
  content: string;
  created_at: string;
  comment_id: number;
  /**
   * 被回复的用户 id（0 表示回复顶层评论作者）
   */
  to_user_id: number;
  /**
   * 被回复者名称
   */
  reply_name: string;
}

/**
 * 用户协议与隐私政策的同意状态 / The agreement version in force and the viewer's latest consent.
 */
export interface ConsentState {
  /**
   * Version in force (AGREEMENT_VERSION).
   */
  agreement_version: string;
  /**
   * Latest version the viewer accepted, null if none recorded.
   */
  consented_version: string | null;
  /**
   * When (ISO time) of that consent.
   */
  consented_at: string | null;
  /**
   * 1 when the viewer must accept the version in force.
   */
  needs_consent: 0 | 1;
}

/**
 * 观看密码验证通过后的凭证：客户端保存并在请求头 x-content-pass 中带上，详情接口据此返回受保护的内容。Signed pass token for one password-protected item.
 */
export interface ContentPass {
  /**
   * 签名凭证 type:id:expiry:signature
   */
  pass: string;
  /**
   * 过期时间（Unix 秒）
   */
  expires_at: number;
}

/**
 * 系列课程/视频专栏 A course column (source_type 0) or video column (source_type 4) with its catalogue.
 */
export interface CourseColumn {
  id: number;
  /**
   * 2 column.
   */
  type: number;
  /**
   * 0 course column, 4 video column.
   */
  source_type: number;
  content_type?: number;
  title: string;
  cover_img: string;
  doctor: string;
  hospital: string;
  course_desc: string;
  /**
   * Intro HTML.
   */
  content: string;
  view_count: number;
  /**
   * Number of lessons (catalogue length).
   */
  course_count: number;
  created_at: string;
  isFavorite: boolean;
  /**
   * The catalogue in order (cards open course-detail or video-detail).
   */
  items: ContentItem[];
}

/**
 * 课程/视频详情 A single course (source_type 0) or video (source_type 4). video_id and content are left out while need_password = 1 and isPasswordAuth is false.
 */
export interface CourseDetail {
  id: number;
  /**
   * 1 single (detail pages show singles only).
   */
  type: number;
  /**
   * 0 course, 4 video.
   */
  source_type: number;
  /**
   * 0 general, 7 clinic, 8 scientific.
   */
  content_type: number;
  title: string;
  cover_img: string;
  doctor: string;
  hospital: string;
  /**
   * Plain-text summary.
   */
  course_desc: string;
  /**
   * Intro HTML; absent until the watch password passed.
   */
  content?: string;
  /**
   * Media id for getVideoInfo; absent until the watch password passed.
   */
  video_id?: string;
  view_count: number;
  /**
   * YYYY-MM-DD HH:mm:ss (China time).
   */
  created_at: string;
  /**
   * mm:ss or h:mm:ss.
   */
  duration_format: string;
  /**
   * 1: only certified viewers (is_complete = 1) may play.
   */
  need_auth: 0 | 1;
  need_password: 0 | 1;
  /**
   * True when no password is needed or it was entered.
   */
  isPasswordAuth: boolean;
  isFavorite: boolean;
  downloads: CourseDownload[];
  parent: CourseParent | null;
  /**
   * Avatars of the latest learners, newest first (at most 5).
   */
  last_study_user_avatar: string[];
  comment_count: number;
}

/**
 * 课程资料 A file attached to a course or video (name + link).
 */
export interface CourseDownload {
  name: string;
  link: string;
}

/**
 * 所属系列 The series (course or video column) a course or video belongs to.
 */
export interface CourseParent {
  id: number;
  title: string;
  /**
   * 0 course column, 4 video column.
   */
  source_type?: number;
}

/**
 * 课程上新 One new-course entry: a series with its newly added lessons, or a new single course. Carries the content-card fields (origin_type, type, source_type …) so it renders and routes like a card.
 */
export interface CourseNewGroup {
  /**
   * The card's target: the series id, or the course id.
   */
  id: number;
  origin_id?: number;
  /**
   * 1 course (series or single), 3 video.
   */
  origin_type: number;
  /**
   * 2 series, 1 single.
   */
  type?: number;
  /**
   * The newest lesson (or the course itself).
   */
  course_id: number;
  /**
   * The series id, or the course id for a single.
   */
  source_id: number;
  /**
   * 0 course, 4 video.
   */
  source_type: number;
  title: string;
  /**
   * What is new, e.g. 新增3讲.
   */
  desc?: string;
  cover_img: string;
  /**
   * The new lessons, newest first.
   */
  items: {
    id: number;
    title: string;
    created_at?: string;
  }[];
  /**
   * Lessons in the series (1 for a single).
   */
  total_count: number;
  current_count?: number;
  view_count: number;
  created_at?: string;
}

/**
 * 课程上新 list, newest first; total counts every new entry (the block shows 查看更多 only when total > 1).
 */
export interface CourseNewList {
  list: CourseNewGroup[];
  total: number;
}

/**
 * A recorded download (original call 'download/{id} (count +1)'): the item's new download count.
 */
export interface DownloadCount {
  id: number;
  download_count: number;
}

/**
 * 指南/资料详情; content is sanitised HTML (image-text items, type 3).
 */
export interface DownloadDetail {
  id: number;
  origin_id: number;
  /**
   * 1 PDF/file, 3 image-text
   */
  type: number;
  type_text: string;
  title: string;
  cover_img?: string;
  /**
   * KB
   */
  filesize: number;
  link: string;
  download_count: number;
  is_favorite: 0 | 1;
  isDownload: boolean;
  view_count: number;
  created_at: string;
  category?: {
    id: number;
    name: string;
  };
  /**
   * 已净化的 HTML 正文（图文类）
   */
  content: string;
}

/**
 * A recorded "send the file to my e-mail" request: its id and whether the mail provider accepted the job.
 */
export interface DownloadEmailResult {
  id: number;
  queued: boolean;
}

/**
 * 无返回数据的成功结果（例如退出登录）。Success with nothing to return.
 */
export interface EmptyResult {}

/**
 * Every API answer: code 0 is success (1 is also accepted for login); message explains a refusal; data carries the payload.
 */
export interface Envelope {
  code: number;
  message: string;
  data?: unknown;
}

/**
 * 关注切换的结果 / Result of a follow toggle. is_subscribe 1 = followed (one meaning everywhere).
 */
export interface FollowResult {
  /**
   * 1 已关注 / followed, 0 未关注
   */
  is_subscribe: 0 | 1;
  /**
   * 关注人数（医学专栏）/ followers (medical columns)
   */
  subscribe_count?: number;
}

/**
 * union_id / uuid 交接登录成功：与验证码登录相同的会话（用户、访问令牌、刷新令牌、用户 id、uuid）。A session from a social union-id or uuid handoff.
 */
export interface HandoffLoginResult {
  user: User;
  access_token: string;
  refresh_token: string;
  /**
   * 访问令牌剩余有效秒数
   */
  expires_in: number;
  user_id: number;
  uuid: string;
  hasIInWhiteList: boolean;
  /**
   * 登录后要前往的站内路径（原样返回请求中的 path，仅限站内相对路径）
   */
  path?: string;
}

/**
 * 用户（登录返回与 /user/oauth/userinfo）。mobile 只对本人返回完整号码，其他场合脱敏为 138****5678。is_complete 1 = 已认证（资料已完善）。A user as the client stores it; the full mobile only ever goes to its owner.
 */
export interface User {
  id: number;
  /**
   * 用户 uuid（uuid 登录交接使用）
   */
  uuid: string;
  /**
   * 姓名（未完善资料时为空）
   */
  name: string;
  nick_name: string;
  /**
   * 头像地址，可为空
   */
  avatar: string;
  /**
   * 手机号：本人完整，其他场合脱敏
   */
  mobile: string;
  /**
   * 博贝积分
   */
  point: number;
  /**
   * 资料是否完善（1 = 已认证）
   */
  is_complete: 0 | 1;
  /**
   * 身份类型（未选择时为 null）
   */
  identity: null | {
    id: number;
    name: string;
  };
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
 * 医院列表。Hospitals matching a name within an area.
 */
export interface HospitalList {
  list: Hospital[];
}

/**
 * 医院（pccm 为医院等级，如 三级甲等）。A hospital with its grade (pccm) and location.
 */
export interface Hospital {
  id: number;
  name: string;
  /**
   * 医院等级：三级甲等/乙等/丙等、二级…、一级…、诊所
   */
  pccm: string;
  province_id?: number | null;
  province?: string | null;
  city_id?: number | null;
  city?: string | null;
  municipality_id?: number | null;
  municipality?: string | null;
}

/**
 * 学习记录: seconds of real playback this week (from Monday), this month and this year (China time), and per item.
 */
export interface LearningRecord {
  week_seconds: number;
  month_seconds: number;
  year_seconds: number;
  /**
   * Per item, latest first; each card carries study_seconds.
   */
  list: ContentItem[];
}

/**
 * 观看权限 The viewer's access to a live's playback and chat, decided by the server (docs/product-rules.md#content-gating). code 0 allowed; 401 not logged in (您还未登录，请先登录 → login dialog); 403 profile incomplete (请先完善个人信息 → add-info); 4002 watch password needed (本篇内容需要您输入观看密码 → password dialog, then check_password type 4 and send the pass in x-content-pass); 4003 not on the white list (本场活动为定向观看，如您需观看可联系会务组或下方会务助手 → white-list dialog). Password and white-list checks apply once live_status ≥ 1.
 */
export interface LiveAccess {
  code: 0 | 401 | 403 | 4002 | 4003;
  message: string;
}

/**
 * 学术专区分类 Study-zone categories (id, name) in display order.
 */
export interface LiveCategoryList {
  list: {
    id: number;
    name: string;
  }[];
}

/**
 * 删除成功: the deleted message ids (also pushed to the room as `deleted`).
 */
export interface LiveChatDeleteResult {
  ids: number[];
}

/**
 * Chat history of a live, oldest first (the last pageSize messages). is_manager: the viewer manages this live (shows delete / @ 对方 / @ 并引用 / image upload).
 */
export interface LiveChatList {
  list: LiveChatMessage[];
  is_manager: boolean;
}

/**
 * 直播间聊天消息. message is plain text (render as text, never HTML; emoji codes \x{n}); image is set on manager image messages. manager 1 when the author manages the live. subscribe = the mentioned user ('@ 对方'), cite = the quoted message ('@ 并引用', cite_content copied at send time). dateline = unix seconds.
 */
export interface LiveChatMessage {
  id: number;
  live_id: number;
  avatar: string;
  nickname: string;
  message: string;
  image?: string | null;
  manager: 0 | 1;
  user_id: number;
  cite_id?: number | null;
  cite_content: string | null;
  subscribe_id?: number | null;
  subscribe?: {
    id: number;
    nickname: string;
  } | null;
  dateline: number;
  created_at?: string;
  /**
   * Only in answers to the author: held = waiting for review (nobody else sees it, shown as 审核中); removed = taken out by an operator (the text reads 已被管理员删除).
   */
  moderation?: "held" | "removed";
}

/**
 * A stored chat message (发送成功): its id and the message as broadcast to the room.
 */
export interface LiveChatPostResult {
  id: number;
  message?: LiveChatMessage;
  url?: string;
}

/**
 * 直播专栏详情 A series / live column: live (cover, title, counts, columns tabs), forecast (its upcoming and ongoing sessions), backs (its replays, newest first).
 */
export interface LiveColumnDetail {
  live: {
    id: number;
    title: string;
    cover_img: string;
    content: string;
    live_count: number;
    current_count: number;
    total_count: number;
    view_count: number;
    appointment_count: number;
    isFavorite: boolean;
    live_status?: number;
    start_at_format?: string;
    columns: LiveColumnTab[];
  };
  forecast: ContentItem[];
  backs: ContentItem[];
}

/**
 * A tab of a live column / room: content_type 1 live lists (column_items = the series' lives), 2 items (column_items = the listed cards), 3 custom HTML (content).
 */
export interface LiveColumnTab {
  name: string;
  content: string;
  content_type: 1 | 2 | 3;
  column_items: ContentItem[];
}

/**
 * Live detail payload (original call live detail/{id}): live, content_items (cards of the room's column tab, or of the series), series (sessions of the parent series incl. this one, 第N场).
 */
export interface LiveDetail {
  live: LiveRoom;
  content_items: ContentItem[];
  series: LiveSession[];
}

/**
 * 直播详情 A live with every field of a live for the detail and room screens. content is sanitised HTML. countdown = limit_time = seconds until start_at while live_status is 0 (0 afterwards). appointment_avatars: the latest bookers' avatars (at most 5). is_manager: the viewer is in live_manager. play is present only when access.code is 0.
 */
export interface LiveRoom {
  id: number;
  /**
   * 1 single, 2 series
   */
  type: 1 | 2;
  /**
   * 0 upcoming, 1 live, 2 ended, 5/6/7 replay
   */
  live_status: number;
  /**
   * 1 open, 2 即将开启
   */
  open_status: number;
  title: string;
  cover_img: string;
  doctor?: string;
  hospital?: string;
  content: string;
  extra_content: {
    name: string;
    content: string;
  }[];
  start_at: string;
  end_at?: string;
  start_at_format: string;
  duration_format: string;
  limit_time: number;
  countdown: number;
  view_count: number;
  appointment_count: number;
  appointment_avatars: string[];
  isAppointment: boolean;
  isApply?: boolean;
  current_count: number;
  total_count: number;
  live_count: number;
  webinar_id?: string;
  video_id?: string;
  oss_path?: string;
  auth_type: 1 | 2 | 3;
  need_auth: number;
  isPasswordAuth: boolean;
  hasIInWhiteList: boolean;
  columns: LiveColumnTab[];
  adverts_up: {
    logo: string;
    link?: string;
  }[];
  adverts_down: {
    logo: string;
    link?: string;
  }[];
  live_manager: {
    id: number;
    avatar: string;
    nickname?: string;
  }[];
  is_manager: boolean;
  downloads: CourseDownload[];
  isFavorite: boolean;
  parent: {
    id: number;
    title: string;
    cover_img?: string;
  } | null;
  show_dialog: number;
  dialog_img?: string;
  isShowDialog: boolean;
  origin_id: number;
  origin_type: number;
  uuid: string;
  is_saas: number;
  meeting_status?: number;
  items: LiveSession[];
  top: number;
  flags: LiveFlags;
  access: LiveAccess;
  play?: LivePlay;
  /**
   * A questionnaire exists and is not hidden by flags (the button shows).
   */
  has_questionnaire: boolean;
}

/**
 * One session of a series (series slider): label 第N场 with N written in Chinese (一 to 二十), tag 预告 / 直播中 / 回放 / 已结束.
 */
export interface LiveSession {
  id: number;
  title: string;
  cover_img: string;
  live_status: number;
  start_at: string;
  start_at_format: string;
  label: string;
  tag: "预告" | "直播中" | "回放" | "已结束";
  isAppointment?: boolean;
}

/**
 * Per-live exceptions stored as data (the original hard-coded them by id). forceReplay: play the replay even while live (208); hideChat: hide the 互动 tab and the footer (899, 927); disableComment: comment box disabled (727); hideQuestionnaire: no questionnaire button (727); emojiCount: emoji shown in the picker (default 77; 578 → 12, 727 → 5); noBooking: doctors cannot book it (the back office's 开放预约 off).
 */
export interface LiveFlags {
  forceReplay?: boolean;
  hideChat?: boolean;
  disableComment?: boolean;
  hideQuestionnaire?: boolean;
  noBooking?: boolean;
  emojiCount?: number;
}

/**
 * What the room plays. kind live: hls_url (an HLS pull URL of this live's stream); kind replay: list of play URLs (status 5/6 from the video service by video_id, 7 from the stored file oss_path; forced replays too); kind none: nothing to play (upcoming, ended without replay, or access refused — see access).
 */
export interface LivePlay {
  kind: "live" | "replay" | "none";
  hls_url?: string;
  video_id?: string;
  list?: PlayInfo[];
}

/**
 * 一个可播放的地址及其格式。One play URL and its container format.
 */
export interface PlayInfo {
  /**
   * mp4 / m3u8 (HLS) / webm
   */
  Format: "mp4" | "m3u8" | "webm";
  /**
   * 播放地址（本站 /media/… 或点播 CDN 地址）
   */
  PlayURL: string;
  /**
   * 清晰度，如 SD / HD / OD
   */
  Definition?: string;
  Duration?: number;
  Width?: number;
  Height?: number;
  /**
   * 字节数
   */
  Size?: number;
}

/**
 * 直播首页 Live home (original call live home): recommend = 大家都在看, academicContent = 学术专区 cards, banners, forecast = 直播中 then 预告 (soonest first; the client shows 3 until expanded), appointment = the viewer's upcoming or ongoing bookings (empty for guests), columns = 直播专栏 (series; the client shows the first 2). A category_id (non-recommend channel tab) or title filters recommend to that channel / search text.
 */
export interface LiveHome {
  recommend: ContentItem[];
  academicContent: ContentItem[];
  banners: Banner[];
  forecast: ContentItem[];
  appointment: ContentItem[];
  columns?: ContentItem[];
}

/**
 * Upcoming and ongoing lives.
 */
export interface LiveList {
  list: ContentItem[];
}

/**
 * Whether the room opens its pop-up image (show_dialog 1 with dialog_img).
 */
export interface LiveShowDialog {
  show_dialog: number;
  isShowDialog: boolean;
  dialog_img?: string;
}

/**
 * The live's status after a streaming-service callback.
 */
export interface LiveStreamCallbackResult {
  id: number;
  live_status: number;
  open_status: number;
  changed: boolean;
}

/**
 * 公众号关注 sheet of a live: shown when the live has an assistant QR code (dialog_img).
 */
export interface LiveSubscribeItem {
  show: boolean;
  title: string;
  qrcode: string;
  desc?: string;
}

/**
 * The room's poll answer (every 6 s): open_status, view_count, live_status.
 */
export interface LiveViewCount {
  open_status: number;
  view_count: number;
  live_status: number;
}

/**
 * 短信验证码规则：验证码位数由服务器配置（CODE_LENGTH）。How the SMS login codes this server sends look.
 */
export interface LoginCodeRules {
  /**
   * 验证码位数（默认 4）
   */
  code_length: number;
}

/**
 * 验证码登录成功：用户、访问令牌（x-token 或 Authorization: Bearer，有效期 expires_in 秒）、刷新令牌（每次刷新都会轮换）以及是否在任一直播白名单中。A new session after a successful SMS code check; first login creates the user (is_complete 0).
 */
export interface LoginResult {
  user: User;
  /**
   * 访问令牌（不透明字符串）
   */
  access_token: string;
  /**
   * 刷新令牌：调用 /user/api/token/refresh 换取新令牌，旧的随即失效
   */
  refresh_token: string;
  /**
   * 访问令牌剩余有效秒数
   */
  expires_in: number;
  user_id: number;
  uuid: string;
  /**
   * 手机号是否在任一直播白名单中
   */
  hasIInWhiteList: boolean;
}

/**
 * The medical columns under one index letter (A–Z).
 */
export interface MedicalColumnGroup {
  /**
   * Index letter A–Z.
   */
  py: string;
  list: MedicalColumn[];
}

/**
 * A followable medical column (医学专栏, origin_type 30). current_count = its articles; subscribe_count = followers; view_count = readers.
 */
export interface MedicalColumn {
  id: number;
  title: string;
  /**
   * Logo image URL.
   */
  logo: string;
  /**
   * Description (plain text).
   */
  desc: string;
  /**
   * Pinyin initial A–Z: the index letter.
   */
  py: string;
  /**
   * Followers (关注).
   */
  subscribe_count: number;
  /**
   * 1 when the viewer follows the column.
   */
  is_subscribe: 0 | 1;
  /**
   * Followed column with content newer than the viewer's last visit (red dot).
   */
  showRedPoint?: boolean;
  /**
   * Articles in the column (内容).
   */
  current_count: number;
  /**
   * Readers (阅读).
   */
  view_count: number;
}

/**
 * Medical column index (GET medicalColumn): the viewer's followed columns (我的关注) and every column grouped by letter, A to Z.
 */
export interface MedicalColumnIndex {
  /**
   * Followed columns; empty for a visitor.
   */
  subscribes: MedicalColumn[];
  /**
   * Groups in letter order; letters without columns are left out.
   */
  list: MedicalColumnGroup[];
}

/**
 * 会议资讯详情 (original call 'meeting news/{id}'); content is sanitised HTML.
 */
export interface MeetingNewsDetail {
  id: number;
  title: string;
  cover_img: string;
  content: string;
  view_count: number;
  created_at: string;
  /**
   * 资讯所属会议
   */
  meeting?: {
    id: number;
    title: string;
  };
}

/**
 * 会议资讯 list row.
 */
export interface MeetingNewsItem {
  id: number;
  title: string;
  cover_img: string;
  created_at: string;
  view_count: number;
}

/**
 * A page of 会议资讯, newest first.
 */
export interface MeetingNewsList {
  list: MeetingNewsItem[];
  page: number;
  total_page: number;
  total: number;
}

/**
 * 「我的」页快捷入口的外部地址（配置项 MY_LINK_HZSF / MY_LINK_ZXZX）：hzsf 患者随访，zxzx 在线问诊；未配置的入口不出现。
 */
export interface MyLinks {
  /**
   * 患者随访地址
   */
  hzsf?: string;
  /**
   * 在线问诊地址
   */
  zxzx?: string;
}

/**
 * 选项树（顶层节点列表）。A picker tree: its top-level nodes in display order.
 */
export interface OptionList {
  list: OptionNode[];
}

/**
 * 选项树的一个节点（身份、职称、机构类型、科室、专业、标签、省市区）。A node of a picker tree: identities, titles, organisation types, departments, majors, tags, regions.
 */
export interface OptionNode {
  id: number;
  name: string;
  parent_id?: number | null;
  /**
   * 子节点；叶子节点没有此项
   */
  children?: OptionNode[];
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

/**
 * 博贝流水一条（获得为正，消耗为负）。One points ledger row: value > 0 income, < 0 outcome.
 */
export interface PointRecord {
  id: number;
  /**
   * 说明，如 分享内容
   */
  note: string;
  /**
   * 变动数值
   */
  value: number;
  /**
   * 时间 YYYY-MM-DD HH:mm（北京时间）
   */
  created_at: string;
}

/**
 * 博贝规则（注册、观看、评论、分享）。A points rule; values are configured in point_rules.
 */
export interface PointRule {
  id: number;
  key: "register" | "view" | "comment" | "share";
  /**
   * 规则名称
   */
  name: string;
  /**
   * 规则说明
   */
  description: string;
  /**
   * 每次获得的博贝
   */
  value: number;
  /**
   * 每日次数上限；null 不限
   */
  daily_limit?: number | null;
}

/**
 * 保存个人信息的结果。The saved profile's user id, mobile and the user fields the client keeps.
 */
export interface ProfileSaved {
  id: number;
  mobile: string;
  is_complete: 0 | 1;
  name?: string;
  identity?: {
    id: number;
    name: string;
  } | null;
}

/**
 * 个人信息表单的值（与 PUT add-info 发送的字段同名；列表以逗号连接）。The profile form values as the add-info form sends them, plus interested, email, friendship and is_prompt.
 */
export interface Profile {
  /**
   * 姓名
   */
  name: string;
  /**
   * 身份（其他类身份发送子类型：1 患者、6 患者组织、7 媒体）
   */
  identity: string;
  /**
   * 其他类身份的子类型
   */
  otherIdentityType?: string;
  /**
   * 省 id
   */
  province_id?: string;
  /**
   * 省
   */
  province_name?: string;
  /**
   * 市 id
   */
  city_id?: string;
  /**
   * 市
   */
  city_name?: string;
  /**
   * 区县 id
   */
  municipality_id?: string;
  /**
   * 区县
   */
  municipality_name?: string;
  /**
   * 医院 id
   */
  hospital_id?: string;
  /**
   * 医院
   */
  hospital_name?: string;
  /**
   * 医院等级
   */
  hospital_level_name?: string;
  /**
   * 科室 id
   */
  office_id?: string;
  /**
   * 科室
   */
  office_name?: string;
  /**
   * 职称 id
   */
  position_id?: string;
  /**
   * 职称
   */
  position_name?: string;
  /**
   * 职务
   */
  duty_name?: string;
  /**
   * 机构类型 id
   */
  company_type?: string;
  /**
   * 机构类型
   */
  company_type_name?: string;
  /**
   * 单位 id
   */
  company_id?: string;
  /**
   * 单位/组织/媒体名称
   */
  company_name?: string;
  /**
   * 学校 id
   */
  school_id?: string;
  /**
   * 学校
   */
  school_name?: string;
  /**
   * 专业 id
   */
  major_id?: string;
  /**
   * 专业
   */
  major_name?: string;
  /**
   * 需求（逗号分隔的 id）
   */
  tags?: string;
  /**
   * 需求名称（逗号分隔）
   */
  tags_name?: string;
  /**
   * 擅长疾病（逗号分隔的 id）
   */
  good_at_disease?: string;
  /**
   * 擅长疾病名称
   */
  good_at_disease_name?: string;
  /**
   * 擅长技术（逗号分隔的 id）
   */
  good_at_technology?: string;
  /**
   * 擅长技术名称
   */
  good_at_technology_name?: string;
  /**
   * 治疗方式（逗号分隔的 id）
   */
  experience_treatment?: string;
  /**
   * 治疗方式名称
   */
  experience_treatment_name?: string;
  /**
   * 确诊疾病（逗号分隔的 id）
   */
  confirmed_disease?: string;
  /**
   * 确诊疾病名称
   */
  confirmed_disease_name?: string;
  /**
   * 感兴趣的内容
   */
  interested?: string;
  /**
   * 邮箱
   */
  email?: string;
  /**
   * 好友关系
   */
  friendship?: string;
  /**
   * 手机号
   */
  mobile: string;
  /**
   * 1：老用户，提示重新完善信息
   */
  is_prompt: 0 | 1;
  /**
   * 1：信息已完善（已认证）
   */
  is_complete: 0 | 1;
}

/**
 * 学习进度上报结果：saved=false 表示访客（未登录）的进度不保存。Whether the progress was stored (guests' progress is not).
 */
export interface ProgressResult {
  saved: boolean;
}

/**
 * 提交成功: the stored answer.
 */
export interface QuestionnaireAnswerResult {
  question_id: number;
  answered: boolean;
}

/**
 * 问卷 of a live (docs/product-rules.md#questionnaires): question_id, name, pic, desc, columns (type input / textarea / questionAnswer / phone / question; must = required; question has options and multi_select). answered: the viewer already submitted (answers are kept per user and live; a new submission replaces them).
 */
export interface Questionnaire {
  question_id: number;
  name: string;
  pic: string;
  desc: string;
  answered: boolean;
  columns: {
    type: "input" | "textarea" | "questionAnswer" | "phone" | "question";
    name: string;
    must: boolean;
    multi_select?: boolean;
    options?: string[];
  }[];
}

/**
 * 点赞/收藏切换后的状态：active 当前用户是否已点赞/已收藏，count 最新计数。State after a like/favourite toggle.
 */
export interface ReactionState {
  /**
   * 切换后是否处于已点赞/已收藏
   */
  active: boolean;
  /**
   * 切换后的点赞数或收藏数
   */
  count: number;
}

/**
 * 院校列表。Schools matching a name within a province.
 */
export interface SchoolList {
  list: School[];
}

/**
 * 医学院校。A medical school and its province.
 */
export interface School {
  id: number;
  name: string;
  province_id?: number | null;
  province?: string | null;
}

/**
 * 刷新后的令牌对：新的访问令牌和新的刷新令牌（旧刷新令牌立即失效；再次使用旧刷新令牌会注销整条会话链）。A rotated token pair.
 */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  /**
   * 访问令牌剩余有效秒数
   */
  expires_in: number;
}

/**
 * 分享海报（PNG，长按保存）。The generated poster of an item and the texts to share it with.
 */
export interface SharePoster {
  /**
   * 海报图片地址 /media/posters/…png
   */
  post_img_url: string;
  /**
   * 分享链接（带 source_type=1）
   */
  share_url: string;
  /**
   * 分享标题
   */
  title: string;
  /**
   * 分享描述
   */
  desc: string;
  /**
   * 登录用户领取海报的凭证，记录分享（recordShare ticket）时带上才发放分享博贝；游客没有
   */
  share_ticket?: string;
}

/**
 * 分享记录结果：本次获得的博贝（未登录、重复或超过每日上限时为 0）。
 */
export interface ShareRecordResult {
  /**
   * 本次获得的博贝
   */
  awarded: number;
  /**
   * 登录用户的博贝余额
   */
  point?: number;
}

/**
 * 短视频详情. For need_password items video_id is omitted until the viewer's pass is accepted (isPasswordAuth true).
 */
export interface ShortVideoDetail {
  id: number;
  title: string;
  cover_img: string;
  desc?: string;
  /**
   * 讲者（姓名 职称）
   */
  doctor?: string;
  /**
   * 媒体库视频 id；密码未验证时不返回
   */
  video_id?: string;
  duration_format?: string;
  created_at?: string;
  view_count: number;
  like_count: number;
  favorite_count: number;
  comment_count: number;
  isLike: boolean;
  isFavorite: boolean;
  need_password: 0 | 1;
  /**
   * true when no password is needed or the pass was accepted
   */
  isPasswordAuth: boolean;
  /**
   * 所属系列课程
   */
  parent?: {
    id: number;
    title: string;
  };
  downloads: {
    name: string;
    link: string;
  }[];
}

/**
 * 验证码已发送：countdown 秒后才能重新发送。The code was sent; resend is possible after countdown seconds.
 */
export interface SmsCountdown {
  /**
   * 重新发送前的等待秒数（60）
   */
  countdown: number;
}

/**
 * One doctor's application to a study group, as its leader sees it (no phone number).
 */
export interface StudyGroupApplication {
  id: number;
  group_id: number;
  user_id: number;
  name: string;
  hospital: string;
  note: string;
  state: "pending" | "approved" | "declined";
  created_at: string;
}

/**
 * The members of one study group, by role, and how many members in all.
 */
export interface StudyGroupMembers {
  id: number;
  list: StudyGroupRole[];
  total: number;
}

/**
 * One role of a study group's configure (e.g. 组长) and its members.
 */
export interface StudyGroupRole {
  name: string;
  members: StudyGroupMember[];
}

export interface StudyGroupMember {
  name: string;
  avatar?: string;
  title?: string;
  hospital?: string;
}

/**
 * The signed-in doctor's standing in one study group: never applied (none), applied and waiting (pending, 审核中), a member (approved), or turned away (declined, may apply again). member_content is the group's members-only content, given to members (and the leader) only; others get ''. The leader also gets the applications waiting for a decision, to approve or decline on the phone.
 */
export interface StudyGroupMembership {
  group_id: number;
  state: "none" | "pending" | "approved" | "declined";
  /**
   * The doctor leads this group: approves applications from the phone.
   */
  is_leader: boolean;
  /**
   * Sanitised HTML for members only.
   */
  member_content: string;
  /**
   * For the group's leader: the applications waiting for a decision, oldest first (at most 50); empty for everyone else.
   */
  pending_applications: StudyGroupApplication[];
}

/**
 * Where the signed-in doctor stopped in one item (docs/product-rules.md#learning-that-continues): the player resumes at position unless finished.
 */
export interface StudyProgress {
  /**
   * Seconds; 0 when never played (or finished).
   */
  position: number;
  /**
   * Seconds; 0 when unknown.
   */
  duration: number;
  percent: number;
  /**
   * The last report was at the end (≥ 95 % or within the last 10 s): start over, show 已学完.
   */
  finished: boolean;
}

/**
 * A static text page (GET position/{id}): its title becomes the page title; content is sanitised HTML.
 */
export interface TextPage {
  id: number;
  title: string;
  content: string;
  /**
   * The page's picture (the thumbnail of its WeChat share card); absent when it has none.
   */
  cover_img?: string;
  /**
   * Share description, e.g. image-text 33: 更快更准确的找到你需要的那一篇.
   */
  share_desc?: string;
}

/**
 * A partner (cooperating organisation) of a topic: its logo.
 */
export interface TopicCooperate {
  id: number;
  name?: string;
  logo: string;
}

/**
 * A special topic's home. news holds at most 3 items (docs/product-rules.md#limits-and-timings); the full list is listTopicNews. special_module_id: set for topics that open a fixed module page (ids 5–8 → 38, 37, 36, 35); special_module is that module.
 */
export interface TopicDetail {
  id: number;
  title: string;
  logo?: string;
  cover_img?: string;
  footer_img?: string;
  /**
   * Full description; the home cuts it at 66 characters.
   */
  desc: string;
  /**
   * Sanitised HTML introduction (topic-desc).
   */
  content?: string;
  modules: TopicModule[];
  banners: Banner[];
  /**
   * @maxItems 3
   */
  news: TopicNews[];
  /**
   * How many news items the topic has in all.
   */
  news_total: number;
  cooperates: TopicCooperate[];
  experts: TopicExpert[];
  mobile?: string;
  email?: string;
  qrcode?: string;
  qrcode_name?: string;
  /**
   * CSS colour of the title, e.g. #333333.
   */
  title_color: string;
  /**
   * Title size in px at the 375-px design width.
   */
  title_font_size: number;
  /**
   * 1 shows the 专题介绍 heading above the description.
   */
  show_desc_title: number;
  special_module_id?: number | null;
  special_module?: TopicModule | null;
  view_count?: number;
}

/**
 * A topic's module (subject). key says what it opens: column → topic-column, study_group → study-group-recruitment, honor → topic-honor, news → topic-news-list, expert → topic-desc, link → its own link (internal path or http URL). link is the resolved target the client opens.
 */
export interface TopicModule {
  /**
   * Module id = topic_subject_id / meeting_subject_id.
   */
  id: number;
  /**
   * column | study_group | honor | news | expert | link
   */
  key: string;
  title: string;
  logo?: string;
  desc?: string;
  /**
   * Where tapping the module goes: an internal path (/topic-column/1/2) or an http(s) URL; empty = nowhere.
   */
  link: string;
}

/**
 * A news item of a topic. Shaped like a content card (id, origin_type, title, cover_img, created_at) so card lists show it; tapping opens target_url (= link).
 */
export interface TopicNews {
  id: number;
  /**
   * Always 2 (news reads like an article card).
   */
  origin_type: number;
  title: string;
  cover_img?: string;
  content_type?: number;
  /**
   * Internal path or http(s) URL the item opens.
   */
  target_url: string;
  /**
   * Same as target_url.
   */
  link?: string;
  created_at?: string;
}

/**
 * An expert of a topic; bio shows in a pop-up.
 */
export interface TopicExpert {
  id: number;
  name: string;
  avatar?: string;
  /**
   * Professional title, e.g. 主任医师.
   */
  title?: string;
  hospital?: string;
  /**
   * Plain-text biography.
   */
  bio?: string;
}

/**
 * One page of a topic's honours.
 */
export interface TopicHonourPage {
  list: TopicHonour[];
  page: number;
  total_page: number;
  total: number;
}

/**
 * An honour of a topic: type 1 opens a detail page (content HTML), any other type an image set (cover_img list).
 */
export interface TopicHonour {
  id: number;
  topic_id: number;
  /**
   * 1 detail page, else image set.
   */
  type: number;
  title: string;
  /**
   * Images; the first is the cover.
   */
  cover_img: string[];
  /**
   * Sanitised HTML (type 1 only; omitted in lists).
   */
  content?: string;
  created_at: string;
}

/**
 * One page of a topic's news, newest first.
 */
export interface TopicNewsPage {
  list: TopicNews[];
  page: number;
  total_page: number;
  total: number;
}

export interface TopicStudyGroupList {
  list: TopicStudyGroup[];
}

/**
 * A study group of a topic module: main image, whether avatars show, roles with members.
 */
export interface TopicStudyGroup {
  id: number;
  topic_id: number;
  /**
   * The module (topic_subject_id) it belongs to.
   */
  meeting_subject_id?: number | null;
  title: string;
  main_img: string;
  /**
   * 1 shows member avatars.
   */
  show_avatar: number;
  configure: StudyGroupRole[];
  /**
   * Sanitised HTML recruitment notes.
   */
  content?: string;
}

/**
 * 埋点记录结果：id 为新记录的编号（浏览记录的 id 作为最近一次页面浏览编号保存在客户端）；count 为本次记录的条数。
 */
export interface TrackingResult {
  /**
   * 记录编号
   */
  id: number;
  /**
   * 本次记录的条数（曝光批量上报）
   */
  count?: number;
}

/**
 * A stored upload: its public URL, detected content type and size in bytes.
 */
export interface UploadResult {
  url: string;
  type?: string;
  size?: number;
}

/**
 * 我的博贝：余额与收支记录。The caller's balance and its income or outcome records, newest first.
 */
export interface UserPoints {
  /**
   * 博贝余额
   */
  point: number;
  list: PointRecord[];
  total: number;
}

/**
 * 当前登录用户。The signed-in user (full mobile: it is their own).
 */
export interface UserResult {
  user: User;
  /**
   * 手机号是否在任一直播白名单中
   */
  hasIInWhiteList?: boolean;
}

/**
 * 视频播放信息（GET video info/{video_id}）：可播放地址列表与时长，形同阿里云点播 GetPlayInfo 的返回。Play URLs and duration of one video, shaped like Aliyun VOD GetPlayInfo.
 */
export interface VideoPlayInfo {
  PlayInfoList: {
    /**
     * 可播放的地址，按优先顺序（浏览器取第一个能播放的）。
     */
    PlayInfo: PlayInfo[];
  };
  VideoBase: {
    /**
     * 时长（秒）
     */
    Duration: number;
    CoverURL?: string;
    Title?: string;
  };
}

/**
 * 微信 JS-SDK wx.config 所需的签名参数（用于分享配置）。Signature for wx.config of the page at uri.
 */
export interface WechatJsSdkConfig {
  app_id: string;
  /**
   * Unix 秒
   */
  timestamp: number;
  nonce_str: string;
  /**
   * sha1(jsapi_ticket, noncestr, timestamp, url) 十六进制
   */
  signature: string;
}

/**
 * POST /layout/api/failure-reports (anonymous): the failures one page load saw since its last batch: nodes that could not show (reports) and errors of the page itself (errors); at least one of either.
 */
export interface FailureReportBatch {
  /**
   * The app build that rendered (set at build time).
   */
  build: string;
  /**
   * @minItems 0
   * @maxItems 20
   */
  reports: FailureReport[];
  /**
   * @minItems 1
   * @maxItems 20
   */
  errors?: PageError[];
}

/**
 * One node a phone could not show: a fallback (unknown widget, widget newer than the app, invalid props) or a widget that threw while rendering. Identical reports are sent once per page load.
 */
export interface FailureReport {
  kind: FailureKind;
  layout: string;
  /**
   * The layout revision the phone showed; 0 when it does not know it (the bundled default).
   */
  revision: number;
  node: string;
  widget: string;
  version: number;
  /**
   * The error or fallback detail, cut short by the phone.
   */
  message: string;
}

/**
 * An error of the page rather than of one node: an uncaught error, an unhandled promise rejection, or a code chunk that could not be downloaded outside a widget. Counted by kind in the server's metrics and logged; identical ones are sent once per page load.
 */
export interface PageError {
  kind: "uncaught-error" | "unhandled-rejection" | "chunk-load-error";
  /**
   * The app path the page was on (no query).
   */
  path: string;
  /**
   * The error's message, cut short by the phone.
   */
  message: string;
}

/**
 * POST /layout/api/failure-reports: how many reports were counted.
 */
export interface FailureReportsAccepted {
  accepted: number;
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
  /**
   * The page's main content (a detail page's record): when it does not exist the page shows 页面不存在 with 返回首页 instead of its body; when it cannot be loaded, 重试 and 返回首页. At most one entry per layout, not paged.
   */
  main?: boolean;
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
   * How long the page skeleton shows at least (docs/product-rules.md#limits-and-timings).
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
   * Hidden by an operator (the console's 立即隐藏此区块): the app does not render the node or its children and loads no code for it. The node stays in the document and is linted as usual, so showing it again is one step.
   */
  hidden?: boolean;
  /**
   * Optional time window (ISO date-times): the server leaves the node out of the layout answer before start and from end on, so the app never receives it outside the window.
   */
  schedule?: {
    /**
     * Shown from this time (inclusive).
     */
    start?: string;
    /**
     * Shown until this time (exclusive).
     */
    end?: string;
  };
  audiences?: AudienceKeys;
  /**
   * Render this node once per element of an array in the data (e.g. $data.home.recommend); each copy reads its element as $item.
   */
  repeat?: string;
  children?: LayoutNode[];
}

/**
 * What value references read besides $data (the layout's data entries) and $item (the element of a repeating node): $route, $state and $event. Declared once here: the layout lint checks $route and $state paths and binding types against it, the operator console offers its fields as choices, and the client's app state (src/runtime/state/app-slice.ts) must have exactly the state fields listed (a type check there fails otherwise).
 */
export interface ReferenceScope {
  /**
   * 页面地址
   */
  route: {
    /**
     * 路由参数：地址路径中的部分，如 /course-detail/:id 中的 id
     */
    params: {
      [k: string]: string;
    };
    /**
     * 查询参数：地址中 ? 后面的部分，如 ?channel=3 中的 channel
     */
    query: {
      [k: string]: string;
    };
  };
  /**
   * 应用状态
   */
  state: {
    /**
     * 当前用户（未登录时为空）
     */
    user: null | User;
    /**
     * 是否已登录
     */
    loggedIn: boolean;
    /**
     * 是否已认证（资料已完善）
     */
    certified: boolean;
    /**
     * 本页打开的浮层：set-overlay 等动作按名字设置，如 $state.overlay.booked
     */
    overlay?: {
      [k: string]: unknown;
    };
  };
  /**
   * 事件数据：组件在事件发生时给出，字段随组件和事件而不同，运行时才知道类型；这里列出常用字段供选择
   */
  event: {
    /**
     * 被点击项的 id
     */
    id?: unknown;
    /**
     * 被点击项的链接
     */
    link?: unknown;
    /**
     * 被点击项的跳转地址（轮播图、入口等）
     */
    target_url?: unknown;
    /**
     * 地址
     */
    url?: unknown;
    /**
     * 被点击项的标题
     */
    title?: unknown;
    /**
     * 名称
     */
    name?: unknown;
    /**
     * 类型
     */
    type?: unknown;
    /**
     * 被点击项的序号
     */
    index?: unknown;
    /**
     * 搜索关键词
     */
    keyword?: unknown;
    /**
     * 被点击的热词
     */
    hotWord?: unknown;
    /**
     * 输入或选择的值
     */
    value?: unknown;
    /**
     * 手机号
     */
    mobile?: unknown;
    /**
     * 验证码
     */
    code?: unknown;
    /**
     * 密码
     */
    password?: unknown;
    /**
     * 进度百分比
     */
    percent?: unknown;
    /**
     * 消息文字
     */
    message?: unknown;
    /**
     * 内容来源类型
     */
    origin_type?: unknown;
    /**
     * 是否已关注
     */
    is_subscribe?: unknown;
    /**
     * 直播状态
     */
    live_status?: unknown;
    /**
     * 是否已同意协议
     */
    agreed?: unknown;
  };
}

/**
 * A calendar activity (活动): PUT /ops/api/items/activity/{id}. The calendar lists it in the month it starts and counts it finished once its end has passed; tapping it opens its link, or its own page when it has none.
 */
export interface OpsActivityInput {
  /**
   * 标题
   */
  title: string;
  /**
   * 开始时间
   */
  date: string;
  /**
   * 结束时间（过后日历显示为已结束）
   */
  end_date: string;
  /**
   * 封面（图片地址：上传图片或从媒体库选择）
   */
  cover_img?: string;
  /**
   * 状态标签（日历上显示的文字，如 进行中、未开始、预告、已结束）
   */
  status_text?: string;
  /**
   * 链接（点击打开的地址：站内路径以 / 开头或网址；留空打开活动详情）
   */
  link?: string;
  /**
   * 正文（活动详情页的内容）
   */
  content?: string;
}

/**
 * An article (资讯) or a case (病例) as the back office edits it: PUT /ops/api/items/{kind}/{id} with kind article or case. The body is sanitised HTML (the app renders it by the same rules).
 */
export interface OpsArticleInput {
  /**
   * 标题
   */
  title: string;
  /**
   * 摘要
   */
  summary?: string;
  /**
   * 封面（图片地址：上传图片或从媒体库选择）
   */
  cover_img?: string;
  /**
   * 作者
   */
  author?: string;
  /**
   * 医学专栏
   */
  medical_column_id?: number | null;
  /**
   * 分类
   */
  category_id?: number | null;
  /**
   * 正文
   */
  content?: string;
  /**
   * 置顶
   */
  top?: boolean;
}

/**
 * How many registered users a rule takes in now, counted up to a cap (capped: at least count).
 */
export interface OpsAudienceCount {
  count: number;
  /**
   * true: more than count match; the count stopped there.
   */
  capped: boolean;
  /**
   * Facts of the rule a stored profile cannot answer (wechat: how the page is opened); the count leaves them out.
   */
  uncounted: string[];
}

/**
 * An audience as the console creates or changes it (the key cannot change once created).
 */
export interface OpsAudienceInput {
  /**
   * 标识（小写字母开头，字母、数字、连字符）
   */
  key: string;
  /**
   * 名称
   */
  name: string;
  /**
   * 说明
   */
  description?: string;
  rule: AudienceRule;
}

/**
 * 按人群预览: a layout draft (saved or not) and the audience to tailor it for; the answer is the document as a member of that audience (and of no other targeted audience) receives it.
 */
export interface OpsAudiencePreviewInput {
  /**
   * A layout document (LayoutDocument) as the editor holds it; only its nodes' audiences are read.
   */
  document: {
    [k: string]: unknown;
  };
  audience: string;
  /**
   * member: a viewer in this audience only; outsider: a viewer in no targeted audience (what everyone else sees).
   */
  as?: "member" | "outsider";
}

/**
 * Choices for an audience condition, from the reference data the profile form uses (at most 50, those whose name contains the search).
 */
export interface OpsAudienceValues {
  /**
   * @maxItems 50
   */
  list: {
    /**
     * What the rule stores: the name (province, city, department, major, hospital grade) or a tag's id (interest).
     */
    value: string | number;
    /**
     * What the operator reads, e.g. 广东省 · 广州市.
     */
    label: string;
  }[];
}

/**
 * An audience as the console API answers it.
 */
export interface OpsAudience {
  id: number;
  key: string;
  name: string;
  description: string;
  rule: AudienceRule;
  updated_at: string;
  updated_by: string;
}

/**
 * One change in the audit log.
 */
export interface OpsAuditEntry {
  id: number;
  /**
   * Operator name.
   */
  operator: string;
  /**
   * e.g. layout.publish, content.update, session.login
   */
  action: string;
  /**
   * e.g. layout:channel-home.1, banners:12
   */
  target: string;
  created_at: string;
  /**
   * What changed (action-specific).
   */
  detail: {
    [k: string]: unknown;
  };
}

/**
 * GET /ops/api/audit?page=&pageSize=: one page of the log, newest first.
 */
export interface OpsAuditPage {
  list: OpsAuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A banner (home: type 1 without channel_id).
 */
export interface OpsBannerInput {
  /**
   * 标题
   */
  title?: string;
  /**
   * 图片（图片地址：上传图片或粘贴地址）
   */
  img: string;
  /**
   * 跳转链接（站内路径或 http(s) 地址）
   */
  target_url?: string;
  /**
   * 位置：1 首页/课程，2 文章，4 直播首页，7 临床好课，9 病例，10 学习专区
   */
  type?: 1 | 2 | 4 | 7 | 9 | 10;
  /**
   * 频道编号（留空为首页）
   */
  channel_id?: number | null;
  /**
   * 启用（关闭后 App 不显示）
   */
  enabled?: boolean;
  /**
   * 开始展示时间（不填则立即展示）
   */
  start_at?: string | null;
  /**
   * 结束展示时间（不填则一直展示）
   */
  end_at?: string | null;
  audiences?: AudienceKeys;
}

/**
 * A banner as GET/POST/PUT /ops/api/content/banners answer it.
 */
export interface OpsBanner {
  id: number;
  title: string;
  img: string;
  target_url: string;
  type: number;
  channel_id: number | null;
  enabled: boolean;
  /**
   * Position in the kind's order.
   */
  sort: number;
  click_count: number;
  /**
   * 开始展示时间（不填则立即展示）
   */
  start_at?: string | null;
  /**
   * 结束展示时间（不填则一直展示）
   */
  end_at?: string | null;
  audiences?: AudienceKeys;
}

/**
 * GET /ops/api/catalogue: endpoints layouts can bind, and action types.
 */
export interface OpsCatalogue {
  endpoints: OpsCatalogueEndpoint[];
  actions: OpsCatalogueAction[];
}

export interface OpsCatalogueEndpoint {
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  paged: boolean;
  description: string;
  /**
   * The args JSON Schema.
   */
  args: {
    [k: string]: unknown;
  };
  /**
   * Catalogue file defining it.
   */
  source: string;
}

export interface OpsCatalogueAction {
  type: string;
  /**
   * The action JSON Schema.
   */
  schema: {
    [k: string]: unknown;
  };
}

/**
 * A channel tab.
 */
export interface OpsChannelInput {
  /**
   * 频道名称
   */
  title: string;
  /**
   * 所属页面：0 首页，1 课程，4 直播，6 病例
   */
  origin_type?: 0 | 1 | 4 | 6;
  /**
   * 启用（关闭后 App 不显示）
   */
  enabled?: boolean;
}

/**
 * A channel tab as /ops/api/content/channels answers it.
 */
export interface OpsChannel {
  id: number;
  title: string;
  origin_type: number;
  enabled: boolean;
  /**
   * Position in the kind's order.
   */
  sort: number;
}

/**
 * DELETE /ops/api/content/{kind}/{id}.
 */
export interface OpsContentDeleted {
  id: number;
}

/**
 * GET and DELETE /ops/api/content/{kind}/draft: the kind's changes waiting for a publisher (none when pending is false).
 */
export interface OpsContentDraft {
  pending: boolean;
  /**
   * Who changed the draft last.
   */
  updated_by: string | null;
  updated_at: string | null;
  changes: OpsContentChange[];
}

export interface OpsContentChange {
  change: "create" | "update" | "delete" | "order";
  id?: number;
  /**
   * The record's title, name or label.
   */
  name?: string;
  /**
   * For an update: the fields that differ from the published record.
   */
  fields?: string[];
}

/**
 * GET /ops/api/content/drafts: the kinds of home content with changes waiting for a publisher.
 */
export interface OpsContentDrafts {
  list: OpsContentDraftSummary[];
}

export interface OpsContentDraftSummary {
  kind: string;
  updated_by: string;
  updated_at: string;
}

/**
 * POST /ops/api/content/{kind}/publish and /rollback: the kind's revision the app now serves.
 */
export interface OpsContentPublished {
  revision: number;
}

/**
 * Any kind's content record as the console handles it generically: an id plus the kind's fields (each kind has its own schema, e.g. ops-banner.json).
 */
export interface OpsContentRecord {
  id: number;
  [k: string]: unknown;
}

/**
 * GET /ops/api/content/{kind}/revisions: every published state of the kind, newest (live) first.
 */
export interface OpsContentRevisions {
  list: OpsContentRevision[];
}

export interface OpsContentRevision {
  revision: number;
  /**
   * initial: the content before the console first changed it; publish: a draft went live; rollback: an older revision went live again.
   */
  action: "initial" | "publish" | "rollback";
  /**
   * For a rollback: the revision restored.
   */
  restored: number | null;
  created_by: string;
  created_at: string;
  /**
   * The revision the app serves.
   */
  live: boolean;
}

/**
 * A course (课程) as the back office edits it: PUT /ops/api/items/course/{id}. A single course plays its own library video; a series (系列课) holds ordered chapters of lessons, each a library video, written as the series' child rows when published (kept lessons keep their ids). Durations come from the library videos.
 */
export interface OpsCourseInput {
  /**
   * 标题
   */
  title: string;
  /**
   * 系列课（多个课时，按章节编排；不勾选为单课）
   */
  series?: boolean;
  /**
   * 形式：0 课程，4 视频
   */
  source_type?: 0 | 4;
  /**
   * 栏目：0 课程，7 临床好课，8 科研好课
   */
  content_type?: 0 | 7 | 8;
  /**
   * 分类
   */
  category_id?: number | null;
  /**
   * 封面（图片地址：上传图片或从媒体库选择）
   */
  cover_img?: string;
  /**
   * 讲者（从讲者库选择）
   *
   * @maxItems 5
   */
  lecturer_ids?: number[];
  /**
   * 简介
   */
  course_desc?: string;
  /**
   * 课程介绍
   */
  content?: string;
  /**
   * 视频（单课播放的视频：从媒体库选择已转码的视频，时长取自视频）
   */
  video?: string;
  /**
   * 需认证观看（未认证的医生播放时提示去认证；系列课中勾选试看的课时除外）
   */
  need_auth?: boolean;
  /**
   * 附件（从媒体库选择文档）
   *
   * @maxItems 20
   */
  downloads?: {
    /**
     * 名称
     */
    name: string;
    /**
     * 文件（从媒体库选择文档）
     */
    link: string;
  }[];
  /**
   * 置顶
   */
  top?: boolean;
  /**
   * 上新（单课或本次新增的课时出现在课程上新中）
   */
  is_new?: boolean;
  /**
   * 章节（系列课的章节与课时，按顺序）
   *
   * @maxItems 50
   */
  chapters?: {
    /**
     * 章节名
     */
    title?: string;
    /**
     * 课时
     *
     * @maxItems 200
     */
    lessons: {
      /**
       * 课时编号（已发布的课时保留编号，医生的学习进度随之保留）
       */
      id?: number | null;
      /**
       * 课时标题
       */
      title: string;
      /**
       * 视频（从媒体库选择已转码的视频）
       */
      video?: string;
      /**
       * 讲者（留空时用系列课的讲者）
       *
       * @maxItems 5
       */
      lecturer_ids?: number[];
      /**
       * 试看（系列课需认证观看时，此课时未认证也可观看）
       */
      free_preview?: boolean;
      /**
       * 附件
       *
       * @maxItems 20
       */
      downloads?: {
        /**
         * 名称
         */
        name: string;
        /**
         * 文件（从媒体库选择文档）
         */
        link: string;
      }[];
    }[];
  }[];
}

/**
 * A guide or material (指南下载): PUT /ops/api/items/download/{id}. A file (type 1) is a PDF from the media library; its size in KB is taken from the library when it is published. An image-text item (type 3) opens its own page with the body.
 */
export interface OpsDownloadInput {
  /**
   * 标题
   */
  title: string;
  /**
   * 类型（文件或图文）：1 文件，3 图文
   */
  type?: 1 | 3;
  /**
   * 分类
   */
  category_id?: number | null;
  /**
   * 文件（从媒体库选择的文档；类型为文件时必填）
   */
  file_url?: string;
  /**
   * 封面（图片地址：上传图片或从媒体库选择）
   */
  cover_img?: string;
  /**
   * 正文（图文类型的页面内容）
   */
  content?: string;
}

/**
 * PUT /ops/api/layouts/{id}/draft: the new revision and what would stop it being published.
 */
export interface OpsDraftSaved {
  revision: number;
  problems: OpsLayoutProblem[];
}

/**
 * One reason a layout cannot be published, at the node it is about.
 */
export interface OpsLayoutProblem {
  /**
   * JSON pointer into the document, e.g. /body/2/props/perPage
   */
  path: string;
  /**
   * The innermost node on the way to path; null: the document itself.
   */
  node_id: string | null;
  /**
   * e.g. schema, client-unknown-widget, client-widget-version, id
   */
  kind: string;
  message: string;
  /**
   * The message without the place it names (node, event, action, parameter), for the field's own error beside that field; absent when the message has no place to leave out.
   */
  reason?: string;
}

export interface OpsExperimentList {
  list: OpsExperiment[];
}

/**
 * An A/B test on one layout: a section (B = another node JSON for that id) or the whole layout (B = another revision).
 */
export interface OpsExperiment {
  id: number;
  layout_id: string;
  kind: "section" | "layout";
  node_id: string | null;
  base_revision: number;
  /**
   * Arm B's node (section tests); null for whole-layout tests.
   */
  variant_node: {
    [k: string]: unknown;
  } | null;
  variant_revision: number | null;
  split_b: number;
  goal: ExperimentGoal;
  status: "running" | "stopped";
  winner: "A" | "B" | null;
  /**
   * The revision published when B won.
   */
  published_revision: number | null;
  started_at: string;
  started_by: string;
  stopped_at: string | null;
  stopped_by: string | null;
}

/**
 * PATCH /ops/api/experiments/{id}: change the split (refused while the test runs).
 */
export interface OpsExperimentSplit {
  split_b: number;
}

/**
 * POST /ops/api/layouts/{id}/experiments: start a test against the published revision.
 */
export interface OpsExperimentStart {
  kind: "section" | "layout";
  node_id?: string;
  /**
   * Arm B's node: a layout node (layout-node.json) with the id of the section; checked in full by the layout lint when the test starts.
   */
  variant_node?: {
    id: string;
    widget: string;
  };
  variant_revision?: number;
  /**
   * Arm B's share in percent.
   */
  split_b: number;
  goal?: ExperimentGoal;
}

/**
 * POST /ops/api/experiments/{id}/stop: end the test; winner B is published at once (A is what is live).
 */
export interface OpsExperimentStop {
  winner: "A" | "B";
}

/**
 * GET /ops/api/failures?hours=N: the layouts with failure reports in the last N hours, the most widely reported first, then the most counted.
 */
export interface OpsFailureLayouts {
  hours: number;
  list: {
    layout_id: string;
    count: number;
    nodes: number;
    /**
     * Distinct reporters (client networks) of the layout's failures.
     */
    reporters: number;
    last_seen: string;
  }[];
}

/**
 * Failures of one node counted together: same kind, widget and version, app build, browser and message, over the period asked for; the most widely reported first, then the most counted.
 */
export interface OpsFailureReport {
  kind: FailureKind;
  node: string;
  widget: string;
  version: number;
  /**
   * The newest layout revision the failure was seen on (0: unknown).
   */
  revision: number;
  build: string;
  /**
   * Short browser name read from the reporting phone's user agent.
   */
  browser: string;
  /**
   * The phone's message; （其他消息：超出每小时上限，只计次数） on the row counting what went past the hourly caps (node * when the layout had no room for the node).
   */
  message: string;
  count: number;
  /**
   * How many distinct reporters (client networks) sent it, up to 20 per five-minute row.
   */
  reporters: number;
  first_seen: string;
  last_seen: string;
}

/**
 * GET /ops/api/layouts/{id}/failures?hours=N: the layout's failure reports of the last N hours, the most widely reported first.
 */
export interface OpsFailureReports {
  layout_id: string;
  hours: number;
  list: OpsFailureReport[];
}

/**
 * GET /ops/api/failures/spikes: layouts whose latest publish (within the last hours) was followed by far more failures than the same time before it.
 */
export interface OpsFailureSpikes {
  /**
   * Length of the periods compared, before and after the publish.
   */
  window_minutes: number;
  list: {
    layout_id: string;
    revision: number;
    published_at: string;
    /**
     * Failures in the window before the publish.
     */
    before: number;
    /**
     * Failures of the published revision in the window after it.
     */
    after: number;
    /**
     * Distinct reporters (client networks) of the failures after: at least 3, so one client cannot raise the warning.
     */
    reporters: number;
  }[];
}

/**
 * A search hot word.
 */
export interface OpsHotWordInput {
  /**
   * 热词
   */
  title: string;
  /**
   * 类型：1 搜索该词，2 直接打开链接
   */
  content_type?: 1 | 2;
  /**
   * 链接（站内路径或 http(s) 地址；类型为直接打开链接时使用）
   */
  link?: string;
  /**
   * 启用（关闭后 App 不显示）
   */
  enabled?: boolean;
  audiences?: AudienceKeys;
}

/**
 * A search hot word as /ops/api/content/hot-words answers it.
 */
export interface OpsHotWord {
  id: number;
  title: string;
  content_type: number;
  link: string;
  enabled: boolean;
  /**
   * Position in the kind's order.
   */
  sort: number;
  click_count: number;
  audiences?: AudienceKeys;
}

/**
 * GET /ops/api/items/{kind}/{id}/inbound-links: the layouts and home content whose literal links open this item (a navigate action, an open-link address, a banner's or message's link, a recommend module's entry); taking the item down leaves each of them pointing at nothing.
 */
export interface OpsInboundLinks {
  /**
   * @maxItems 200
   */
  list: {
    /**
     * A layout (id: its layout id) or home content (id: its kind).
     */
    target: "layout" | "content";
    id: string;
    /**
     * Linked from what doctors see now, or from a pending draft.
     */
    state: "published" | "draft";
    /**
     * The layout's node (section) holding the link.
     */
    node_id?: string;
    /**
     * The home content record holding the link.
     */
    record_id?: number;
    /**
     * Where the link is, in the operator's words (Chinese).
     */
    place: string;
  }[];
}

/**
 * What a bulk action did: the items changed, and each refused one with the reason.
 */
export interface OpsItemBulkResult {
  done: number[];
  refused: {
    id: number;
    message: string;
  }[];
}

/**
 * POST /ops/api/item-categories: a category made from a picker (分类 of articles, cases, courses, short videos or downloads). The app lists it as a tab at once, so only publishers make one. A name the type already has gives that category back instead of a second one.
 */
export interface OpsItemCategoryInput {
  /**
   * Which picker: article, case, course, short-video or download categories.
   */
  of: "category" | "case-category" | "course-category" | "short-video-category" | "download-category";
  /**
   * 分类名称
   */
  name: string;
  /**
   * Course categories only: the 栏目 whose tabs list it (1 课程, 7 临床好课, 8 科研好课).
   */
  tab?: 1 | 7 | 8;
}

/**
 * Bulk actions on a kind's items: publish, take down, move to a medical column (`column_id`).
 */
export interface OpsItemIds {
  /**
   * @minItems 1
   * @maxItems 200
   */
  ids: number[];
  column_id?: number | null;
}

/**
 * POST /ops/api/items/{kind}/import: a catalogue to bring in, as CSV text (a header row of field names; `key` names each row for re-runs), a JSON array of objects, or an Excel workbook (.xlsx, base64-encoded in `data`: its first sheet, read like the CSV). `dry_run` only checks.
 */
export interface OpsItemImportInput {
  format: "csv" | "json" | "xlsx";
  /**
   * The file's text; for xlsx the workbook's bytes in base64 (at most 5 MB before encoding).
   */
  data: string;
  dry_run: boolean;
  /**
   * Publish what is imported (else drafts).
   */
  publish?: boolean;
}

/**
 * What an import found (dry run) or did: rows read, created, updated, unchanged, and every problem by row (nothing is written when there is one).
 */
export interface OpsItemImportReport {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  dry_run: boolean;
  problems: {
    /**
     * CSV and JSON: 1 = the first record; xlsx: the row number the sheet shows (the header row is 1). 0: the file as a whole.
     */
    row: number;
    field?: string;
    message: string;
  }[];
}

/**
 * POST /ops/api/items/{kind} (a new draft) and PUT /ops/api/items/{kind}/{id} (save the draft): the kind's fields, checked against ops-<kind>-input.json.
 */
export interface OpsItemInput {
  fields: {
    [k: string]: unknown;
  };
}

/**
 * One choice of a picker: a piece of content, a medical column, a person or a category.
 */
export interface OpsItemOption {
  id: number;
  title: string;
  /**
   * The item's screen in the app ('' for a category).
   */
  path: string;
}

/**
 * GET /ops/api/item-options: titles to pick from (a link to content, a medical column, a category), searched by name.
 */
export interface OpsItemOptions {
  list: OpsItemOption[];
}

/**
 * GET /ops/api/items/{kind}: one page of a kind's items.
 */
export interface OpsItemPage {
  list: OpsItemSummary[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * A row of GET /ops/api/items/{kind}.
 */
export interface OpsItemSummary {
  id: number;
  title: string;
  state: OpsItemState;
  has_draft: boolean;
  /**
   * The medical column's name, or ''.
   */
  column: string;
  author: string;
  updated_at: string;
  published_at: string | null;
}

/**
 * POST /ops/api/items/{kind}/{id}/preview: the draft's preview address (the item's screen with its preview token) and when it stops working.
 */
export interface OpsItemPreview {
  /**
   * Site path with the item-preview query.
   */
  path: string;
  expires_at: string;
}

/**
 * GET /ops/api/items/{kind}/{id}/versions: the item's published versions, newest first.
 */
export interface OpsItemVersions {
  list: {
    version: number;
    action: "publish" | "import" | "restore";
    title: string;
    created_at: string;
    created_by: string;
  }[];
}

/**
 * GET /ops/api/items/{kind}/{id}: an item as the back office edits it. `fields` is the draft when there is one, else the published version; `published` what doctors see now (null: never published).
 */
export interface OpsItem {
  kind: OpsItemKind;
  id: number;
  state: OpsItemState;
  title: string;
  /**
   * The kind's input fields (ops-<kind>-input.json).
   */
  fields: {
    [k: string]: unknown;
  };
  published: {
    [k: string]: unknown;
  } | null;
  /**
   * Unpublished changes exist.
   */
  has_draft: boolean;
  /**
   * Published versions so far.
   */
  version: number;
  updated_at: string;
  updated_by: string;
  /**
   * The item's screen in the app.
   */
  app_path: string;
}

/**
 * POST /ops/api/landing-pages: a new landing page (活动页) landing.<slug>, opened by doctors at /landing/<slug> once published. It starts from the blank landing layout or from a template.
 */
export interface OpsLandingPageNew {
  /**
   * The page's address: lowercase letters, digits and single hyphens between them.
   */
  slug: string;
  /**
   * The page's name, shown as its title on the phone and in the console's list.
   */
  title: string;
  /**
   * blank: the empty landing layout; meeting: a meeting promotion; course: a course campaign.
   */
  template: "blank" | "meeting" | "course";
}

/**
 * POST /ops/api/layouts/{id}/validate: a document to check.
 */
export interface OpsLayoutCheck {
  document: {
    [k: string]: unknown;
  };
}

/**
 * POST /ops/api/layouts/{id}/copy: the new layout id the newest saved revision is copied to, as an unpublished draft. It must be a page of its own of a family that has them (a channel's channel-home.<id>, a topic's topic-detail.<id>, a landing page's landing.<slug>) and not be stored yet.
 */
export interface OpsLayoutCopy {
  to: string;
}

/**
 * A layout created by copying or from a template: its id and first (unpublished) revision.
 */
export interface OpsLayoutCreated {
  id: string;
  revision: number;
}

/**
 * GET /ops/api/layouts/{id}/diff?from=&to=: unified diff of the pretty-printed documents.
 */
export interface OpsLayoutDiff {
  from: number;
  to: number;
  diff: string;
}

/**
 * PUT /ops/api/layouts/{id}/draft: save a draft on top of base_revision (0 = the layout is not stored yet).
 */
export interface OpsLayoutDraft {
  /**
   * The whole layout document (checked by validate/publish, not on save).
   */
  document: {
    [k: string]: unknown;
  };
  base_revision: number;
  note?: string;
}

/**
 * GET /ops/api/layouts/{id}: the document to edit (the draft if any, else the published one).
 */
export interface OpsLayoutForEditing {
  id: string;
  /**
   * The layout document as saved (drafts are not validated on save: check with validate).
   */
  document: {
    id: string;
    [k: string]: unknown;
  };
  /**
   * Base revision for the next save (0: not stored yet; saving creates it).
   */
  revision: number;
  published_revision: number | null;
  has_draft: boolean;
}

/**
 * GET /ops/api/layouts: every layout, stored or offered (channels, topics), by id.
 */
export interface OpsLayoutList {
  list: OpsLayoutSummary[];
}

/**
 * One entry of GET /ops/api/layouts: a layout and its status.
 */
export interface OpsLayoutSummary {
  id: string;
  /**
   * The page the layout is for (the id before the dot).
   */
  route: string;
  /**
   * The part after the dot (a channel or topic id); null for a route default.
   */
  variant: string | null;
  /**
   * The name of the channel or topic whose own layout this is; null (or absent) for other layouts.
   */
  title?: string | null;
  /**
   * draft: a revision newer than the published one exists (or nothing is published)
   */
  status: "draft" | "published";
  /**
   * The published revision; null when nothing is published.
   */
  revision: number | null;
  published_by: string | null;
  /**
   * ISO time of the publication.
   */
  published_at: string | null;
  has_draft: boolean;
  /**
   * The newest saved revision when it is a draft.
   */
  draft_revision: number | null;
  /**
   * Empty for a layout not stored yet.
   */
  updated_by: string;
  /**
   * ISO time; empty for a layout not stored yet.
   */
  updated_at: string;
  /**
   * false: a channel's or topic's own layout that does not exist yet (it shows its route default until saved).
   */
  stored: boolean;
}

/**
 * POST /ops/api/layouts/{id}/validate (and the data of a 422 refusal of publish/rollback).
 */
export interface OpsLayoutProblems {
  problems: OpsLayoutProblem[];
}

/**
 * One entry of GET /ops/api/layouts/{id}/revisions (newest first).
 */
export interface OpsLayoutRevision {
  revision: number;
  author: string;
  created_at: string;
  /**
   * Was (at some time) the revision the app served.
   */
  published: boolean;
  /**
   * Is the revision the app serves now.
   */
  current: boolean;
  note: string;
}

/**
 * A live (直播) or a live column (直播专栏, type 2, its sessions name it as parent): PUT /ops/api/items/live/{id}. The watch password is write-only: `password` takes a new one (hashed when saved, then empty again) and `password_hash` carries the stored hash unchanged; the white list is one mobile number per line (optionally followed by a comma and a name).
 */
export interface OpsLiveInput {
  /**
   * 标题
   */
  title: string;
  /**
   * 封面（图片地址：上传图片或从媒体库选择）
   */
  cover_img?: string;
  /**
   * 讲者（从讲者与专家中选择）
   *
   * @maxItems 20
   */
  lecturer_ids?: number[];
  /**
   * 直播简介
   */
  content?: string;
  /**
   * 开始时间
   */
  start_at: string;
  /**
   * 结束时间
   */
  end_at: string;
  /**
   * 直播状态：0 预告，1 直播中，2 已结束，5 回放，6 点播回放，7 文件回放
   */
  live_status?: 0 | 1 | 2 | 5 | 6 | 7;
  /**
   * 直播流名称（推流与播放地址由它生成；留空则发布时生成）
   */
  stream_name?: string;
  /**
   * 回放视频（从媒体库选择视频）
   */
  replay_video?: string;
  /**
   * 开放预约（医生可预约，开播前短信提醒）
   */
  booking?: boolean;
  /**
   * 观看权限：1 公开，2 密码观看，3 仅白名单
   */
  auth_type?: 1 | 2 | 3;
  /**
   * 新观看密码（4 位数字；留空则保持原密码）
   */
  password?: string;
  /**
   * 已保存的观看密码（只读）
   */
  password_hash?: string;
  /**
   * 白名单（每行一个手机号，可在逗号后写姓名）
   */
  white_list?: string;
  /**
   * 问卷标题（留空则没有问卷）
   */
  questionnaire_name?: string;
  /**
   * 问卷题目
   *
   * @maxItems 50
   */
  questionnaire_questions?: {
    /**
     * 题型：single 单选，multiple 多选，text 多行文字，input 单行文字，phone 手机号（按手机号格式检查）
     */
    type: "single" | "multiple" | "text" | "input" | "phone";
    /**
     * 题目
     */
    name: string;
    /**
     * 必答
     */
    must?: boolean;
    /**
     * 选项（选择题）
     *
     * @maxItems 20
     */
    options?: string[];
  }[];
  /**
   * 直播类型：1 单场直播，2 直播专栏
   */
  type?: 1 | 2;
  /**
   * 所属直播专栏
   */
  parent_id?: number | null;
  /**
   * 专栏内顺序
   */
  sort?: number;
  /**
   * 回放分组：0 普通，5 学术会议，7 临床好课，8 科研好课
   */
  content_type?: 0 | 5 | 7 | 8;
  /**
   * 学术专区分类
   */
  study_category_id?: number | null;
  /**
   * 置顶
   */
  top?: boolean;
}

/**
 * POST /ops/api/items/live/{id}/stream: the live's push address (a secret: publishers only, each fetch in the audit log, never in an item or list answer) and the address doctors' phones play while it is on air, for the stream name the editor shows.
 */
export interface OpsLiveStream {
  /**
   * LIVE_STREAM_PROVIDER: local (the demo: nothing receives a push) or aliyun (ApsaraVideo Live).
   */
  provider: "local" | "aliyun";
  /**
   * The stream name the addresses are for (live-<id> while the field is empty).
   */
  stream_name: string;
  /**
   * Where the encoder pushes (rtmp://…?auth_key=…, valid until the live's end plus the push domain's validity); null when the provider takes no push (push_note says why).
   */
  push_url: string | null;
  /**
   * Why there is no push address (the local provider), in Chinese.
   */
  push_note?: string;
  /**
   * The HLS address the room plays while on air; null when nothing is configured to play.
   */
  play_url: string | null;
  /**
   * In Chinese, when the addresses differ from what doctors play now: the edited stream name is not published yet.
   */
  notice?: string;
}

/**
 * POST /ops/api/session: operator sign-in.
 */
export interface OpsLogin {
  name: string;
  password: string;
}

/**
 * A file of the media library: the original as uploaded, the sizes generated from it, and for a video its processing state, HLS playlist and poster.
 */
export interface OpsMediaAsset {
  id: number;
  kind: "image" | "video" | "document";
  /**
   * The uploaded file's name, for display and search.
   */
  name: string;
  /**
   * What the bytes are (read from the content, never from the name).
   */
  mime: string;
  /**
   * Bytes of the original.
   */
  size: number;
  /**
   * The original file.
   */
  url: string;
  /**
   * Pixels, upright (an image's EXIF rotation applied).
   */
  width: number | null;
  height: number | null;
  /**
   * A video's length in seconds.
   */
  duration: number | null;
  /**
   * A document's page count.
   */
  pages: number | null;
  variants: OpsMediaVariant[];
  /**
   * 排队中 / 转码中 / 可用 / 失败: images and documents are ready when stored; a video is ready when its HLS renditions and poster are.
   */
  status: "queued" | "processing" | "ready" | "failed";
  /**
   * Percent of a running transcode.
   */
  progress: number | null;
  /**
   * Why processing failed, in Chinese.
   */
  failure: string | null;
  /**
   * A ready video's HLS master playlist (the app's player picks a rendition by bandwidth).
   */
  hls_url: string | null;
  /**
   * A ready video's renditions, smallest first.
   */
  renditions: {
    width: number;
    height: number;
  }[];
  /**
   * A video's poster frame, or a document's first page, as a JPEG (a library image).
   */
  poster_url: string | null;
  /**
   * The second of the video the poster shows.
   */
  poster_second: number | null;
  /**
   * An image's focal point, set when an operator cropped it; null otherwise.
   */
  focus: OpsMediaFocus | null;
  /**
   * The operator who uploaded it.
   */
  uploader: string;
  /**
   * When it was uploaded (ISO 8601).
   */
  created_at: string;
  /**
   * Only in GET /ops/api/media/{id}: the published places that show it.
   */
  uses?: OpsMediaUse[];
}

/**
 * One generated size of an image: the app's srcset offers each width as WebP, with a JPEG (PNG when transparent) for browsers and WeChat share cards that take no WebP.
 */
export interface OpsMediaVariant {
  width: number;
  height: number;
  format: "webp" | "jpeg" | "png";
  /**
   * Content-addressed: served with a year-long cache lifetime.
   */
  url: string;
  /**
   * Bytes.
   */
  size: number;
}

/**
 * Where an image's subject is, as fractions of its width and height from the top left: a frame of another shape keeps this point in view (CSS object-position).
 */
export interface OpsMediaFocus {
  /**
   * 0 the left edge, 1 the right.
   */
  x: number;
  /**
   * 0 the top edge, 1 the bottom.
   */
  y: number;
}

/**
 * A place of the app that shows a library file: deleting the file is refused while any remains.
 */
export interface OpsMediaUse {
  /**
   * What uses it: a home banner, an icon entrance, the splash advert, a published page layout, or a course, a course's lesson (its video; the title names the series), short video, article (cover or body), live, a live's replay video, meeting or topic of the catalogue.
   */
  kind:
    | "banner"
    | "shortcut"
    | "screen-advert"
    | "layout"
    | "course"
    | "course-lesson"
    | "short-video"
    | "article"
    | "live"
    | "live-replay"
    | "meeting"
    | "topic";
  /**
   * The record's id, or the layout's id.
   */
  id: string;
  /**
   * How the console names the place (a banner's title, a page's name).
   */
  title: string;
}

/**
 * DELETE /ops/api/media/{id}: the file left the library (its stored files too, unless another item has the same content).
 */
export interface OpsMediaDeleted {
  id: number;
}

/**
 * GET /ops/api/media: one page of the library, newest first, with the filters applied.
 */
export interface OpsMediaPage {
  list: OpsMediaAsset[];
  page: number;
  pageSize: number;
  total: number;
  /**
   * Everyone who has a file in the library, for the uploader filter.
   */
  uploaders: string[];
  /**
   * What an upload may be, shown beside the upload button.
   */
  limits: {
    imageMaxBytes: number;
    imageMaxPixels: number;
    imageMaxSide: number;
    /**
     * The largest PDF (MEDIA_DOCUMENT_MAX_MB).
     */
    documentMaxBytes: number;
    videoMaxBytes: number;
    videoMaxSeconds: number;
  };
}

/**
 * POST /ops/api/media/{id}/file: the item with its new file (and the places that now show it), and how many published places were rewritten from the old file's addresses.
 */
export interface OpsMediaReplaced {
  asset: OpsMediaAsset;
  /**
   * Published places (banners, layouts, covers, …) now showing the new file.
   */
  rewritten: number;
}

/**
 * A medical column (医学专栏): PUT /ops/api/items/medical-column/{id}. Its A–Z letter comes from the name's pinyin unless `letter` overrides a rare wrong reading.
 */
export interface OpsMedicalColumnInput {
  /**
   * 名称
   */
  title: string;
  /**
   * 图标（图片地址：上传图片或从媒体库选择）
   */
  logo?: string;
  /**
   * 简介
   */
  desc?: string;
  /**
   * 首字母（留空时按名称拼音自动取）
   */
  letter?: string;
}

/**
 * A meeting's sign-ups, earliest first, with each doctor's profile as it is now. With format csv or xlsx the same rows come as a file in `file` (the ops catalogue answers JSON envelopes only, so the file travels base64-encoded; the console saves it).
 */
export interface OpsMeetingApplications {
  meeting_id: number;
  title: string;
  total: number;
  list: {
    user_id: number;
    name: string;
    mobile: string;
    hospital: string;
    department: string;
    /**
     * 职称 (users.duty_name).
     */
    duty: string;
    certified: boolean;
    applied_at: string;
  }[];
  file?: {
    name: string;
    mime_type: string;
    content_base64: string;
  };
}

/**
 * A meeting (学术会): PUT /ops/api/items/meeting/{id}. The app opens it by its uuid (/meeting/{uuid}, or `link` when the conference has its own site). Signing up in the app is one tap by a certified doctor: the doctor's profile (name, hospital, department, title, mobile) is the sign-up form, so there are no per-meeting form fields; what the operator decides is whether the meeting takes sign-ups, whether they are open, and until when.
 */
export interface OpsMeetingInput {
  /**
   * 标题
   */
  title: string;
  /**
   * 封面（图片地址：上传图片或从媒体库选择）
   */
  cover_img?: string;
  /**
   * 开始时间
   */
  start_at: string;
  /**
   * 结束时间
   */
  end_at: string;
  /**
   * 地点
   */
  address?: string;
  /**
   * 主办方
   */
  organizer?: string;
  /**
   * 会议状态（0 未开始，1 进行中，2 已结束；已结束的会议不再接受报名）
   */
  meeting_status?: 0 | 1 | 2;
  /**
   * 简介（列表卡片上显示的文字）
   */
  desc?: string;
  /**
   * 正文（会议页显示；留空时显示简介）
   */
  content?: string;
  /**
   * 会议网站（http(s) 地址；留空时打开 App 内的会议页）
   */
  link?: string;
  /**
   * 需要报名（开启后会议显示「报名参会」，医生用已认证的个人资料一键报名）
   */
  apply_enabled?: boolean;
  /**
   * 开放报名（关闭后不再接受新的报名）
   */
  apply_open?: boolean;
  /**
   * 报名截止时间（留空时到会议结束为止）
   */
  apply_deadline?: string | null;
}

/**
 * A line of the home message ticker.
 */
export interface OpsMessageInput {
  /**
   * 标签
   */
  label?: string;
  /**
   * 标题
   */
  title: string;
  /**
   * 跳转链接（站内路径或 http(s) 地址）
   */
  link?: string;
  /**
   * 启用（关闭后 App 不显示）
   */
  enabled?: boolean;
  /**
   * 开始展示时间（不填则立即展示）
   */
  start_at?: string | null;
  /**
   * 结束展示时间（不填则一直展示）
   */
  end_at?: string | null;
  audiences?: AudienceKeys;
}

/**
 * A ticker line as /ops/api/content/messages answers it.
 */
export interface OpsMessage {
  id: number;
  label: string;
  title: string;
  link: string;
  enabled: boolean;
  /**
   * Position in the kind's order.
   */
  sort: number;
  /**
   * 开始展示时间（不填则立即展示）
   */
  start_at?: string | null;
  /**
   * 结束展示时间（不填则一直展示）
   */
  end_at?: string | null;
  audiences?: AudienceKeys;
}

/**
 * An operator's decision on one comment or chat message: hide (restorable) or delete with a reason, approve a held one, restore a hidden one, or dismiss its reports (keeping it shown).
 */
export interface OpsModerationActionInput {
  kind: "comment" | "chat";
  id: number;
  action: "hide" | "delete" | "approve" | "restore" | "dismiss";
  reason?: string;
}

/**
 * The text's state after the decision.
 */
export interface OpsModerationActionResult {
  kind: "comment" | "chat";
  id: number;
  state: OpsModerationState;
}

/**
 * GET /ops/api/moderation/texts: one page of doctors' recent text, newest first (the review queue is state=held or state=reported).
 */
export interface OpsModerationTextPage {
  list: OpsModerationText[];
  page: number;
  pageSize: number;
  /**
   * Matching rows, counted up to 10,000.
   */
  total: number;
}

/**
 * One piece of doctors' text as the moderation list shows it: a comment or reply (kind comment) or a live-chat message (kind chat), its author, its moderation state and open reports.
 */
export interface OpsModerationText {
  kind: "comment" | "chat";
  id: number;
  user_id: number;
  user_name: string;
  content: string;
  state: OpsModerationState;
  /**
   * The operator's reason for the last hide or delete (empty otherwise).
   */
  reason: string;
  /**
   * Reports (举报) not handled yet; always 0 for chat.
   */
  reports: number;
  /**
   * comment_type of a comment (1 course, 2 article, 3 short video, 4 live); 4 for chat.
   */
  target_type: number;
  /**
   * The commented item, or the live of a chat message.
   */
  target_id: number;
  is_reply: boolean;
  created_at: string;
  /**
   * The author's mute end, when still muted.
   */
  muted_until: string | null;
  /**
   * The author is banned.
   */
  banned: boolean;
}

/**
 * POST /ops/api/layouts/{id}/nodes/{node}/visibility: the revision the app now serves, and the draft carried over on top of it (null when there was none).
 */
export interface OpsNodeVisibilityChanged {
  published_revision: number;
  draft_revision: number | null;
  /**
   * The node's state in the published revision now.
   */
  hidden: boolean;
  /**
   * False when the node already was in that state (no new revision).
   */
  changed: boolean;
}

/**
 * POST /ops/api/layouts/{id}/nodes/{node}/visibility: hide (or show again) one section of the published layout, published at once.
 */
export interface OpsNodeVisibility {
  hidden: boolean;
}

/**
 * An operator as the 运营人员 page lists it (admins only).
 */
export interface OpsOperatorAccount {
  id: number;
  name: string;
  role: OpsOperatorRole;
  /**
   * A disabled operator cannot sign in; their sessions ended when they were disabled.
   */
  disabled: boolean;
  created_at: string;
}

/**
 * GET /ops/api/operators: every operator, by name.
 */
export interface OpsOperatorAccounts {
  list: OpsOperatorAccount[];
}

/**
 * PATCH /ops/api/operators/{id}: a new role, or disable / re-enable. Either ends the operator's sessions.
 */
export interface OpsOperatorChange {
  role?: OpsOperatorRole;
  disabled?: boolean;
}

/**
 * POST /ops/api/operators: a new operator.
 */
export interface OpsOperatorInput {
  /**
   * 2–32 letters, digits, Chinese characters, _ . -
   */
  name: string;
  role: OpsOperatorRole;
  /**
   * At least 10 characters, not common and not easy to guess (the server explains a refusal).
   */
  password: string;
}

/**
 * POST /ops/api/session and GET /ops/api/me: the signed-in operator.
 */
export interface OpsOperator {
  name: string;
  role: OpsOperatorRole;
  /**
   * When the session ends (sign-in answer only).
   */
  expires_at?: string;
}

/**
 * POST /ops/api/content/{kind}/order: every id of the kind, in the new order.
 */
export interface OpsOrder {
  /**
   * @minItems 1
   * @maxItems 1000
   */
  ids: number[];
}

/**
 * PUT /ops/api/me/password: the signed-in operator's new password; every other session of theirs ends.
 */
export interface OpsOwnPassword {
  current_password: string;
  /**
   * At least 10 characters, not common and not easy to guess (the server explains a refusal).
   */
  password: string;
}

/**
 * PUT /ops/api/operators/{id}/password: an admin sets a new password; the operator's sessions end.
 */
export interface OpsPasswordReset {
  /**
   * At least 10 characters, not common and not easy to guess (the server explains a refusal).
   */
  password: string;
}

/**
 * A lecturer or expert (讲者与专家): PUT /ops/api/items/person/{id}. Kept once and picked by courses, lives and topics, which copy the name, title and hospital when they are published.
 */
export interface OpsPersonInput {
  /**
   * 姓名
   */
  name: string;
  /**
   * 职称（如 主任医师、教授）
   */
  job_title?: string;
  /**
   * 医院
   */
  hospital?: string;
  /**
   * 科室
   */
  department?: string;
  /**
   * 照片（方形头像：上传图片或从媒体库选择）
   */
  photo?: string;
  /**
   * 简介
   */
  bio?: string;
}

/**
 * POST /ops/api/layouts/{id}/presence: the editor's heartbeat; answers the other operators who have the same layout open.
 */
export interface OpsPresence {
  others: {
    name: string;
  }[];
}

/**
 * POST /ops/api/layouts/{id}/preview: a short-lived link that renders the newest saved revision in the app.
 */
export interface OpsPreview {
  token: string;
  /**
   * App path that renders the draft.
   */
  url: string;
  revision: number;
  expires_at: string;
}

/**
 * POST /ops/api/layouts/{id}/publish and /rollback: the revision the app now serves.
 */
export interface OpsPublished {
  published_revision: number;
}

/**
 * A home recommend module and its items (items replace the module's items).
 */
export interface OpsRecommendModuleInput {
  /**
   * 版式：1 列表，2 横向滑动，3 两列宫格
   */
  layout: 1 | 2 | 3;
  /**
   * 模块类型：1 课程，3 短视频，4 直播
   */
  module_type: 1 | 3 | 4;
  /**
   * 模块名称
   */
  module_name: string;
  /**
   * 启用（关闭后 App 不显示）
   */
  enabled?: boolean;
  /**
   * 模块内容（按顺序展示）
   *
   * @maxItems 50
   */
  items?: {
    /**
     * 内容 ID
     */
    origin_id: number;
    /**
     * 内容类型（默认等于模块的 module_type）
     */
    origin_type?: number;
    audiences?: AudienceKeys;
  }[];
  /**
   * 开始展示时间（不填则立即展示）
   */
  start_at?: string | null;
  /**
   * 结束展示时间（不填则一直展示）
   */
  end_at?: string | null;
}

/**
 * A recommend module with its items as /ops/api/content/recommend-modules answers it.
 */
export interface OpsRecommendModule {
  id: number;
  layout: number;
  module_type: number;
  module_name: string;
  enabled: boolean;
  /**
   * Position in the kind's order.
   */
  sort: number;
  items: OpsRecommendModuleItem[];
  /**
   * 开始展示时间（不填则立即展示）
   */
  start_at?: string | null;
  /**
   * 结束展示时间（不填则一直展示）
   */
  end_at?: string | null;
}

export interface OpsRecommendModuleItem {
  id: number;
  origin_type: number;
  origin_id: number;
  /**
   * Position in the kind's order.
   */
  sort: number;
  audiences?: AudienceKeys;
}

/**
 * POST /ops/api/reviews/{id}/decision: a publisher approves the draft it saw (draft_ref; published at once, or scheduled at publish_at) or sends it back (reject) with a comment.
 */
export interface OpsReviewDecision {
  decision: "approve" | "reject";
  /**
   * The draft the publisher looked at (the request's draft_ref).
   */
  draft_ref: string;
  /**
   * 审核意见
   */
  comment?: string;
  /**
   * 定时发布时间
   */
  publish_at?: string;
}

/**
 * POST /ops/api/reviews: submit the target's current draft for review (提交审核); a pending request of the same target is refreshed with the draft as it is now.
 */
export interface OpsReviewInput {
  target_type: OpsReviewTargetType;
  target: string;
  /**
   * 说明
   */
  note?: string;
}

/**
 * GET /ops/api/reviews: review requests (the queue: pending, oldest first; or the latest request of each target asked for), how many are pending in all, and whether this deployment requires review (OPS_REVIEW_REQUIRED).
 */
export interface OpsReviewList {
  list: OpsReview[];
  pending: number;
  /**
   * Editors must submit for review; when false an editor may publish their own work directly.
   */
  review_required: boolean;
}

/**
 * One review request (审核): an editor's draft of a layout, a home-content kind or a back-office item, waiting for a publisher (pending, 审核中), sent back with a comment (rejected, 已退回) or approved (approved, 已通过: published, or scheduled when schedule_id is set).
 */
export interface OpsReview {
  id: number;
  target_type: OpsReviewTargetType;
  /**
   * The layout id, the content kind, or <kind>:<id> of an item.
   */
  target: string;
  /**
   * The item's title; empty for layouts and home content (the console names those itself).
   */
  title: string;
  /**
   * The draft as submitted: a layout's revision number, else a fingerprint of the draft's content. An approval must name it.
   */
  draft_ref: string;
  /**
   * The draft now (null: there is no unpublished draft any more).
   */
  current_ref: string | null;
  /**
   * The draft changed (or went) since it was submitted: it cannot be approved until it is resubmitted.
   */
  stale: boolean;
  state: "pending" | "approved" | "rejected";
  /**
   * The editor's note with the submission.
   */
  note: string;
  submitted_by: string;
  submitted_at: string;
  reviewer: string | null;
  /**
   * Why the publisher sent it back (退回), or an approval's remark.
   */
  comment: string;
  decided_at: string | null;
  schedule_id: number | null;
}

/**
 * GET /ops/api/layouts/{id}/revisions/{revision}: one stored revision.
 */
export interface OpsRevisionDocument {
  revision: number;
  author: string;
  /**
   * The layout document of that revision.
   */
  document: {
    id: string;
    [k: string]: unknown;
  };
}

/**
 * GET /ops/api/layouts/{id}/revisions.
 */
export interface OpsRevisionList {
  list: OpsLayoutRevision[];
}

/**
 * POST /ops/api/layouts/{id}/publish and /rollback: which revision.
 */
export interface OpsRevisionRef {
  revision: number;
  note?: string;
}

/**
 * The data of a 409 refusal of save or publish: someone saved a newer revision.
 */
export interface OpsSaveConflict {
  current_revision: number;
  changed_by: string;
  /**
   * Unified diff from the saver's base to the newest revision.
   */
  diff: string;
}

/**
 * POST /ops/api/schedules: publish a layout revision (target_type layout, target the layout id, revision), a home-content kind's current draft (target_type content, target the kind), or a back-office item (target_type item: publish its draft; item-offline: take it down; target <kind>:<id>) at publish_at.
 */
export interface OpsScheduleInput {
  target_type: "layout" | "content" | "item" | "item-offline";
  target: string;
  revision?: number;
  /**
   * 发布时间
   */
  publish_at: string;
  note?: string;
}

/**
 * PUT /ops/api/schedules/{id}: move a pending scheduled publish to another time.
 */
export interface OpsScheduleMove {
  /**
   * 新的发布时间
   */
  publish_at: string;
}

/**
 * A live layout section or home-content record with a time window (start and/or end).
 */
export interface OpsScheduleWindow {
  target_type: "layout" | "content" | "item" | "item-offline";
  /**
   * The layout id or the content kind.
   */
  target: string;
  /**
   * The node id or the record id.
   */
  item: string;
  title: string;
  start: string | null;
  end: string | null;
}

/**
 * One scheduled publish as the schedule routes answer it.
 */
export interface OpsSchedule {
  id: number;
  target_type: "layout" | "content" | "item" | "item-offline";
  target: string;
  revision: number | null;
  publish_at: string;
  status: "pending" | "done" | "failed" | "cancelled";
  note: string;
  created_by: string;
  created_at: string;
  done_at: string | null;
  /**
   * The published revision, or why the publish could not happen (error, in Chinese).
   */
  result: {
    revision?: number;
    error?: string;
  } | null;
}

/**
 * GET /ops/api/schedules: the scheduled publishes (pending first, then the latest others) and the time windows of live sections and home content.
 */
export interface OpsSchedules {
  list: OpsSchedule[];
  windows: OpsScheduleWindow[];
}

/**
 * The full-screen advert, shown between start_time and end_time.
 */
export interface OpsScreenAdvertInput {
  /**
   * 广告图片（图片地址：上传图片或粘贴地址）
   */
  cover_img: string;
  /**
   * 跳转链接（站内路径或 http(s) 地址）
   */
  link?: string;
  /**
   * 开始时间
   */
  start_time: string;
  /**
   * 结束时间
   */
  end_time: string;
  /**
   * 启用（关闭后 App 不显示）
   */
  enabled?: boolean;
  audiences?: AudienceKeys;
}

/**
 * A full-screen advert as /ops/api/content/screen-adverts answers it (not ordered by hand).
 */
export interface OpsScreenAdvert {
  id: number;
  cover_img: string;
  link: string;
  start_time: string;
  end_time: string;
  enabled: boolean;
  view_count: number;
  audiences?: AudienceKeys;
}

/**
 * A new synonym group: 2–10 names, each 1–32 characters, none already in another group.
 */
export interface OpsSearchSynonymInput {
  /**
   * 同义词
   *
   * @minItems 2
   * @maxItems 10
   */
  names: string[];
}

/**
 * A group of medical synonyms and abbreviations search treats as one term.
 */
export interface OpsSearchSynonym {
  id: number;
  /**
   * 同义词（任何一个都能搜到用其他名称的内容）
   */
  names: string[];
  /**
   * 添加人（预置的为空）
   */
  created_by: string;
  created_at: string;
}

/**
 * GET /ops/api/layouts/{id}/section-stats?hours=N&limit=L&offset=O: per section exposures, clicks and CTR of the published revision over the period, against the previous revision seen (a page of sections, most exposed first, with the total), and per arm of the layout's tests. Clicks and conversions never exceed exposures.
 */
export interface OpsSectionStats {
  revision: number | null;
  previous_revision: number | null;
  hours: number;
  /**
   * Sections with numbers in the period, all pages together.
   */
  total_sections: number;
  /**
   * Where this page of sections starts in that list.
   */
  offset: number;
  /**
   * @maxItems 500
   */
  sections: {
    node_id: string;
    current: {
      exposures: number;
      clicks: number;
      ctr: number | null;
    };
    previous: {
      exposures: number;
      clicks: number;
      ctr: number | null;
    } | null;
  }[];
  experiments: {
    id: number;
    node_id: string | null;
    goal: ExperimentGoal;
    arms: {
      arm: "A" | "B";
      exposures: number;
      clicks: number;
      ctr: number | null;
      /**
       * The test's goal reached in this arm (equals clicks for a clicks goal).
       */
      conversions: number;
      /**
       * conversions per exposure; null without exposures.
       */
      rate: number | null;
      /**
       * 95 % Wilson interval of the rate.
       */
      ci_low: number | null;
      ci_high: number | null;
    }[];
  }[];
}

/**
 * A word to list (or re-list with another action): 1–32 characters after normalising.
 */
export interface OpsSensitiveWordInput {
  word: string;
  action: "refuse" | "hold";
}

/**
 * GET /ops/api/moderation/words: one page of the list, newest first, and how many words it has.
 */
export interface OpsSensitiveWordPage {
  list: OpsSensitiveWord[];
  page: number;
  pageSize: number;
  total: number;
  /**
   * How many words the list may hold.
   */
  limit: number;
}

/**
 * A listed word (stored normalised: half-width, lower case, no spaces or punctuation) and what it does: refuse the text, or hold it for review.
 */
export interface OpsSensitiveWord {
  id: number;
  word: string;
  action: "refuse" | "hold";
  created_by: string;
  created_at: string;
}

/**
 * A short video (短视频): PUT /ops/api/items/short-video/{id}. It plays a library video; its duration, and its cover when none is chosen, come from that video (the player learns portrait or landscape from the video's dimensions).
 */
export interface OpsShortVideoInput {
  /**
   * 标题
   */
  title: string;
  /**
   * 视频（从媒体库选择已转码的视频，时长与横竖屏取自视频）
   */
  video: string;
  /**
   * 封面（留空时用视频的封面帧）
   */
  cover_img?: string;
  /**
   * 分类
   */
  category_id?: number | null;
  /**
   * 讲者
   */
  doctor?: string;
  /**
   * 简介
   */
  desc?: string;
  /**
   * 所属课程（详情页显示的上级课程或系列课）
   */
  parent_course_id?: number | null;
  /**
   * 附件（从媒体库选择文档）
   *
   * @maxItems 20
   */
  downloads?: {
    /**
     * 名称
     */
    name: string;
    /**
     * 文件（从媒体库选择文档）
     */
    link: string;
  }[];
}

/**
 * A home icon entrance.
 */
export interface OpsShortcutInput {
  /**
   * 位置：1 图标宫格（每页 10 个），2 第二行入口
   */
  position_type: 1 | 2;
  /**
   * 名称
   */
  title: string;
  /**
   * 图标（图片地址：上传图片或粘贴地址）
   */
  logo: string;
  /**
   * 内容类型
   */
  content_type?: number;
  /**
   * 跳转链接（站内路径或 http(s) 地址）
   */
  link?: string;
  /**
   * 启用（关闭后 App 不显示）
   */
  enabled?: boolean;
  /**
   * 开始展示时间（不填则立即展示）
   */
  start_at?: string | null;
  /**
   * 结束展示时间（不填则一直展示）
   */
  end_at?: string | null;
  audiences?: AudienceKeys;
}

/**
 * An icon entrance as /ops/api/content/shortcuts answers it.
 */
export interface OpsShortcut {
  id: number;
  position_type: number;
  title: string;
  logo: string;
  content_type: number;
  link: string;
  enabled: boolean;
  /**
   * Position in the kind's order.
   */
  sort: number;
  /**
   * 开始展示时间（不填则立即展示）
   */
  start_at?: string | null;
  /**
   * 结束展示时间（不填则一直展示）
   */
  end_at?: string | null;
  audiences?: AudienceKeys;
}

/**
 * GET /ops/api/security/sign-in-failures: failed console sign-ins counted per address and hour (newest first, kept 30 days). Names the callers typed are not kept.
 */
export interface OpsSignInFailures {
  list: {
    /**
     * The address (IPv4) or its /64 (IPv6).
     */
    address: string;
    /**
     * Start of the hour.
     */
    hour: string;
    attempts: number;
    /**
     * How many of the attempts named an existing operator.
     */
    known_names: number;
  }[];
}

/**
 * A stored revision (draft, published or history) that fails lint against the current widgets, after their migrations, at the node it is about.
 */
export interface OpsStoredLayoutProblem {
  layout_id: string;
  revision: number;
  /**
   * published: what doctors see; draft: the pending draft; history: an older revision (a rollback target).
   */
  state: "published" | "draft" | "history";
  /**
   * The innermost node on the way to path; null: the document itself.
   */
  node_id: string | null;
  /**
   * JSON pointer into the revision after the widgets' migrations
   */
  path: string;
  kind: string;
  message: string;
}

/**
 * GET /ops/api/widgets/stored-problems: every stored revision checked against the current widgets (the same check as npm run lint:layouts -- --db).
 */
export interface OpsStoredLayoutProblems {
  /**
   * How many stored revisions were checked.
   */
  revisions: number;
  problems: OpsStoredLayoutProblem[];
}

export interface OpsStudyGroupApplicationPage {
  list: OpsStudyGroupApplication[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * One application to a study group as the console lists it: the group, the doctor (phone number masked), the note, its state and who decided.
 */
export interface OpsStudyGroupApplication {
  id: number;
  group_id: number;
  group_title: string;
  user_id: number;
  user_name: string;
  /**
   * Masked: 138****0047.
   */
  mobile: string;
  hospital: string;
  note: string;
  state: "pending" | "approved" | "declined";
  created_at: string;
  decided_at: string | null;
  /**
   * operator:<id> or leader:<user id>.
   */
  decided_by: string | null;
}

/**
 * A study group as the console's settings list shows it: its topic, leader (masked number), members-only content and how many members and waiting applications it has.
 */
export interface OpsStudyGroup {
  id: number;
  title: string;
  topic_title: string;
  leader_name: string;
  /**
   * Masked (138****0047); '' without a leader.
   */
  leader_mobile: string;
  /**
   * Sanitised HTML shown to members only.
   */
  member_content: string;
  members: number;
  pending: number;
}

/**
 * A special topic (专题): PUT /ops/api/items/topic/{id}. Its home (/topic-detail/{id}) shows the header, the introduction, the modules (each opens its page by key), the expert team and contacts. Modules, honours and study groups keep their ids across publishes (links to them stay valid); experts are written afresh. Banners, news, cooperating partners and topic-column items are not edited here.
 */
export interface OpsTopicInput {
  /**
   * 标题
   */
  title: string;
  /**
   * 标志（图片地址）
   */
  logo?: string;
  /**
   * 头图（图片地址）
   */
  cover_img?: string;
  /**
   * 底图（图片地址）
   */
  footer_img?: string;
  /**
   * 简介
   */
  desc?: string;
  /**
   * 专题介绍
   */
  content?: string;
  /**
   * 标题颜色（如 #333333）
   */
  title_color?: string;
  /**
   * 标题字号
   */
  title_font_size?: number;
  /**
   * 显示「专题介绍」标题
   */
  show_desc_title?: boolean;
  /**
   * 联系电话
   */
  mobile?: string;
  /**
   * 联系邮箱
   */
  email?: string;
  /**
   * 二维码（图片地址）
   */
  qrcode?: string;
  /**
   * 二维码说明
   */
  qrcode_name?: string;
  /**
   * 栏目
   *
   * @maxItems 30
   */
  modules?: {
    /**
     * 编号（系统填写；新加的一项留空）
     */
    id?: number | null;
    /**
     * 栏目类型（column 专题栏目，study_group 学组招募，honor 荣誉，expert 专家团队，news 新闻，link 外部链接）
     */
    key: "column" | "study_group" | "honor" | "expert" | "news" | "link";
    /**
     * 栏目名称
     */
    title: string;
    /**
     * 图标（图片地址）
     */
    logo?: string;
    /**
     * 说明
     */
    desc?: string;
    /**
     * 链接（App 内路径或 http(s) 地址；留空时按栏目类型打开）
     */
    link?: string;
    /**
     * 学组（仅学组招募栏目）
     *
     * @maxItems 50
     */
    study_groups?: {
      /**
       * 编号（系统填写；新加的一项留空）
       */
      id?: number | null;
      /**
       * 学组名称
       */
      title: string;
      /**
       * 主图（图片地址）
       */
      main_img?: string;
      /**
       * 显示成员头像
       */
      show_avatar?: boolean;
      /**
       * 成员名单（按角色分组）
       *
       * @maxItems 20
       */
      roles?: {
        /**
         * 角色（如组长、副组长、成员）
         */
        name: string;
        /**
         * 成员
         *
         * @maxItems 200
         */
        members?: {
          /**
           * 姓名
           */
          name: string;
          /**
           * 头像（图片地址）
           */
          avatar?: string;
          /**
           * 职称
           */
          title?: string;
          /**
           * 医院
           */
          hospital?: string;
        }[];
      }[];
      /**
       * 招募说明（富文本：如何加入，如联系人、电话、二维码；App 在学组下方显示）
       */
      content?: string;
    }[];
  }[];
  /**
   * 专家团队
   *
   * @maxItems 200
   */
  experts?: {
    /**
     * 讲者库中的人（选择后留空的姓名以外各项按其资料填写）
     */
    person_id?: number | null;
    /**
     * 姓名
     */
    name: string;
    /**
     * 职称
     */
    title?: string;
    /**
     * 医院
     */
    hospital?: string;
    /**
     * 头像（图片地址）
     */
    avatar?: string;
    /**
     * 简介
     */
    bio?: string;
  }[];
  /**
   * 荣誉
   *
   * @maxItems 200
   */
  honours?: {
    /**
     * 编号（系统填写；新加的一项留空）
     */
    id?: number | null;
    /**
     * 展示方式（1 详情页，2 图片集）
     */
    type?: 1 | 2;
    /**
     * 标题
     */
    title: string;
    /**
     * 图片（封面或图片集）
     *
     * @maxItems 20
     */
    cover_imgs?: string[];
    /**
     * 详情（富文本；展示方式为详情页时显示）
     */
    content?: string;
  }[];
}

/**
 * A widget stored layouts use that nothing registers.
 */
export interface OpsUnknownWidget {
  name: string;
  usage: OpsWidgetUsage[];
}

/**
 * Where a widget is used: a node of the newest saved revision of a layout.
 */
export interface OpsWidgetUsage {
  layout_id: string;
  node_id: string;
  revision: number;
}

/**
 * POST /ops/api/uploads: the stored image.
 */
export interface OpsUpload {
  url: string;
  /**
   * MIME type sniffed from the bytes.
   */
  type: string;
  /**
   * Bytes.
   */
  size: number;
}

/**
 * Mute a doctor for `days` (1–365), ban them (no comments or chat until lifted), or lift either.
 */
export interface OpsUserMuteInput {
  user_id: number;
  action: "mute" | "ban" | "lift";
  days?: number;
  reason?: string;
}

/**
 * A doctor's posting state after the change.
 */
export interface OpsUserMute {
  user_id: number;
  muted_until: string | null;
  banned: boolean;
}

/**
 * An item whose watch password is in its cool-down: too many wrong tries from everyone together; every try, right or wrong, is refused until locked_until. type: 1 course or video, 2 article, 4 live, 5 short video.
 */
export interface OpsWatchPasswordCooldown {
  type: 1 | 2 | 4 | 5;
  id: number;
  title: string;
  locked_until: string;
}

/**
 * GET /ops/api/watch-passwords/cooldowns: items in their watch-password cool-down now, the soonest to end first.
 */
export interface OpsWatchPasswordCooldowns {
  list: OpsWatchPasswordCooldown[];
}

/**
 * Which item's watch-password cool-down to end: type 1 course, 2 article, 3 video, 4 live, 5 short video (as in check_password).
 */
export interface OpsWatchPasswordResetInput {
  type: 1 | 2 | 3 | 4 | 5;
  id: number;
}

/**
 * POST /ops/api/watch-passwords/cooldowns/reset: the item's wrong-try counts are cleared and its cool-down ends; was_cooling_down says whether it was in one.
 */
export interface OpsWatchPasswordReset {
  type: 1 | 2 | 4 | 5;
  id: number;
  was_cooling_down: boolean;
}

/**
 * A registered widget with its props schema and usage.
 */
export interface OpsWidgetInfo {
  name: string;
  /**
   * Props schema version (x-version).
   */
  version: number;
  /**
   * Version in the deployed client; null: the client does not have this widget yet.
   */
  client_version: number | null;
  title: string;
  description: string;
  /**
   * Event name → what it means (x-events).
   */
  events: {
    [k: string]: string;
  };
  /**
   * The props JSON Schema (may hold $refs into schemas/).
   */
  schema: {
    [k: string]: unknown;
  };
  usage: OpsWidgetUsage[];
}

/**
 * GET /ops/api/widgets: the palette and the unknown widgets in use.
 */
export interface OpsWidgetList {
  list: OpsWidgetInfo[];
  unknown: OpsUnknownWidget[];
}
