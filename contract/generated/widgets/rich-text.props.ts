// generated — do not edit; run npm run gen:types

/**
 * 富文本正文（文章、病例、图文页）：显示服务端已清洗过的 HTML，带文章排版，图片不超过屏幕宽度；外站图片已改为经图片代理加载。
 */
export interface RichTextProps {
  /**
   * 服务端清洗过的 HTML（只含段落、标题、列表、表格、加粗/斜体、图片、https 链接和 App 内容页链接；布局里直接写的 HTML 保存时按同一规则检查），通常绑定 $data.<entry>.content
   */
  html: string;
  /**
   * 正文区域的无障碍名称
   */
  label?: string;
}
