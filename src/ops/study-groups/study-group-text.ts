/** Texts of the console's 学习小组 view. */
export const STUDY_GROUP_TEXT = {
  heading: '学习小组',
  hint: '医生在专题的学组招募页申请加入学习小组；组长可在手机上审核，运营人员在这里审核。通过后医生可以看到小组内容。',
  state: '状态',
  states: { pending: '待审核', approved: '已通过', declined: '已拒绝', all: '全部' },
  caption: (state: string) => `入组申请（${state}）`,
  columns: { group: '学习小组', doctor: '申请人', note: '申请说明', time: '申请时间', state: '状态', actions: '操作' },
  approve: '通过',
  decline: '拒绝',
  confirmDecline: '拒绝后医生会看到申请未通过，可以重新申请。确定拒绝吗？',
  empty: '没有符合条件的申请',
  noNote: '（未填写）',
  decidedBy: { operator: '运营人员审核', leader: '组长审核' },
  previous: '上一页',
  next: '下一页',
  page: (page: number, total: number) => `第 ${page} 页，共 ${total} 条`,
  failed: '加载失败，请刷新重试',
} as const;
