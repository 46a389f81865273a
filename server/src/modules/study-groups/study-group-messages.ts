/** What doctors and operators are told about study groups (texts shown as they are). */
export const STUDY_GROUP_MESSAGES = {
  groupMissing: '学组不存在',
  moduleMissing: '专题栏目不存在',
  applied: '申请已提交，请等待审核',
  alreadyMember: '您已是小组成员',
  tooMany: '申请太频繁，请稍后再试',
  applicationMissing: '申请不存在',
  leaderOnly: '仅组长可以审核',
  notOwnApplication: '不能审核自己的申请',
  alreadyDecided: '该申请已处理',
  approved: '已通过',
  declined: '已拒绝',
  leaderMissing: '该手机号还没有注册，请让组长先登录一次',
} as const;
