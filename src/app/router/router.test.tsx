import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link';
import { createBrowserAppHistory } from './history';
import { AppRouterProvider, navigateIn, useLocation, useNavigationType } from './router';

const idx = () => (window.history.state as { idx?: number } | null)?.idx;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${pathname}${search}`}</p>;
}

describe('the app history', () => {
  it('numbers the entries of the visit, so going back stays inside the app', () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserAppHistory();
    // The entry the visit starts on is not rewritten: without an index it is the first screen.
    expect(window.history.state).toBeNull();
    navigateIn(history, '/article-list?page=2');
    expect(idx()).toBe(1);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/article-list?page=2');
    const pushedKey = history.location.key;
    // A replace (a tab switch) keeps the entry's place.
    navigateIn(history, '/article-list?page=3', { replace: true });
    expect(idx()).toBe(1);
    expect(history.action).toBe('REPLACE');
    expect(history.location.key).not.toBe(pushedKey);
  });

  it('renders the address, how it was reached, and links navigate in place', async () => {
    window.history.replaceState(null, '', '/my');
    const history = createBrowserAppHistory();
    render(
      <AppRouterProvider history={history}>
        <Where />
        <AppLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          首页
        </AppLink>
      </AppRouterProvider>,
    );
    expect(screen.getByTestId('where').textContent).toBe('POP /my');
    const link = screen.getByRole('link', { name: '首页' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.getAttribute('aria-current')).toBeNull();
    // A modified click is the browser's (a new tab): the page stays.
    fireEvent.click(link, { ctrlKey: true });
    expect(screen.getByTestId('where').textContent).toBe('POP /my');
    await act(async () => fireEvent.click(link));
    expect(screen.getByTestId('where').textContent).toBe('PUSH /');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.className).toBe('on');
    // A link to the page on screen replaces its entry rather than adding a second one.
    const entries = window.history.length;
    await act(async () => fireEvent.click(link));
    expect(screen.getByTestId('where').textContent).toBe('REPLACE /');
    expect(window.history.length).toBe(entries);
  });
});
