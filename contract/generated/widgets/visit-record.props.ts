// generated — do not edit; run npm run gen:types

/**
 * 不显示任何内容：每次进入详情页、内容加载好之后发出一次 visit（同一页面换到另一条内容时再发一次），布局里接 call-endpoint（recordFootprint）记下浏览足迹，组成“我的-浏览历史”。
 */
export interface VisitRecordProps {
  /**
   * The viewed item's id, usually $route.params.id; nothing is sent while it is empty.
   */
  contentId?: string | number | null;
  /**
   * Bound to the detail's data (e.g. its title): the visit is sent once this is present, so the record carries the loaded title.
   */
  ready?: string | number | boolean | null;
}
