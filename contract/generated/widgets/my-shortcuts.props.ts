// generated — do not edit; run npm run gen:types

/**
 * 「我的」页的两个快捷入口：患者随访（hzsf）和在线问诊（zxzx），地址来自服务端配置；点击发出 open。
 */
export interface MyShortcutsProps {
  /**
   * 入口地址（绑定 getMyLinks 的结果）；没有地址的入口不可点
   */
  links?: {
    hzsf?: string;
    zxzx?: string;
  };
}
