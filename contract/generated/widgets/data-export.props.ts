// generated — do not edit; run npm run gen:types

/**
 * 「导出我的数据」一行（个人信息保护法：查阅、复制个人信息）。点击时若数据尚未加载，发出 request（布局用它打开 getMyDataExport 数据源的条件），数据到达后保存为一个 JSON 文件（下载）；数据已绑定时点击直接保存。成功后发出 exported。打开页面时不下载数据。
 */
export interface DataExportProps {
  /**
   * 标题，如「导出我的数据」
   */
  title: string;
  /**
   * 右侧的说明文字，如「JSON 文件」
   */
  hint?: string;
  /**
   * 要导出的数据（绑定 $data.<getMyDataExport 的数据源>）；null/缺省时点击发出 request，数据到达后保存
   */
  data?: {
    [k: string]: unknown;
  } | null;
  /**
   * 下载文件名的前缀，后面接日期和 .json
   */
  fileName?: string;
  /**
   * 与上一行之间留出分组间距
   */
  gapBefore?: boolean;
}
