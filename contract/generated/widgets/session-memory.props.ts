// generated — do not edit; run npm run gen:types

/**
 * 不显示任何内容：把页面的一个选择（如直播首页的频道 live_search_channel）记在会话存储（sessionStorage）里；再次进入页面而地址里没有这个选择时，发出 restore 把记住的值还回来（布局里接 navigate 替换地址），使本次会话里回到页面时仍是上次的频道。
 */
export interface SessionMemoryProps {
  /**
   * sessionStorage 的键，如 live_search_channel（见 docs/product-rules.md#storage-keys）
   */
  storageKey: string;
  /**
   * 当前的值，通常绑定 $route.query.<同名参数>；有值时写入会话，为空时尝试还原
   */
  value?: string | number | null;
}
