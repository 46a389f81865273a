// generated — do not edit; run npm run gen:types

import type { ScreenAdvert } from '../schema-types';

/**
 * 开屏广告：全屏浮层图片，仅在投放开始与结束时间之间显示，每台设备每天最多显示一次（记在当天结束时过期的 cookie 里）；5 秒后自动关闭，右上角显示“跳过 N”。
 */
export interface ScreenAdvertProps {
  /**
   * 广告内容，通常绑定 $data.home.screen_advert；为空时不显示
   */
  advert?: ScreenAdvert | null;
  /**
   * 仅供测试和预览：把此时间（ISO 8601）当作当前时间；正式页面不要填写
   */
  now?: string;
}
