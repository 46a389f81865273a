// The one deliberate index: the explicit list of every widget registration (no import side effects).
import type { WidgetDefinition } from '../src/runtime/widget-api';
import { activityCalendar } from './activity-calendar';
import { appointmentList } from './appointment-list';
import { attachmentList } from './attachment-list';
import { avatarStack } from './avatar-stack';
import { backButton } from './back-button';
import { bannerCarousel } from './banner-carousel';
import { bookingSuccess } from './booking-success';
import { channelTabs } from './channel-tabs';
import { codeEntry } from './code-entry';
import { columnHeader } from './column-header';
import { commentThread } from './comment-thread';
import { contactBlock } from './contact-block';
import { contentList } from './content-list';
import { continueLearning } from './continue-learning';
import { courseInfo } from './course-info';
import { dataExport } from './data-export';
import { detailHeader } from './detail-header';
import { downloadRows } from './download-rows';
import { emailDialog } from './email-dialog';
import { emptyState } from './empty-state';
import { expertList } from './expert-list';
import { floatingServiceButton } from './floating-service-button';
import { followedStrip } from './followed-strip';
import { handoffStatus } from './handoff-status';
import { honourDetail } from './honour-detail';
import { honourList } from './honour-list';
import { hospitalForm } from './hospital-form';
import { iconGrid } from './icon-grid';
import { indexBar } from './index-bar';
import { interactionBar } from './interaction-bar';
import { liveAdSwiper } from './live-ad-swiper';
import { liveChat } from './live-chat';
import { liveColumnTabs } from './live-column-tabs';
import { liveDetailCard } from './live-detail-card';
import { liveEndedBanner } from './live-ended-banner';
import { liveForecast } from './live-forecast';
import { liveImageDialog } from './live-image-dialog';
import { livePreviewCarousel } from './live-preview-carousel';
import { liveQuestionnaire } from './live-questionnaire';
import { liveRoomStatus } from './live-room-status';
import { liveSeriesSlider } from './live-series-slider';
import { liveSubscribeSheet } from './live-subscribe-sheet';
import { liveWhiteListDialog } from './live-white-list-dialog';
import { meetingCards } from './meeting-cards';
import { messageTicker } from './message-ticker';
import { moduleGrid } from './module-grid';
import { myShortcuts } from './my-shortcuts';
import { newsList } from './news-list';
import { pageTitle } from './page-title';
import { parentColumn } from './parent-column';
import { partnerLogos } from './partner-logos';
import { passwordDialog } from './password-dialog';
import { phoneLoginForm } from './phone-login-form';
import { pickList } from './pick-list';
import { player } from './player';
import { pointRules } from './point-rules';
import { pointsSummary } from './points-summary';
import { profileCard } from './profile-card';
import { profileForm } from './profile-form';
import { recommendModule } from './recommend-module';
import { richText } from './rich-text';
import { screenAdvert } from './screen-advert';
import { searchBar } from './search-bar';
import { searchBox } from './search-box';
import { searchHistory } from './search-history';
import { searchHotWords } from './search-hot-words';
import { searchSuggestions } from './search-suggestions';
import { searchTabs } from './search-tabs';
import { section } from './section';
import { serviceQr } from './service-qr';
import { sessionMemory } from './session-memory';
import { settingCell } from './setting-cell';
import { shareImage } from './share-image';
import { sharePoster } from './share-poster';
import { studyGroup } from './study-group';
import { tabs } from './tabs';
import { textSizeSetting } from './text-size-setting';
import { topicHeader } from './topic-header';
import { treePick } from './tree-pick';
import { videoGrid } from './video-grid';
import { visitRecord } from './visit-record';

export const widgetDefinitions: readonly WidgetDefinition[] = [
  activityCalendar,
  appointmentList,
  attachmentList,
  avatarStack,
  backButton,
  bannerCarousel,
  bookingSuccess,
  channelTabs,
  codeEntry,
  columnHeader,
  commentThread,
  contactBlock,
  contentList,
  continueLearning,
  courseInfo,
  dataExport,
  detailHeader,
  downloadRows,
  emailDialog,
  emptyState,
  expertList,
  floatingServiceButton,
  followedStrip,
  handoffStatus,
  honourDetail,
  honourList,
  hospitalForm,
  iconGrid,
  indexBar,
  interactionBar,
  liveAdSwiper,
  liveChat,
  liveColumnTabs,
  liveDetailCard,
  liveEndedBanner,
  liveForecast,
  liveImageDialog,
  livePreviewCarousel,
  liveQuestionnaire,
  liveRoomStatus,
  liveSeriesSlider,
  liveSubscribeSheet,
  liveWhiteListDialog,
  meetingCards,
  messageTicker,
  moduleGrid,
  myShortcuts,
  newsList,
  pageTitle,
  parentColumn,
  partnerLogos,
  passwordDialog,
  phoneLoginForm,
  pickList,
  player,
  pointRules,
  pointsSummary,
  profileCard,
  profileForm,
  recommendModule,
  richText,
  screenAdvert,
  searchBar,
  searchBox,
  searchHistory,
  searchHotWords,
  searchSuggestions,
  searchTabs,
  section,
  serviceQr,
  sessionMemory,
  settingCell,
  shareImage,
  sharePoster,
  studyGroup,
  tabs,
  textSizeSetting,
  topicHeader,
  treePick,
  videoGrid,
  visitRecord,
];
