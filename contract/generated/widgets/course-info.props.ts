// generated — do not edit; run npm run gen:types

/**
 * 课程信息块：课程（或视频、系列）的标题、讲者与医院、学习人数、时长或课时数，以及所属系列（点击进入系列）；可在标题旁显示收藏按钮。
 */
export interface CourseInfoProps {
  /**
   * 标题
   */
  title: string;
  /**
   * 封面图（系列页显示在标题上方；详情页有播放器时不填）
   */
  cover?: string;
  /**
   * 讲者（姓名与职称）
   */
  doctor?: string;
  /**
   * 讲者所在医院
   */
  hospital?: string;
  /**
   * 学习人数，显示为「N人学习」
   */
  viewCount?: number;
  /**
   * 时长，例如 12:30
   */
  durationFormat?: string;
  /**
   * 系列的课时数，显示为「共N讲」
   */
  courseCount?: number;
  /**
   * 一句话简介（纯文本）
   */
  desc?: string;
  /**
   * 所属系列；没有时不显示
   */
  parent?: {
    id: number;
    title: string;
  } | null;
  /**
   * 在标题旁显示收藏按钮（课程、视频详情页：不论打开哪个标签页都能收藏）
   */
  showFavorite?: boolean;
  /**
   * 当前用户是否已收藏，通常绑定 $data.<entry>.isFavorite
   */
  isFavorite?: boolean;
  /**
   * 标题最多显示的字数，超出显示省略号；不填显示全文
   */
  titleLength?: number;
}
