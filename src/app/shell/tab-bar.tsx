import type { CSSProperties } from 'react';
import homeIcon from '@tabler/icons/outline/home.svg?no-inline';
import liveIcon from '@tabler/icons/outline/broadcast.svg?no-inline';
import clinicIcon from '@tabler/icons/outline/stethoscope.svg?no-inline';
import myIcon from '@tabler/icons/outline/user.svg?no-inline';
import { AppLink } from '../router/app-link';
import './tab-icons.css';

// The bottom tab bar 首页, 直播, 临床好课, 我的; each icon is a Tabler outline (emitted at build time as a file
// of its own, not inlined into the entry script) used as a mask by tab-icons.css and painted in the text colour.
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
        <AppLink key={tab.to} to={tab.to} className={({ isActive }) => `app-tab-bar__item${isActive ? ' is-active' : ''}`}>
          <span className="app-tab-bar__icon" style={maskOf(tab.icon)} aria-hidden="true" />
          <span>{tab.label}</span>
        </AppLink>
      ))}
    </nav>
  );
}
