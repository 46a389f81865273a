import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Provider, useDispatch } from 'react-redux';
import { opsApi } from './api/ops-api';
import { opsEndpoints } from './api/ops-endpoints';
import { OPS_SIGNED_OUT_EVENT } from './api/ops-fetch';
import { createOpsStore, type OpsStore } from './api/ops-store';
import type { Operator } from './api/ops-types';
import { ConfirmHost } from './confirm-dialog';
import { WatchPasswordCooldowns } from './watch-password-cooldowns';
import { LayoutList } from './layout-list';
import { confirmLeave } from './leave-guard';
import { opsHash, parseOpsHash, type OpsView } from './ops-route';
import { SignIn } from './sign-in';
import { ReviewCountBadge } from './reviews/review-count-badge';
import './ops.css';
import { publishes } from './operator-role';

// The views built from the repository's schemas (the editor, home content, widget usage, the log that names
// content kinds) load when first opened: the schemas and their operator texts stay out of the first load.
const LayoutEditor = lazy(() => import('./editor/layout-editor').then((module) => ({ default: module.LayoutEditor })));
const WorkbenchView = lazy(() => import('./workbench-view').then((module) => ({ default: module.WorkbenchView })));
const WidgetUsageView = lazy(() => import('./widget-usage').then((module) => ({ default: module.WidgetUsageView })));
const SearchSynonymList = lazy(() => import('./search-synonyms/synonym-list').then((module) => ({ default: module.SearchSynonymList })));
const ContentManager = lazy(() => import('./content/content-manager').then((module) => ({ default: module.ContentManager })));
const ItemsView = lazy(() => import('./items/items-view').then((module) => ({ default: module.ItemsView })));
const MediaLibrary = lazy(() => import('./media/media-library').then((module) => ({ default: module.MediaLibrary })));
const ScheduleCalendar = lazy(() => import('./schedules/schedule-calendar').then((module) => ({ default: module.ScheduleCalendar })));
const AudienceList = lazy(() => import('./audiences/audience-list').then((module) => ({ default: module.AudienceList })));
const AuditLog = lazy(() => import('./audit-log').then((module) => ({ default: module.AuditLog })));
const FailureReportsView = lazy(() => import('./failures/failure-reports-view').then((module) => ({ default: module.FailureReportsView })));
const ReviewQueue = lazy(() => import('./reviews/review-queue').then((module) => ({ default: module.ReviewQueue })));
const ModerationView = lazy(() => import('./moderation/moderation-view').then((module) => ({ default: module.ModerationView })));
const StudyGroupView = lazy(() => import('./study-groups/study-group-view').then((module) => ({ default: module.StudyGroupView })));
const OperatorsView = lazy(() => import('./operators/operators-view'));
const OwnPassword = lazy(() => import('./operators/own-password'));
const FailureSpikeBanner = lazy(() => import('./failures/failure-spike-banner'));

export const OPS_TEXT = {
  title: '博医荟运营后台',
  nav: '后台导航',
  layouts: '页面布局',
  usage: '组件使用情况',
  workbench: '组件库',
  content: '首页内容',
  synonyms: '搜索同义词',
  items: '内容库',
  media: '媒体库',
  schedules: '排期',
  audiences: '人群',
  audit: '操作日志',
  cooldowns: '观看密码冷却',
  failures: '故障报告',
  reviews: '待审核',
  moderation: '社区管理',
  studyGroups: '学习小组',
  operators: '运营人员',
  password: '修改密码',
  signOut: '退出登录',
  loading: '加载中…',
  role: { editor: '编辑', publisher: '发布者', admin: '管理员' },
  signedInAs: (name: string, role: string) => `${name}（${role}）`,
  editorNote: '编辑角色可以修改和保存草稿，发布与回滚需要发布者',
} as const;

const NAV: Array<{ name: OpsView['name']; label: string }> = [
  { name: 'layouts', label: OPS_TEXT.layouts },
  { name: 'usage', label: OPS_TEXT.usage },
  { name: 'workbench', label: OPS_TEXT.workbench },
  { name: 'items', label: OPS_TEXT.items },
  { name: 'content', label: OPS_TEXT.content },
  { name: 'synonyms', label: OPS_TEXT.synonyms },
  { name: 'reviews', label: OPS_TEXT.reviews },
  { name: 'media', label: OPS_TEXT.media },
  { name: 'schedules', label: OPS_TEXT.schedules },
  { name: 'audiences', label: OPS_TEXT.audiences },
  { name: 'audit', label: OPS_TEXT.audit },
  { name: 'cooldowns', label: OPS_TEXT.cooldowns },
  { name: 'failures', label: OPS_TEXT.failures },
  { name: 'moderation', label: OPS_TEXT.moderation },
  { name: 'study-groups', label: OPS_TEXT.studyGroups },
];

/** Views only admins are offered (the server refuses everyone else anyway). */
const ADMIN_NAV: typeof NAV = [{ name: 'operators', label: OPS_TEXT.operators }];

/**
 * The view follows the URL hash. Leaving a view with unsaved edits asks first; the hash has changed by
 * then (a link, the back button), so staying puts the view's own hash back without a new history entry.
 */
function useHashView(): [OpsView, (view: OpsView) => void] {
  const [view, setView] = useState(() => parseOpsHash(window.location.hash));
  const shown = useRef(view);
  shown.current = view;
  useEffect(() => {
    let latest = 0;
    const onHash = async () => {
      const next = parseOpsHash(window.location.hash);
      // A newer navigation (back to this very view included) replaces one still being asked about.
      const asked = ++latest;
      if (opsHash(next) === opsHash(shown.current)) return;
      const leave = await confirmLeave();
      if (asked !== latest) return;
      if (leave) setView(next);
      else window.history.replaceState(window.history.state, '', opsHash(shown.current));
    };
    const listener = () => void onHash();
    window.addEventListener('hashchange', listener);
    return () => window.removeEventListener('hashchange', listener);
  }, []);
  return [view, (next) => (window.location.hash = opsHash(next))];
}

/** The operator console at /ops: its own lazily loaded chunk, never part of the doctors' bundle. */
/** The console with its own store (the ops api slice); the doctors' app never loads this chunk. */
export default function OpsApp() {
  const [store] = useState(createOpsStore);
  return (
    <Provider store={store}>
      <OpsConsole />
    </Provider>
  );
}

/**
 * Who is signed in: the session's operator (GET /me) until the server says the session is gone (the
 * signed-out event of any 401) or the operator signs out; undefined while the first answer is awaited.
 */
function useOperator(): { operator: Operator | null | undefined; signedIn(): void; signOut(): void } {
  const dispatch = useDispatch<OpsStore['dispatch']>();
  const me = opsEndpoints.useGetOpsCurrentOperatorQuery();
  const [signedOut, setSignedOut] = useState(false);
  const [deleteSession] = opsEndpoints.useDeleteOpsSessionMutation();
  useEffect(() => {
    const onSignedOut = () => setSignedOut(true);
    window.addEventListener(OPS_SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(OPS_SIGNED_OUT_EVENT, onSignedOut);
  }, []);
  const operator = signedOut || me.isError ? null : me.data;
  return {
    operator: me.isError && !signedOut && me.isFetching ? undefined : operator,
    signedIn: () => setSignedOut(false),
    signOut: () =>
      void deleteSession()
        .unwrap()
        .catch(() => undefined)
        .finally(() => {
          setSignedOut(true);
          // Nothing read for this operator stays for the next one.
          dispatch(opsApi.util.resetApiState());
        }),
  };
}

function OpsConsole() {
  const { operator, signedIn, signOut } = useOperator();
  const [view, go] = useHashView();
  const openLayout = useCallback((layoutId: string) => go({ name: 'editor', layoutId }), [go]);
  useEffect(() => {
    document.title = OPS_TEXT.title;
    document.documentElement.lang = 'zh-CN';
  }, []);

  if (operator === undefined) return <p role="status">{OPS_TEXT.loading}</p>;
  if (operator === null)
    return (
      <main className="ops">
        <SignIn onSignedIn={signedIn} />
      </main>
    );

  const role = OPS_TEXT.role[operator.role] ?? operator.role;
  return (
    <div className="ops">
      <header className="ops-header">
        <p className="ops-header__title">{OPS_TEXT.title}</p>
        <nav aria-label={OPS_TEXT.nav} className="ops-nav">
          {[...NAV, ...(operator.role === 'admin' ? ADMIN_NAV : [])].map((item) => (
            <a
              key={item.name}
              href={opsHash({ name: item.name } as OpsView)}
              aria-current={view.name === item.name || (item.name === 'layouts' && view.name === 'editor') ? 'page' : undefined}
            >
              {item.label}
              {item.name === 'reviews' && <ReviewCountBadge />}
            </a>
          ))}
        </nav>
        <p className="ops-header__who" data-testid="ops-operator">
          {OPS_TEXT.signedInAs(operator.name, role)}
        </p>
        <a href={opsHash({ name: 'password' })} aria-current={view.name === 'password' ? 'page' : undefined}>
          {OPS_TEXT.password}
        </a>
        <button
          type="button"
          onClick={() => {
            void confirmLeave().then((leave) => leave && signOut());
          }}
        >
          {OPS_TEXT.signOut}
        </button>
      </header>
      <Suspense fallback={null}>
        <FailureSpikeBanner />
      </Suspense>
      {!publishes(operator.role) && <p className="ops-note">{OPS_TEXT.editorNote}</p>}
      <main className="ops-main">
        <Suspense fallback={<p role="status">{OPS_TEXT.loading}</p>}>
          {view.name === 'layouts' && <LayoutList onOpen={(layoutId) => go({ name: 'editor', layoutId })} />}
          {view.name === 'editor' && <LayoutEditor key={view.layoutId} layoutId={view.layoutId} operator={operator} onBack={() => go({ name: 'layouts' })} />}
          {view.name === 'usage' && <WidgetUsageView onOpen={(layoutId) => go({ name: 'editor', layoutId })} />}
          {view.name === 'workbench' && <WorkbenchView onOpen={openLayout} />}
          {view.name === 'content' && <ContentManager operator={operator} />}
          {view.name === 'synonyms' && <SearchSynonymList />}
          {view.name === 'items' && (
            <ItemsView kind={view.kind} place={view.place} operator={operator} go={(kind, place) => go({ name: 'items', kind, place })} />
          )}
          {view.name === 'schedules' && <ScheduleCalendar operator={operator} />}
          {view.name === 'audiences' && <AudienceList operator={operator} />}
          {view.name === 'audit' && <AuditLog />}
          {view.name === 'media' && <MediaLibrary />}
          {view.name === 'cooldowns' && <WatchPasswordCooldowns />}
          {view.name === 'reviews' && <ReviewQueue operator={operator} />}
          {view.name === 'moderation' && <ModerationView operator={operator} />}
          {view.name === 'study-groups' && <StudyGroupView />}
          {view.name === 'operators' && <OperatorsView />}
          {view.name === 'password' && <OwnPassword />}
          {view.name === 'failures' && <FailureReportsView key={view.layoutId ?? ''} layoutId={view.layoutId} />}
        </Suspense>
      </main>
      <ConfirmHost />
    </div>
  );
}
