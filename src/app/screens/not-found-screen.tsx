import { Link } from 'react-router-dom';

export function NotFoundScreen() {
  return (
    <section className="app-message-screen">
      <h1>页面不存在</h1>
      <p>您访问的页面不存在或已下线，先看看其他内容吧！</p>
      <Link to="/" className="app-button">
        返回首页
      </Link>
    </section>
  );
}

export function LayoutUnavailableScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="app-message-screen">
      <h1>页面暂时无法显示</h1>
      <p>网络异常，请检查您的网络并刷新重试！</p>
      <button type="button" className="app-button" onClick={onRetry}>
        重试
      </button>
      <Link to="/" className="app-button app-button--ghost">
        返回首页
      </Link>
    </section>
  );
}

/** A route whose screen has no layout yet (none stored, none bundled). */
export function ScreenNotReadyScreen() {
  return (
    <section className="app-message-screen">
      <h1>页面即将上线</h1>
      <p>该页面正在建设中，先看看其他内容吧！</p>
      <Link to="/" className="app-button">
        返回首页
      </Link>
    </section>
  );
}
