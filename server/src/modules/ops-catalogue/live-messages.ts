/** The live kind's refusals, in the operator's words. */
export const LIVE_MESSAGES = {
  endBeforeStart: '结束时间不能早于开始时间',
  lecturersMissing: (ids: readonly number[]) => `所选讲者不存在或未发布（${ids.map((id) => `#${id}`).join('、')}）`,
  replayVideoMissing: '回放状态需要选择回放视频',
  passwordMissing: '密码观看需要设置观看密码',
  whiteListEmpty: '仅白名单观看需要填写白名单',
  questionnaireUnnamed: '有问卷题目时问卷标题不能为空',
  questionnaireEmpty: '问卷至少需要一道题目',
  questionUnnamed: (n: number) => `问卷第 ${n} 题的题目不能为空`,
  questionOptions: (n: number) => `问卷第 ${n} 题是选择题，至少需要两个选项`,
  columnInColumn: '直播专栏不能再属于另一个专栏',
  parentMissing: '所选直播专栏不存在或未发布',
  studyCategoryMissing: '所选学术专区分类不存在',
  columnHasSessions: (n: number) => `专栏下还有 ${n} 场已发布的直播，请先下线它们`,
  pushPublisherOnly: '只有发布者可以查看推流地址',
  streamNotPublished: (published: string) => `直播流名称的修改尚未发布：发布前，医生看到的仍是直播流「${published}」。`,
} as const;
