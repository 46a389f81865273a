import type { LiveEndedBannerProps } from '../../contract/generated/widgets/live-ended-banner.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import './live-ended-banner.css';

/** Values below 6 show a live-ended banner in the room (from ended, 2, upwards). */
export function LiveEndedBanner({ props }: WidgetRenderProps<LiveEndedBannerProps>) {
  const status = props.liveStatus;
  if (typeof status !== 'number' || status < (props.fromStatus ?? 2) || status >= (props.belowStatus ?? 6)) return null;
  return (
    <div className="w-live-ended-banner" role="status">
      <strong>{props.text ?? '直播已结束'}</strong>
      {(props.hint ?? '精彩回放即将上线，敬请期待') && <span>{props.hint ?? '精彩回放即将上线，敬请期待'}</span>}
    </div>
  );
}
