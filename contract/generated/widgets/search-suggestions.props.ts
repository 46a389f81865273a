// generated — do not edit; run npm run gen:types

/**
 * 输入联想：输入时显示的标题建议，匹配的文字高亮。
 */
export interface SearchSuggestionsProps {
  /**
   * 正在输入的文字，用于高亮
   */
  keyword?: string;
  /**
   * 建议，绑定 $data.<entry>.list
   */
  items?: {
    id?: number;
    title: string;
    origin_type?: number;
  }[];
}
