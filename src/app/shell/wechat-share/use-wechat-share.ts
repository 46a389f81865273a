import { useEffect } from 'react';
import { useLocation } from '../../router/router';
import { useRuntime } from '../../../runtime/render/runtime-context';
import { maybeConfigureWechatShare } from './wechat-share';

/** Inside WeChat, each page gets its share title, description and link (docs/product-rules.md#sharing). */
export function useWechatShare(): void {
  const location = useLocation();
  const { actions } = useRuntime();
  const path = `${location.pathname}${location.search}`;
  useEffect(() => {
    void maybeConfigureWechatShare({
      userAgent: navigator.userAgent,
      // A separate chunk: the SDK set-up never lands in the first download.
      load: () => import('./configure-share'),
      href: window.location.href,
      callEndpoint: actions.callEndpoint,
    });
  }, [path, actions]);
}
