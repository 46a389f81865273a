import { NavLink } from 'react-router-dom';

// The bottom tab bar 首页, 直播, 临床好课, 我的.
const TABS = [
  { to: '/', label: '首页', icon: '⌂' },
  { to: '/live-list', label: '直播', icon: '▶' },
  { to: '/clinic-list', label: '临床好课', icon: '✚' },
  { to: '/my', label: '我的', icon: '☺' },
] as const;

export function TabBar() {
  return (
    <nav className="app-tab-bar" aria-label="底部导航">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={({ isActive }) => `app-tab-bar__item${isActive ? ' is-active' : ''}`}>
          <span className="app-tab-bar__icon" aria-hidden="true">
            {tab.icon}
          </span>
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
