// Chinese names of the parameter and field names layouts use most (route parameters, endpoint
// arguments, common response fields), for where the schema itself names a field only by its key.
// A key not listed here is shown as it is.

const FIELD_NAMES: Readonly<Record<string, string>> = {
  id: '编号',
  channel: '频道',
  origin_type: '内容来源类型',
  origin_id: '内容编号',
  content_type: '内容分类',
  content_id: '内容编号',
  category_id: '分类',
  type: '类型',
  page: '页码',
  pageSize: '每页条数',
  keyword: '搜索词',
  title: '标题',
  name: '名称',
  topic_id: '专题编号',
  topic_subject_id: '专题栏目编号',
  live_id: '直播编号',
  course_id: '课程编号',
  video_id: '视频编号',
  item_id: '内容编号',
  comment_type: '评论对象类型',
  source_type: '来源类型',
  search: '搜索热词',
  search_channel: '搜索频道',
  path: '页面路径',
  tel: '手机号',
  mobile: '手机号',
  update: '修改模式',
  date: '日期',
  order: '排序',
  size: '数量',
  school_id: '学校编号',
  hospital_id: '医院编号',
  municipality_id: '城市编号',
  province_id: '省份编号',
  office_id: '科室编号',
  meeting_subject_id: '会议专题编号',
};

export function fieldName(key: string): string {
  return FIELD_NAMES[key] ?? key;
}
