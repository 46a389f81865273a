import type { ReactNode } from 'react';

// A whole screen that stands in for a page: not found, not ready or not loadable (styles in app.css).

export const MESSAGE_TEXT = {
  notFound: { title: '页面不存在', hint: '您访问的页面不存在或已下线，先看看其他内容吧！' },
  failed: { title: '页面暂时无法显示', hint: '网络异常，请检查您的网络并刷新重试！' },
  notReady: { title: '页面即将上线', hint: '该页面正在建设中，先看看其他内容吧！' },
  retry: '重试',
  home: '返回首页',
} as const;

interface MessageScreenProps {
  title: string;
  hint: string;
  /** Shows 重试 (the page's data or layout is asked for again). */
  onRetry?: () => void;
  /** The 返回首页 control: a router link in the app, a button in the runtime. */
  home: ReactNode;
}

export function MessageScreen({ title, hint, onRetry, home }: MessageScreenProps) {
  return (
    <section className="app-message-screen">
      <h1>{title}</h1>
      <p>{hint}</p>
      {onRetry && (
        <button type="button" className="app-button" onClick={onRetry}>
          {MESSAGE_TEXT.retry}
        </button>
      )}
      {home}
    </section>
  );
}
