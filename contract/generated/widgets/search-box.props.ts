// generated — do not edit; run npm run gen:types

/**
 * 搜索页顶部输入框：输入时发出 input（用于联想），回车或点「搜索」提交；可带入一个热词对象（路由参数 search 的 JSON：title、content_type、link）作为占位提示，空输入提交时用它。
 */
export interface SearchBoxProps {
  /**
   * 初始搜索词，通常绑定 $route.query.keyword
   */
  keyword?: string;
  /**
   * 路由参数 search：热词对象的 JSON 文本（title、content_type、link），作为占位提示
   */
  search?: string;
  /**
   * 占位文字
   */
  placeholder?: string;
  /**
   * 打开页面时是否自动聚焦输入框
   */
  autoFocus?: boolean;
}
