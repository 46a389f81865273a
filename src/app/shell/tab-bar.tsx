import { AppLink } from '../router/app-link';
import './tab-icons.css';

// The bottom tab bar 首页, 直播, 临床好课, 我的; each icon is an SVG drawn by tab-icons.css.
const TABS = [
  { to: '/', label: '首页', icon: 'home' },
  { to: '/live-list', label: '直播', icon: 'live' },
  { to: '/clinic-list', label: '临床好课', icon: 'clinic' },
  { to: '/my', label: '我的', icon: 'my' },
] as const;

export function TabBar() {
  return (
    <nav className="app-tab-bar" aria-label="底部导航">
      {TABS.map((tab) => (
        <AppLink key={tab.to} to={tab.to} className={({ isActive }) => `app-tab-bar__item${isActive ? ' is-active' : ''}`}>
          <span className={`app-tab-bar__icon app-tab-bar__icon--${tab.icon}`} aria-hidden="true" />
          <span>{tab.label}</span>
        </AppLink>
      ))}
    </nav>
  );
}
