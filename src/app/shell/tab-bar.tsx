import type { CSSProperties } from 'react';
import { NavLink } from 'react-router-dom';
import homeIcon from '@tabler/icons/outline/home.svg?url';
import liveIcon from '@tabler/icons/outline/broadcast.svg?url';
import clinicIcon from '@tabler/icons/outline/stethoscope.svg?url';
import myIcon from '@tabler/icons/outline/user.svg?url';
import './tab-icons.css';

// The bottom tab bar 首页, 直播, 临床好课, 我的; each icon is a Tabler outline (bundled at build time, a few
// hundred bytes each) used as a mask by tab-icons.css and painted in the text colour.
const TABS = [
  { to: '/', label: '首页', icon: homeIcon },
  { to: '/live-list', label: '直播', icon: liveIcon },
  { to: '/clinic-list', label: '临床好课', icon: clinicIcon },
  { to: '/my', label: '我的', icon: myIcon },
] as const;

function maskOf(url: string): CSSProperties & Record<'--tab-icon', string> {
  return { '--tab-icon': `url("${url}")` };
}

export function TabBar() {
  return (
    <nav className="app-tab-bar" aria-label="底部导航">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={({ isActive }) => `app-tab-bar__item${isActive ? ' is-active' : ''}`}>
          <span className="app-tab-bar__icon" style={maskOf(tab.icon)} aria-hidden="true" />
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
