// generated — do not edit; run npm run gen:types

/**
 * 附件列表：课程等内容附带的资料（名称 + 链接），每行可点击。没有附件时不显示。
 */
export interface AttachmentListProps {
  /**
   * 列表标题
   */
  title?: string;
  /**
   * 附件（如 $data.course.downloads）
   */
  items: {
    /**
     * 附件名称
     */
    name: string;
    /**
     * 下载地址
     */
    link: string;
  }[];
}
