// generated — do not edit; run npm run gen:types

import type { AcademicAssociation, ActivityCalendar, ActivityDetail, ActivityList, ArticleColumn, ArticleDetail, BannerList, BookingResult, ChannelHome, ChannelList, ChannelMoreTitle, CommentList, ConsentState, ContentItem, ContentPass, CourseColumn, CourseDetail, CourseNewList, DownloadCount, DownloadDetail, DownloadEmailResult, EmptyResult, FollowResult, HandoffLoginResult, HomePayload, Hospital, HospitalList, HotWord, LearningRecord, LiveCategoryList, LiveChatDeleteResult, LiveChatList, LiveChatPostResult, LiveColumnDetail, LiveDetail, LiveHome, LiveList, LiveShowDialog, LiveStreamCallbackResult, LiveSubscribeItem, LiveViewCount, LoginCodeRules, LoginResult, MedicalColumn, MedicalColumnIndex, MeetingNewsDetail, MeetingNewsList, MyLinks, OptionList, PagedContent, PointRule, Profile, ProfileSaved, ProgressResult, Questionnaire, QuestionnaireAnswerResult, ReactionState, SchoolList, SessionTokens, SharePoster, ShareRecordResult, ShortVideoDetail, SmsCountdown, StudyGroupApplication, StudyGroupMembers, StudyGroupMembership, StudyProgress, TextPage, TopicDetail, TopicHonour, TopicHonourPage, TopicNewsPage, TopicStudyGroup, TopicStudyGroupList, TrackingResult, UploadResult, UserPoints, UserResult, VideoPlayInfo, WechatJsSdkConfig } from './schema-types';

export const endpointCatalogue = {
  applyStudyGroup: { method: "POST", path: "/meeting/api/topic/study-group/apply", paged: false },
  checkPassword: { method: "POST", path: "/live/api/check_password", paged: false },
  checkVerify: { method: "POST", path: "/user/api/check-verify", paged: false },
  createComment: { method: "POST", path: "/course/api/comments", paged: false },
  createConsent: { method: "POST", path: "/user/api/privacy/consent", paged: false },
  createHospital: { method: "POST", path: "/user/api/hospital", paged: false },
  createLiveAppointment: { method: "GET", path: "/live/api/appointment/{id}", paged: false },
  createLiveChatImage: { method: "POST", path: "/live/api/chat/image", paged: false },
  createLiveChatMessage: { method: "POST", path: "/live/api/chat", paged: false },
  createMeetingApplication: { method: "GET", path: "/meeting/api/v4/apply/{id}", paged: false },
  createQuestionnaireAnswer: { method: "POST", path: "/live/api/questionnaire/{id}", paged: false },
  createUpload: { method: "POST", path: "/course/upload/file", paged: false },
  decideStudyGroupApplication: { method: "POST", path: "/meeting/api/topic/study-group/decide", paged: false },
  deleteLiveChatMessage: { method: "DELETE", path: "/live/api/chat/{id}", paged: false },
  deleteMyAccount: { method: "DELETE", path: "/user/api/account", paged: false },
  deleteSearchHistory: { method: "DELETE", path: "/course/api/search/history", paged: false },
  getAcademicAssociation: { method: "GET", path: "/meeting/api/topic/association", paged: false },
  getActivityCalendar: { method: "GET", path: "/course/api/activity/calendar", paged: false },
  getActivityDetail: { method: "GET", path: "/course/api/activity/detail/{id}", paged: false },
  getArticleColumn: { method: "GET", path: "/course/api/article/column/{id}", paged: false },
  getArticleDetail: { method: "GET", path: "/course/api/article/detail/{id}", paged: false },
  getChannelHome: { method: "GET", path: "/course/api/channel/{id}/home", paged: false },
  getChannelMoreTitle: { method: "GET", path: "/course/api/channel/{id}/more-title", paged: false },
  getCourseColumn: { method: "GET", path: "/course/api/course/column/{id}", paged: false },
  getCourseDetail: { method: "GET", path: "/course/api/course/detail/{id}", paged: false },
  getDownloadDetail: { method: "GET", path: "/course/api/download/detail/{id}", paged: false },
  getHome: { method: "GET", path: "/course/api/home", paged: false },
  getLearningRecord: { method: "GET", path: "/user/api/learning/record", paged: false },
  getLiveColumnDetail: { method: "GET", path: "/live/api/live/column/detail/{id}", paged: false },
  getLiveDetail: { method: "GET", path: "/live/api/live/detail/{id}", paged: false },
  getLiveHome: { method: "GET", path: "/live/api/live/home", paged: false },
  getLiveQuestionnaire: { method: "GET", path: "/live/api/questionnaire/{id}", paged: false },
  getLiveShowDialog: { method: "GET", path: "/live/api/live/show-dialog/{id}", paged: false },
  getLiveSubscribeItem: { method: "GET", path: "/live/api/live/subscribe/item/{id}", paged: false },
  getLiveViewCount: { method: "GET", path: "/live/api/live/view_count/{id}", paged: false },
  getLoginCodeRules: { method: "GET", path: "/user/api/login-code-rules", paged: false },
  getMedicalColumn: { method: "GET", path: "/course/api/medicalColumn/{id}", paged: false },
  getMedicalColumnIndex: { method: "GET", path: "/course/api/medicalColumn", paged: false },
  getMeeting: { method: "GET", path: "/meeting/api/academic/{uuid}", paged: false },
  getMeetingNews: { method: "GET", path: "/meeting/api/news/{id}", paged: false },
  getMyConsent: { method: "GET", path: "/user/api/privacy/consent", paged: false },
  getMyDataExport: { method: "GET", path: "/user/api/privacy/export", paged: false },
  getMyLinks: { method: "GET", path: "/user/api/my/links", paged: false },
  getProfile: { method: "GET", path: "/user/api/profile", paged: false },
  getSearch: { method: "GET", path: "/course/api/search", paged: false },
  getSearchList: { method: "GET", path: "/course/api/search/list", paged: false },
  getShare: { method: "GET", path: "/course/api/share", paged: false },
  getShortVideoDetail: { method: "GET", path: "/course/api/short-video/detail/{id}", paged: false },
  getStudyProgress: { method: "GET", path: "/course/api/progress/resume", paged: false },
  getTextPage: { method: "GET", path: "/course/api/position/{id}", paged: false },
  getTopicDetail: { method: "GET", path: "/meeting/api/topic/detail/{id}", paged: false },
  getTopicHonour: { method: "GET", path: "/meeting/api/topic/honor/detail/{id}", paged: false },
  getTopicStudyGroup: { method: "GET", path: "/meeting/api/topic/study-group/detail/{id}", paged: false },
  getUserInfo: { method: "GET", path: "/user/oauth/userinfo", paged: false },
  getVideoInfo: { method: "GET", path: "/course/api/video/info/{video_id}", paged: false },
  getWechatJsSdk: { method: "GET", path: "/wechat/jsSdk", paged: false },
  listAcademicContent: { method: "GET", path: "/live/api/academic/content", paged: true },
  listAcademicMeetings: { method: "GET", path: "/meeting/api/academic", paged: true },
  listActivities: { method: "GET", path: "/course/api/activity/list", paged: false },
  listArticleCategories: { method: "GET", path: "/course/api/article/category", paged: false },
  listArticleItems: { method: "GET", path: "/course/api/article/itemList/{id}", paged: true },
  listArticles: { method: "GET", path: "/course/api/article/list", paged: true },
  listBanners: { method: "GET", path: "/course/api/banner", paged: false },
  listChannelContent: { method: "GET", path: "/course/api/channel/{id}", paged: true },
  listChannels: { method: "GET", path: "/course/api/channel", paged: false },
  listClinicBanners: { method: "GET", path: "/course/api/clinic/banner", paged: false },
  listClinicCategories: { method: "GET", path: "/course/api/clinic/category", paged: false },
  listClinicCourses: { method: "GET", path: "/course/api/clinic/list", paged: true },
  listComments: { method: "GET", path: "/course/api/comments", paged: true },
  listContentSelect: { method: "GET", path: "/course/api/content/select", paged: true },
  listContinueLearning: { method: "GET", path: "/user/api/learning/continue", paged: true },
  listCourseCategories: { method: "GET", path: "/course/api/course/category", paged: false },
  listCourseNew: { method: "GET", path: "/course/api/course/new", paged: false },
  listCourseRecommend: { method: "GET", path: "/course/api/course/recommend", paged: true },
  listCourses: { method: "GET", path: "/course/api/course/list", paged: true },
  listDownloadCategories: { method: "GET", path: "/course/api/download/category", paged: false },
  listDownloads: { method: "GET", path: "/course/api/download/list", paged: true },
  listFollows: { method: "GET", path: "/course/api/follow/list", paged: true },
  listHospitals: { method: "GET", path: "/user/api/hospital", paged: false },
  listIdentityTree: { method: "GET", path: "/user/api/identity/tree", paged: false },
  listLiveChat: { method: "GET", path: "/live/api/chat/{id}", paged: false },
  listLiveColumns: { method: "GET", path: "/live/api/live/column/list", paged: true },
  listLiveReplays: { method: "GET", path: "/live/api/live/reBack", paged: true },
  listLiveStudy: { method: "GET", path: "/live/api/live/study", paged: true },
  listLives: { method: "GET", path: "/live/api/live/list", paged: false },
  listLivesByCategory: { method: "GET", path: "/live/api/live/category/list", paged: true },
  listMajors: { method: "GET", path: "/user/api/major", paged: false },
  listMeetingNews: { method: "GET", path: "/meeting/api/news", paged: true },
  listMeetings: { method: "GET", path: "/meeting/api/meeting/list", paged: true },
  listMyAppointments: { method: "GET", path: "/live/api/appointment", paged: true },
  listMyFavorites: { method: "GET", path: "/user/api/favorite", paged: true },
  listMyFocus: { method: "GET", path: "/user/api/focus", paged: true },
  listMyHistory: { method: "GET", path: "/user/api/history", paged: true },
  listMyStudyGroups: { method: "GET", path: "/meeting/api/topic/study-group/mine", paged: false },
  listOffices: { method: "GET", path: "/user/api/office", paged: false },
  listOrgTypes: { method: "GET", path: "/user/api/org/types", paged: false },
  listPatientTags: { method: "GET", path: "/user/api/patient/tags", paged: false },
  listPointRules: { method: "GET", path: "/user/api/points/rule", paged: false },
  listProfileTags: { method: "GET", path: "/user/api/tags", paged: false },
  listRegions: { method: "GET", path: "/user/api/city/tree", paged: false },
  listSchools: { method: "GET", path: "/user/api/school", paged: false },
  listSearchClassify: { method: "GET", path: "/course/api/search/classify", paged: false },
  listSearchResults: { method: "GET", path: "/course/api/search/results", paged: true },
  listSearchSuggestions: { method: "GET", path: "/course/api/search/suggest", paged: false },
  listShortVideoCategories: { method: "GET", path: "/course/api/short-video/category", paged: false },
  listShortVideos: { method: "GET", path: "/course/api/short-video/list", paged: true },
  listStudyCategories: { method: "GET", path: "/live/api/live/study/category", paged: false },
  listStudyGroupApplications: { method: "GET", path: "/meeting/api/topic/study-group/applications", paged: false },
  listTitleTree: { method: "GET", path: "/user/api/position/tree", paged: false },
  listTopicColumnCategories: { method: "GET", path: "/meeting/api/topic/column/category", paged: false },
  listTopicColumnItems: { method: "GET", path: "/meeting/api/topic/column/list", paged: true },
  listTopicHonourBanners: { method: "GET", path: "/meeting/api/topic/honor/banner", paged: false },
  listTopicHonours: { method: "GET", path: "/meeting/api/topic/honor/list", paged: true },
  listTopicNews: { method: "GET", path: "/meeting/api/topic/news/{id}", paged: true },
  listTopicStudyGroupMembers: { method: "GET", path: "/meeting/api/topic/study-group/member/{id}", paged: false },
  listTopicStudyGroups: { method: "GET", path: "/meeting/api/topic/study-group/list", paged: false },
  listTopics: { method: "GET", path: "/meeting/api/topic/list", paged: true },
  listUserPoints: { method: "GET", path: "/user/api/points", paged: false },
  loginByUnionId: { method: "GET", path: "/user/oauth/unionid/login", paged: false },
  loginByUuid: { method: "GET", path: "/user/oauth/uuid/login", paged: false },
  logout: { method: "POST", path: "/user/api/logout", paged: false },
  recordAdClick: { method: "GET", path: "/course/api/ad/{adId}/view", paged: false },
  recordBrowsing: { method: "POST", path: "/user/api/browsing/record", paged: false },
  recordContentRelationView: { method: "GET", path: "/course/api/content_relation/{id}/view", paged: false },
  recordExposure: { method: "POST", path: "/course/api/exposure/record", paged: false },
  recordFootprint: { method: "POST", path: "/user/api/footprint/record", paged: false },
  recordHotClick: { method: "GET", path: "/course/api/hot/{id}/view", paged: false },
  recordLive: { method: "GET", path: "/live/api/live/record", paged: false },
  recordLiveViewCount: { method: "POST", path: "/live/api/live/view_count", paged: false },
  recordProgress: { method: "GET", path: "/course/api/progress", paged: false },
  recordRecommendView: { method: "GET", path: "/course-phase/api/recommend_v2/{id}/view", paged: false },
  recordSearch: { method: "GET", path: "/course/api/search/record", paged: false },
  recordShare: { method: "GET", path: "/course/api/share/record", paged: false },
  refreshSession: { method: "POST", path: "/user/api/token/refresh", paged: false },
  reportComment: { method: "POST", path: "/course/api/comment/report", paged: false },
  sendDownloadEmail: { method: "POST", path: "/course/api/download/email", paged: false },
  sendVerify: { method: "GET", path: "/user/api/send-verify", paged: false },
  toggleActivityFavorite: { method: "GET", path: "/course/api/activity/favorite/{id}", paged: false },
  toggleActivityLike: { method: "GET", path: "/course/api/activity/like/{id}", paged: false },
  toggleArticleFavorite: { method: "GET", path: "/course/api/article/favorite/{id}", paged: false },
  toggleArticleLike: { method: "GET", path: "/course/api/article/like/{id}", paged: false },
  toggleAttention: { method: "GET", path: "/course/api/v4/attention/{origin_id}", paged: false },
  toggleColumnFollow: { method: "GET", path: "/course/api/subscribe/{pageID}", paged: false },
  toggleCommentLike: { method: "GET", path: "/course/api/comment/like/{id}", paged: false },
  toggleCourseFavorite: { method: "GET", path: "/course/api/course/favorite/{id}", paged: false },
  toggleDownloadFavorite: { method: "GET", path: "/course/api/download/favorite/{id}", paged: false },
  toggleLiveFavorite: { method: "GET", path: "/live/api/live/favorite/{id}", paged: false },
  toggleMedicalColumnFollow: { method: "GET", path: "/course/api/medicalColumn/subscribe/{id}", paged: false },
  toggleShortVideoFavorite: { method: "GET", path: "/course/api/short-video/favorite/{id}", paged: false },
  toggleShortVideoLike: { method: "GET", path: "/course/api/short-video/like/{id}", paged: false },
  updateDownloadCount: { method: "GET", path: "/course/api/download/download/{id}", paged: false },
  updateLiveStreamStatus: { method: "POST", path: "/live/api/stream/callback", paged: false },
  updateProfile: { method: "PUT", path: "/user/api/add-info", paged: false },
  updateTel: { method: "PUT", path: "/user/api/update-tel", paged: false },
  verifyCurrentTel: { method: "POST", path: "/user/api/verify-current-tel", paged: false },
} as const;

export type EndpointName = keyof typeof endpointCatalogue;

/** Endpoints bound as infinite lists (`paged: true` in the catalogue). */
export type PagedEndpointName = 'listAcademicContent' | 'listAcademicMeetings' | 'listArticleItems' | 'listArticles' | 'listChannelContent' | 'listClinicCourses' | 'listComments' | 'listContentSelect' | 'listContinueLearning' | 'listCourseRecommend' | 'listCourses' | 'listDownloads' | 'listFollows' | 'listLiveColumns' | 'listLiveReplays' | 'listLiveStudy' | 'listLivesByCategory' | 'listMeetingNews' | 'listMeetings' | 'listMyAppointments' | 'listMyFavorites' | 'listMyFocus' | 'listMyHistory' | 'listSearchResults' | 'listShortVideos' | 'listTopicColumnItems' | 'listTopicHonours' | 'listTopicNews' | 'listTopics';

export type ListPointRulesResult = PointRule[];

export interface EndpointArgs {
  applyStudyGroup: ApplyStudyGroupArgs;
  checkPassword: CheckPasswordArgs;
  checkVerify: CheckVerifyArgs;
  createComment: CreateCommentArgs;
  createConsent: CreateConsentArgs;
  createHospital: CreateHospitalArgs;
  createLiveAppointment: CreateLiveAppointmentArgs;
  createLiveChatImage: CreateLiveChatImageArgs;
  createLiveChatMessage: CreateLiveChatMessageArgs;
  createMeetingApplication: CreateMeetingApplicationArgs;
  createQuestionnaireAnswer: CreateQuestionnaireAnswerArgs;
  createUpload: CreateUploadArgs;
  decideStudyGroupApplication: DecideStudyGroupApplicationArgs;
  deleteLiveChatMessage: DeleteLiveChatMessageArgs;
  deleteMyAccount: DeleteMyAccountArgs;
  deleteSearchHistory: DeleteSearchHistoryArgs;
  getAcademicAssociation: GetAcademicAssociationArgs;
  getActivityCalendar: GetActivityCalendarArgs;
  getActivityDetail: GetActivityDetailArgs;
  getArticleColumn: GetArticleColumnArgs;
  getArticleDetail: GetArticleDetailArgs;
  getChannelHome: GetChannelHomeArgs;
  getChannelMoreTitle: GetChannelMoreTitleArgs;
  getCourseColumn: GetCourseColumnArgs;
  getCourseDetail: GetCourseDetailArgs;
  getDownloadDetail: GetDownloadDetailArgs;
  getHome: GetHomeArgs;
  getLearningRecord: GetLearningRecordArgs;
  getLiveColumnDetail: GetLiveColumnDetailArgs;
  getLiveDetail: GetLiveDetailArgs;
  getLiveHome: GetLiveHomeArgs;
  getLiveQuestionnaire: GetLiveQuestionnaireArgs;
  getLiveShowDialog: GetLiveShowDialogArgs;
  getLiveSubscribeItem: GetLiveSubscribeItemArgs;
  getLiveViewCount: GetLiveViewCountArgs;
  getLoginCodeRules: GetLoginCodeRulesArgs;
  getMedicalColumn: GetMedicalColumnArgs;
  getMedicalColumnIndex: GetMedicalColumnIndexArgs;
  getMeeting: GetMeetingArgs;
  getMeetingNews: GetMeetingNewsArgs;
  getMyConsent: GetMyConsentArgs;
  getMyDataExport: GetMyDataExportArgs;
  getMyLinks: GetMyLinksArgs;
  getProfile: GetProfileArgs;
  getSearch: GetSearchArgs;
  getSearchList: GetSearchListArgs;
  getShare: GetShareArgs;
  getShortVideoDetail: GetShortVideoDetailArgs;
  getStudyProgress: GetStudyProgressArgs;
  getTextPage: GetTextPageArgs;
  getTopicDetail: GetTopicDetailArgs;
  getTopicHonour: GetTopicHonourArgs;
  getTopicStudyGroup: GetTopicStudyGroupArgs;
  getUserInfo: GetUserInfoArgs;
  getVideoInfo: GetVideoInfoArgs;
  getWechatJsSdk: GetWechatJsSdkArgs;
  listAcademicContent: ListAcademicContentArgs;
  listAcademicMeetings: ListAcademicMeetingsArgs;
  listActivities: ListActivitiesArgs;
  listArticleCategories: ListArticleCategoriesArgs;
  listArticleItems: ListArticleItemsArgs;
  listArticles: ListArticlesArgs;
  listBanners: ListBannersArgs;
  listChannelContent: ListChannelContentArgs;
  listChannels: ListChannelsArgs;
  listClinicBanners: ListClinicBannersArgs;
  listClinicCategories: ListClinicCategoriesArgs;
  listClinicCourses: ListClinicCoursesArgs;
  listComments: ListCommentsArgs;
  listContentSelect: ListContentSelectArgs;
  listContinueLearning: ListContinueLearningArgs;
  listCourseCategories: ListCourseCategoriesArgs;
  listCourseNew: ListCourseNewArgs;
  listCourseRecommend: ListCourseRecommendArgs;
  listCourses: ListCoursesArgs;
  listDownloadCategories: ListDownloadCategoriesArgs;
  listDownloads: ListDownloadsArgs;
  listFollows: ListFollowsArgs;
  listHospitals: ListHospitalsArgs;
  listIdentityTree: ListIdentityTreeArgs;
  listLiveChat: ListLiveChatArgs;
  listLiveColumns: ListLiveColumnsArgs;
  listLiveReplays: ListLiveReplaysArgs;
  listLiveStudy: ListLiveStudyArgs;
  listLives: ListLivesArgs;
  listLivesByCategory: ListLivesByCategoryArgs;
  listMajors: ListMajorsArgs;
  listMeetingNews: ListMeetingNewsArgs;
  listMeetings: ListMeetingsArgs;
  listMyAppointments: ListMyAppointmentsArgs;
  listMyFavorites: ListMyFavoritesArgs;
  listMyFocus: ListMyFocusArgs;
  listMyHistory: ListMyHistoryArgs;
  listMyStudyGroups: ListMyStudyGroupsArgs;
  listOffices: ListOfficesArgs;
  listOrgTypes: ListOrgTypesArgs;
  listPatientTags: ListPatientTagsArgs;
  listPointRules: ListPointRulesArgs;
  listProfileTags: ListProfileTagsArgs;
  listRegions: ListRegionsArgs;
  listSchools: ListSchoolsArgs;
  listSearchClassify: ListSearchClassifyArgs;
  listSearchResults: ListSearchResultsArgs;
  listSearchSuggestions: ListSearchSuggestionsArgs;
  listShortVideoCategories: ListShortVideoCategoriesArgs;
  listShortVideos: ListShortVideosArgs;
  listStudyCategories: ListStudyCategoriesArgs;
  listStudyGroupApplications: ListStudyGroupApplicationsArgs;
  listTitleTree: ListTitleTreeArgs;
  listTopicColumnCategories: ListTopicColumnCategoriesArgs;
  listTopicColumnItems: ListTopicColumnItemsArgs;
  listTopicHonourBanners: ListTopicHonourBannersArgs;
  listTopicHonours: ListTopicHonoursArgs;
  listTopicNews: ListTopicNewsArgs;
  listTopicStudyGroupMembers: ListTopicStudyGroupMembersArgs;
  listTopicStudyGroups: ListTopicStudyGroupsArgs;
  listTopics: ListTopicsArgs;
  listUserPoints: ListUserPointsArgs;
  loginByUnionId: LoginByUnionIdArgs;
  loginByUuid: LoginByUuidArgs;
  logout: LogoutArgs;
  recordAdClick: RecordAdClickArgs;
  recordBrowsing: RecordBrowsingArgs;
  recordContentRelationView: RecordContentRelationViewArgs;
  recordExposure: RecordExposureArgs;
  recordFootprint: RecordFootprintArgs;
  recordHotClick: RecordHotClickArgs;
  recordLive: RecordLiveArgs;
  recordLiveViewCount: RecordLiveViewCountArgs;
  recordProgress: RecordProgressArgs;
  recordRecommendView: RecordRecommendViewArgs;
  recordSearch: RecordSearchArgs;
  recordShare: RecordShareArgs;
  refreshSession: RefreshSessionArgs;
  reportComment: ReportCommentArgs;
  sendDownloadEmail: SendDownloadEmailArgs;
  sendVerify: SendVerifyArgs;
  toggleActivityFavorite: ToggleActivityFavoriteArgs;
  toggleActivityLike: ToggleActivityLikeArgs;
  toggleArticleFavorite: ToggleArticleFavoriteArgs;
  toggleArticleLike: ToggleArticleLikeArgs;
  toggleAttention: ToggleAttentionArgs;
  toggleColumnFollow: ToggleColumnFollowArgs;
  toggleCommentLike: ToggleCommentLikeArgs;
  toggleCourseFavorite: ToggleCourseFavoriteArgs;
  toggleDownloadFavorite: ToggleDownloadFavoriteArgs;
  toggleLiveFavorite: ToggleLiveFavoriteArgs;
  toggleMedicalColumnFollow: ToggleMedicalColumnFollowArgs;
  toggleShortVideoFavorite: ToggleShortVideoFavoriteArgs;
  toggleShortVideoLike: ToggleShortVideoLikeArgs;
  updateDownloadCount: UpdateDownloadCountArgs;
  updateLiveStreamStatus: UpdateLiveStreamStatusArgs;
  updateProfile: UpdateProfileArgs;
  updateTel: UpdateTelArgs;
  verifyCurrentTel: VerifyCurrentTelArgs;
}

export interface ApplyStudyGroupArgs {
  id: number;
  note?: string;
}

export interface CheckPasswordArgs {
  id: number;
  password: string;
  type: 1 | 2 | 3 | 4 | 5;
}

export interface CheckVerifyArgs {
  mobile: string;
  code: string;
  /**
   * Ignored, like union_id
   */
  openid?: string;
  live_id?: string;
  /**
   * Ignored: a WeChat identity is only bound from a server-issued wx_token
   */
  union_id?: string;
  /**
   * One-time token of the WeChat OAuth callback (see loginByUnionId)
   */
  wx_token?: string;
  refer?: string;
}

export interface CreateCommentArgs {
  content_id: number;
  comment_type: 1 | 2 | 3 | 4;
  /**
   * 内容子类型（如 6 病例），可省略
   */
  content_type?: number;
  content: string;
  comment_id?: number;
  to_user_id?: number;
}

export interface CreateConsentArgs {
  agreement_version: string;
}

export interface CreateHospitalArgs {
  name: string;
  pccm?: string;
  user_mobile?: string;
  province_id?: number | string;
  province?: string;
  city_id?: number | string;
  city?: string;
  municipality_id?: number | string;
  municipality?: string;
}

export interface CreateLiveAppointmentArgs {
  id: number;
}

export interface CreateLiveChatImageArgs {}

export interface CreateLiveChatMessageArgs {
  live_id: number;
  message: string;
  subscribe_id?: number;
  cite_id?: number;
}

export interface CreateMeetingApplicationArgs {
  id: number;
  page_type?: 1;
}

export interface CreateQuestionnaireAnswerArgs {
  id: number;
  answers: string;
}

export interface CreateUploadArgs {}

export interface DecideStudyGroupApplicationArgs {
  id: number;
  action: "approve" | "decline";
}

export interface DeleteLiveChatMessageArgs {
  id: number;
}

export interface DeleteMyAccountArgs {
  confirm: "注销";
}

export interface DeleteSearchHistoryArgs {
  keyword?: string;
}

export interface GetAcademicAssociationArgs {}

export interface GetActivityCalendarArgs {}

export interface GetActivityDetailArgs {
  id: number;
}

export interface GetArticleColumnArgs {
  id: number;
}

export interface GetArticleDetailArgs {
  id: number;
  /**
   * 0 article, 6 case; when given it must match the item.
   */
  content_type?: 0 | 6;
}

export interface GetChannelHomeArgs {
  id: number;
}

export interface GetChannelMoreTitleArgs {
  id: number;
  origin_type: number;
}

export interface GetCourseColumnArgs {
  id: number;
}

export interface GetCourseDetailArgs {
  id: number;
}

export interface GetDownloadDetailArgs {
  id: number;
}

export interface GetHomeArgs {}

export interface GetLearningRecordArgs {}

export interface GetLiveColumnDetailArgs {
  id: number;
}

export interface GetLiveDetailArgs {
  id: number;
  increase?: 0 | 1;
  item_id?: number;
}

export interface GetLiveHomeArgs {
  pageSize?: number;
  category_id?: number;
  title?: string;
}

export interface GetLiveQuestionnaireArgs {
  id: number;
}

export interface GetLiveShowDialogArgs {
  id: number;
}

export interface GetLiveSubscribeItemArgs {
  id: number;
}

export interface GetLiveViewCountArgs {
  id: number;
}

export interface GetLoginCodeRulesArgs {}

export interface GetMedicalColumnArgs {
  id: number;
}

export interface GetMedicalColumnIndexArgs {}

export interface GetMeetingArgs {
  uuid: string;
}

export interface GetMeetingNewsArgs {
  id: number;
}

export interface GetMyConsentArgs {}

export interface GetMyDataExportArgs {}

export interface GetMyLinksArgs {}

export interface GetProfileArgs {}

export interface GetSearchArgs {
  /**
   * 搜索词（去掉首尾空白和控制字符后 1–50 个字）
   */
  keyword: string;
  /**
   * 排序（见 docs/product-rules.md#search）：1 综合，2 最新，3 最热；即排序标签的序号
   */
  order?: 1 | 2 | 3;
  /**
   * 频道搜索：live 直播、course 课程、case 病例、download 指南下载；空为全站
   */
  channel?: "" | "live" | "course" | "case" | "download";
  /**
   * 每个分区的条数
   */
  size?: number;
}

export interface GetSearchListArgs {
  type?: 1 | 2;
  time?: number | string;
}

export interface GetShareArgs {
  content_id: number;
  type: 1 | 2 | 3 | 4;
  content_type?: number;
}

export interface GetShortVideoDetailArgs {
  id: number;
  content_type?: number;
}

export interface GetStudyProgressArgs {
  content_id: number;
  type: 1 | 2 | 3 | 4 | 5;
}

export interface GetTextPageArgs {
  id: number;
}

export interface GetTopicDetailArgs {
  id: number;
}

export interface GetTopicHonourArgs {
  id: number;
  topic_id?: number;
}

export interface GetTopicStudyGroupArgs {
  id: number;
}

export interface GetUserInfoArgs {}

export interface GetVideoInfoArgs {
  video_id: string;
}

export interface GetWechatJsSdkArgs {
  /**
   * The page's full URL (http or https)
   */
  uri: string;
}

export interface ListAcademicContentArgs {
  page?: number;
  pageSize?: number;
}

export interface ListAcademicMeetingsArgs {
  page?: number;
  pageSize?: number;
}

export interface ListActivitiesArgs {
  date?: string;
  pageSize?: number;
}

export interface ListArticleCategoriesArgs {
  type?: 2 | 6;
}

export interface ListArticleItemsArgs {
  id: number;
  /**
   * 30: id is a medical column.
   */
  content_type?: 0 | 6 | 30;
  page?: number;
  pageSize?: number;
}

export interface ListArticlesArgs {
  page?: number;
  pageSize?: number;
  /**
   * 0 or absent: every category.
   */
  category_id?: number;
  title?: string;
  content_type?: 0 | 6;
}

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

export interface ListClinicBannersArgs {}

export interface ListClinicCategoriesArgs {
  content_type?: 7 | 8;
  pageSize?: number;
}

export interface ListClinicCoursesArgs {
  content_type?: 7 | 8;
  /**
   * 0 or absent: every category.
   */
  category_id?: number;
  title?: string;
  page?: number;
  pageSize?: number;
}

export interface ListCommentsArgs {
  content_id: number;
  comment_type: 1 | 2 | 3 | 4;
  /**
   * 内容子类型（如 6 病例），可省略
   */
  content_type?: number;
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

export interface ListContinueLearningArgs {
  page?: number;
  pageSize?: number;
}

export interface ListCourseCategoriesArgs {
  pageSize?: number;
}

export interface ListCourseNewArgs {
  content_type?: 0 | 7 | 8;
  pageSize?: number;
}

export interface ListCourseRecommendArgs {
  course_id?: number;
  content_type?: 0 | 7 | 8;
  page?: number;
  pageSize?: number;
}

export interface ListCoursesArgs {
  /**
   * 0 or absent: every category.
   */
  category_id?: number;
  title?: string;
  page?: number;
  pageSize?: number;
}

export interface ListDownloadCategoriesArgs {}

export interface ListDownloadsArgs {
  category_id?: number;
  title?: string;
  page?: number;
  pageSize?: number;
}

export interface ListFollowsArgs {
  id?: number;
  page?: number;
  pageSize?: number;
}

export interface ListHospitalsArgs {
  name?: string;
  municipality_id?: number;
  city_id?: number;
  province_id?: number;
  user_mobile?: string;
}

export interface ListIdentityTreeArgs {}

export interface ListLiveChatArgs {
  id: number;
  pageSize?: number;
}

export interface ListLiveColumnsArgs {
  page?: number;
  pageSize?: number;
}

export interface ListLiveReplaysArgs {
  page?: number;
  pageSize?: number;
  live_type?: 0 | 5 | 7 | 8;
  category_id?: number;
}

export interface ListLiveStudyArgs {
  page?: number;
  pageSize?: number;
  category_id?: number;
  title?: string;
}

export interface ListLivesArgs {}

export interface ListLivesByCategoryArgs {
  page?: number;
  pageSize?: number;
  category_id: number;
  title?: string;
}

export interface ListMajorsArgs {
  school_id?: number;
  name?: string;
}

export interface ListMeetingNewsArgs {
  page?: number;
  pageSize?: number;
}

export interface ListMeetingsArgs {
  page?: number;
  pageSize?: number;
}

export interface ListMyAppointmentsArgs {
  page?: number;
  pageSize?: number;
}

export interface ListMyFavoritesArgs {
  /**
   * 1 课程, 2 资讯, 3 短视频, 4 直播 (target-type codes)
   */
  type: 1 | 2 | 3 | 4;
  page?: number;
  pageSize?: number;
}

export interface ListMyFocusArgs {
  page?: number;
  pageSize?: number;
  category_id?: number;
  title?: string;
}

export interface ListMyHistoryArgs {
  /**
   * 1 课程, 2 资讯, 3 短视频, 4 直播 (target-type codes)
   */
  type: 1 | 2 | 3 | 4;
  page?: number;
  pageSize?: number;
}

export interface ListMyStudyGroupsArgs {
  meeting_subject_id: number;
}

export interface ListOfficesArgs {
  hospital_id: number;
}

export interface ListOrgTypesArgs {}

export interface ListPatientTagsArgs {
  type: "confirmed_disease" | "experience_treatment";
}

export interface ListPointRulesArgs {}

export interface ListProfileTagsArgs {
  type: "need" | "good_at_disease" | "good_at_technology";
}

export interface ListRegionsArgs {}

export interface ListSchoolsArgs {
  name?: string;
  province_id?: number;
}

export interface ListSearchClassifyArgs {
  /**
   * 搜索词（去掉首尾空白和控制字符后 1–50 个字）
   */
  keyword: string;
  /**
   * 频道搜索：live 直播、course 课程、case 病例、download 指南下载；空为全站
   */
  channel?: "" | "live" | "course" | "case" | "download";
}

export interface ListSearchResultsArgs {
  /**
   * 搜索词（去掉首尾空白和控制字符后 1–50 个字）
   */
  keyword: string;
  /**
   * 排序（见 docs/product-rules.md#search）：1 综合，2 最新，3 最热；即排序标签的序号
   */
  order?: 1 | 2 | 3;
  /**
   * 频道搜索：live 直播、course 课程、case 病例、download 指南下载；空为全站
   */
  channel?: "" | "live" | "course" | "case" | "download";
  /**
   * 分类（listSearchClassify 的 type）；0 为全部
   */
  type?: number;
  page?: number;
  pageSize?: number;
}

export interface ListSearchSuggestionsArgs {
  /**
   * 搜索词（去掉首尾空白和控制字符后 1–50 个字）
   */
  keyword: string;
  /**
   * 频道搜索：live 直播、course 课程、case 病例、download 指南下载；空为全站
   */
  channel?: "" | "live" | "course" | "case" | "download";
  size?: number;
}

export interface ListShortVideoCategoriesArgs {}

export interface ListShortVideosArgs {
  category_id?: number;
  page?: number;
  pageSize?: number;
}

export interface ListStudyCategoriesArgs {}

export interface ListStudyGroupApplicationsArgs {
  id: number;
  state?: "pending" | "approved" | "declined" | "all";
}

export interface ListTitleTreeArgs {}

export interface ListTopicColumnCategoriesArgs {
  topic_subject_id: number;
  topic_id?: number;
}

export interface ListTopicColumnItemsArgs {
  topic_subject_id: number;
  topic_id?: number;
  category_id?: number;
  page?: number;
  pageSize?: number;
}

export interface ListTopicHonourBannersArgs {
  topic_id: number;
}

export interface ListTopicHonoursArgs {
  topic_id: number;
  page?: number;
  pageSize?: number;
}

export interface ListTopicNewsArgs {
  id: number;
  page?: number;
  pageSize?: number;
}

export interface ListTopicStudyGroupMembersArgs {
  id: number;
}

export interface ListTopicStudyGroupsArgs {
  meeting_subject_id: number;
  topic_id?: number;
}

export interface ListTopicsArgs {
  page?: number;
  pageSize?: number;
}

export interface ListUserPointsArgs {
  type: "income" | "outcome";
  page?: number;
  pageSize?: number;
}

export interface LoginByUnionIdArgs {
  wx_token: string;
  path?: string;
}

export interface LoginByUuidArgs {
  uuid: string;
  path?: string;
}

export interface LogoutArgs {
  refresh_token?: string;
}

export interface RecordAdClickArgs {
  adId: number;
}

export interface RecordBrowsingArgs {
  id?: number;
  title?: string;
  path: string;
}

export interface RecordContentRelationViewArgs {
  id: number;
}

export interface RecordExposureArgs {
  data: string;
}

export interface RecordFootprintArgs {
  id?: number;
  type: 1 | 2 | 3 | 4 | 6 | 9 | 13 | 18;
  content_type?: number;
  source_type?: number;
  page_type?: string | number;
  note?: string;
  title?: string;
}

export interface RecordHotClickArgs {
  id: number;
}

export interface RecordLiveArgs {
  content_id: number;
  type?: 4;
  randStr?: string;
}

export interface RecordLiveViewCountArgs {
  id: number;
  type?: 4;
  increment?: number;
}

export interface RecordProgressArgs {
  content_id: number;
  progress: number;
  type: 1 | 2 | 3 | 4 | 5;
  /**
   * Where playback stands, seconds.
   */
  position?: number;
  /**
   * The video's length, seconds (0 unknown).
   */
  duration?: number;
  /**
   * Seconds actually played since the last report.
   */
  played?: number;
}

export interface RecordRecommendViewArgs {
  id: number;
}

export interface RecordSearchArgs {
  /**
   * 搜索词（去掉首尾空白和控制字符后 1–50 个字）
   */
  keyword: string;
}

export interface RecordShareArgs {
  type: 1 | 2 | 3 | 4;
  source_type?: number;
  content_id: number;
  title?: string;
  /**
   * share_ticket of the poster getShare gave this user for this item (valid 1 hour): without it nothing is paid
   */
  ticket?: string;
}

export interface RefreshSessionArgs {
  refresh_token: string;
}

export interface ReportCommentArgs {
  id: number;
  reason: "spam" | "abuse" | "illegal" | "false" | "other";
}

export interface SendDownloadEmailArgs {
  id: number;
  /**
   * Exactly one address (no lists, spaces or second @).
   */
  email: string;
}

export interface SendVerifyArgs {
  /**
   * 11-digit mainland number; spaces and dashes are removed
   */
  mobile: string;
  /**
   * Accepted for old clients and ignored: it never changes the answer
   */
  is_register?: number | string | boolean;
  /**
   * change-tel: the code is for the signed-in user's new number (updateTel). Needs a session (401 otherwise) whose current number was proven with verifyCurrentTel within 10 minutes (else 请先验证当前手机号); the user's own number (新手机号与当前手机号相同) and a number bound to another account (该手机号已绑定其他账号) are refused before any SMS is sent. Default login.
   */
  purpose?: "login" | "change-tel";
}

export interface ToggleActivityFavoriteArgs {
  id: number;
}

export interface ToggleActivityLikeArgs {
  id: number;
}

export interface ToggleArticleFavoriteArgs {
  id: number;
  /**
   * 内容子类型（如 6 病例），可省略
   */
  content_type?: number;
}

export interface ToggleArticleLikeArgs {
  id: number;
}

export interface ToggleAttentionArgs {
  origin_id: number;
}

export interface ToggleColumnFollowArgs {
  pageID: number;
}

export interface ToggleCommentLikeArgs {
  id: number;
}

export interface ToggleCourseFavoriteArgs {
  id: number;
}

export interface ToggleDownloadFavoriteArgs {
  id: number;
}

export interface ToggleLiveFavoriteArgs {
  id: number;
}

export interface ToggleMedicalColumnFollowArgs {
  id: number;
}

export interface ToggleShortVideoFavoriteArgs {
  id: number;
  /**
   * 内容子类型（如 6 病例），可省略
   */
  content_type?: number;
}

export interface ToggleShortVideoLikeArgs {
  id: number;
}

export interface UpdateDownloadCountArgs {
  id: number;
}

export interface UpdateLiveStreamStatusArgs {
  live_id: number;
  live_status?: 0 | 1 | 2 | 5 | 6 | 7;
  open_status?: 1 | 2;
  timestamp: number;
  /**
   * Unique per callback (e.g. a UUID): a callback whose nonce was seen before is refused.
   */
  nonce: string;
  event?: string;
}

export interface UpdateProfileArgs {
  name?: string | number;
  identity?: string | number;
  otherIdentityType?: string | number;
  province_id?: string | number;
  province_name?: string | number;
  city_id?: string | number;
  city_name?: string | number;
  municipality_id?: string | number;
  municipality_name?: string | number;
  hospital_id?: string | number;
  hospital_name?: string | number;
  hospital_level_name?: string | number;
  office_id?: string | number;
  office_name?: string | number;
  position_id?: string | number;
  position_name?: string | number;
  duty_name?: string | number;
  company_type?: string | number;
  company_type_name?: string | number;
  company_id?: string | number;
  company_name?: string | number;
  school_id?: string | number;
  school_name?: string | number;
  major_id?: string | number;
  major_name?: string | number;
  tags?: string | number;
  tags_name?: string | number;
  good_at_disease?: string | number;
  good_at_disease_name?: string | number;
  good_at_technology?: string | number;
  good_at_technology_name?: string | number;
  experience_treatment?: string | number;
  experience_treatment_name?: string | number;
  confirmed_disease?: string | number;
  confirmed_disease_name?: string | number;
  interested?: string | number;
  email?: string | number;
  friendship?: string | number;
  /**
   * 1：编辑已完善的信息
   */
  is_update?: string | number;
}

export interface UpdateTelArgs {
  mobile: string;
  code: string;
}

export interface VerifyCurrentTelArgs {
  code: string;
}

export interface EndpointResults {
  applyStudyGroup: StudyGroupMembership;
  checkPassword: ContentPass;
  checkVerify: LoginResult;
  createComment: CreateCommentResult;
  createConsent: ConsentState;
  createHospital: Hospital;
  createLiveAppointment: BookingResult;
  createLiveChatImage: LiveChatPostResult;
  createLiveChatMessage: LiveChatPostResult;
  createMeetingApplication: BookingResult;
  createQuestionnaireAnswer: QuestionnaireAnswerResult;
  createUpload: UploadResult;
  decideStudyGroupApplication: StudyGroupApplication;
  deleteLiveChatMessage: LiveChatDeleteResult;
  deleteMyAccount: DeleteMyAccountResult;
  deleteSearchHistory: DeleteSearchHistoryResult;
  getAcademicAssociation: AcademicAssociation;
  getActivityCalendar: ActivityCalendar;
  getActivityDetail: ActivityDetail;
  getArticleColumn: ArticleColumn;
  getArticleDetail: ArticleDetail;
  getChannelHome: ChannelHome;
  getChannelMoreTitle: ChannelMoreTitle;
  getCourseColumn: CourseColumn;
  getCourseDetail: CourseDetail;
  getDownloadDetail: DownloadDetail;
  getHome: HomePayload;
  getLearningRecord: LearningRecord;
  getLiveColumnDetail: LiveColumnDetail;
  getLiveDetail: LiveDetail;
  getLiveHome: LiveHome;
  getLiveQuestionnaire: Questionnaire;
  getLiveShowDialog: LiveShowDialog;
  getLiveSubscribeItem: LiveSubscribeItem;
  getLiveViewCount: LiveViewCount;
  getLoginCodeRules: LoginCodeRules;
  getMedicalColumn: MedicalColumn;
  getMedicalColumnIndex: MedicalColumnIndex;
  getMeeting: ContentItem;
  getMeetingNews: MeetingNewsDetail;
  getMyConsent: ConsentState;
  getMyDataExport: GetMyDataExportResult;
  getMyLinks: MyLinks;
  getProfile: Profile;
  getSearch: GetSearchResult;
  getSearchList: GetSearchListResult;
  getShare: SharePoster;
  getShortVideoDetail: ShortVideoDetail;
  getStudyProgress: StudyProgress;
  getTextPage: TextPage;
  getTopicDetail: TopicDetail;
  getTopicHonour: TopicHonour;
  getTopicStudyGroup: TopicStudyGroup;
  getUserInfo: UserResult;
  getVideoInfo: VideoPlayInfo;
  getWechatJsSdk: WechatJsSdkConfig;
  listAcademicContent: PagedContent;
  listAcademicMeetings: PagedContent;
  listActivities: ActivityList;
  listArticleCategories: ChannelList;
  listArticleItems: PagedContent;
  listArticles: PagedContent;
  listBanners: BannerList;
  listChannelContent: PagedContent;
  listChannels: ChannelList;
  listClinicBanners: BannerList;
  listClinicCategories: ChannelList;
  listClinicCourses: PagedContent;
  listComments: CommentList;
  listContentSelect: PagedContent;
  listContinueLearning: PagedContent;
  listCourseCategories: ChannelList;
  listCourseNew: CourseNewList;
  listCourseRecommend: PagedContent;
  listCourses: PagedContent;
  listDownloadCategories: ChannelList;
  listDownloads: PagedContent;
  listFollows: PagedContent;
  listHospitals: HospitalList;
  listIdentityTree: OptionList;
  listLiveChat: LiveChatList;
  listLiveColumns: PagedContent;
  listLiveReplays: PagedContent;
  listLiveStudy: PagedContent;
  listLives: LiveList;
  listLivesByCategory: PagedContent;
  listMajors: OptionList;
  listMeetingNews: MeetingNewsList;
  listMeetings: PagedContent;
  listMyAppointments: PagedContent;
  listMyFavorites: PagedContent;
  listMyFocus: PagedContent;
  listMyHistory: PagedContent;
  listMyStudyGroups: ListMyStudyGroupsResult;
  listOffices: OptionList;
  listOrgTypes: OptionList;
  listPatientTags: OptionList;
  listPointRules: ListPointRulesResult;
  listProfileTags: OptionList;
  listRegions: OptionList;
  listSchools: SchoolList;
  listSearchClassify: ListSearchClassifyResult;
  listSearchResults: PagedContent;
  listSearchSuggestions: ListSearchSuggestionsResult;
  listShortVideoCategories: ChannelList;
  listShortVideos: PagedContent;
  listStudyCategories: LiveCategoryList;
  listStudyGroupApplications: ListStudyGroupApplicationsResult;
  listTitleTree: OptionList;
  listTopicColumnCategories: ChannelList;
  listTopicColumnItems: PagedContent;
  listTopicHonourBanners: BannerList;
  listTopicHonours: TopicHonourPage;
  listTopicNews: TopicNewsPage;
  listTopicStudyGroupMembers: StudyGroupMembers;
  listTopicStudyGroups: TopicStudyGroupList;
  listTopics: PagedContent;
  listUserPoints: UserPoints;
  loginByUnionId: HandoffLoginResult;
  loginByUuid: HandoffLoginResult;
  logout: EmptyResult;
  recordAdClick: TrackingResult;
  recordBrowsing: TrackingResult;
  recordContentRelationView: TrackingResult;
  recordExposure: TrackingResult;
  recordFootprint: TrackingResult;
  recordHotClick: TrackingResult;
  recordLive: EmptyResult;
  recordLiveViewCount: LiveViewCount;
  recordProgress: ProgressResult;
  recordRecommendView: TrackingResult;
  recordSearch: RecordSearchResult;
  recordShare: ShareRecordResult;
  refreshSession: SessionTokens;
  reportComment: ReportCommentResult;
  sendDownloadEmail: DownloadEmailResult;
  sendVerify: SmsCountdown;
  toggleActivityFavorite: ReactionState;
  toggleActivityLike: ReactionState;
  toggleArticleFavorite: ReactionState;
  toggleArticleLike: ReactionState;
  toggleAttention: FollowResult;
  toggleColumnFollow: FollowResult;
  toggleCommentLike: ReactionState;
  toggleCourseFavorite: ReactionState;
  toggleDownloadFavorite: ReactionState;
  toggleLiveFavorite: ReactionState;
  toggleMedicalColumnFollow: FollowResult;
  toggleShortVideoFavorite: ReactionState;
  toggleShortVideoLike: ReactionState;
  updateDownloadCount: DownloadCount;
  updateLiveStreamStatus: LiveStreamCallbackResult;
  updateProfile: ProfileSaved;
  updateTel: UserResult;
  verifyCurrentTel: EmptyResult;
}

export interface CreateCommentResult {
  id: number;
  /**
   * Present when a listed word held the comment for review: only its author sees it (marked 审核中) until an operator approves it; the envelope's message says so.
   */
  moderation?: "held";
}

export interface DeleteMyAccountResult {
  deleted: 1;
}

export interface DeleteSearchHistoryResult {
  deleted: number;
}

export interface GetMyDataExportResult {
  exported_at: string;
  agreement_version: string;
  profile: {
    [k: string]: unknown;
  };
  /**
   * Section name → rows (plain JSON objects as stored).
   */
  sections: {
    [k: string]: {
      [k: string]: unknown;
    }[];
  };
}

export interface GetSearchResult {
  keyword: string;
  courses: ContentItem[];
  lives: ContentItem[];
  articles: ContentItem[];
  videos: ContentItem[];
  cases: ContentItem[];
  guides: ContentItem[];
  meetings: ContentItem[];
  topics: ContentItem[];
  columns: ContentItem[];
  /**
   * 全部类别的匹配条数
   */
  total: number;
}

export interface GetSearchListResult {
  hot_words: HotWord[];
  histories: SearchHistory[];
}

export interface SearchHistory {
  id: number;
  title: string;
}

export interface ListMyStudyGroupsResult {
  list: StudyGroupMembership[];
}

export interface ListSearchClassifyResult {
  list: SearchClassify[];
}

export interface SearchClassify {
  id: number;
  name: string;
  type: number;
  count: number;
}

export interface ListSearchSuggestionsResult {
  list: SearchSuggestion[];
}

export interface SearchSuggestion {
  id: number;
  title: string;
  origin_type: number;
}

export interface ListStudyGroupApplicationsResult {
  list: StudyGroupApplication[];
}

export interface RecordSearchResult {
  recorded: boolean;
}

export interface ReportCommentResult {
  /**
   * The reported comment.
   */
  id: number;
}
