// generated — do not edit; run npm run gen:types

/**
 * 「我的」页的两个快捷入口：患者随访（hzsf）和在线问诊（zxzx），地址来自服务端配置；点击有地址的入口发出 open，未配置地址的发出 unavailable。
 */
export interface MyShortcutsProps {
  /**
   * 入口地址（绑定 getMyLinks 的结果）；加载完成前入口不可点，没有地址的入口点击时发出 unavailable
   */
  links?: {
    hzsf?: string;
    zxzx?: string;
  };
}
