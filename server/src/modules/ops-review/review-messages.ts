/** The review workflow's refusals, in the operator's words. */
export const REVIEW_MESSAGES = {
  publisherOnly: '只有发布者可以审核',
  notFound: '审核请求不存在',
  layoutNotFound: '布局不存在',
  unknownKind: '没有这种首页内容',
  badItemTarget: '内容的格式应为 类型:编号',
  nothingToReview: '没有待发布的修改，无需提交审核',
  alreadyDecided: (reviewer: string, approved: boolean) => `该审核已由 ${reviewer} ${approved ? '通过' : '退回'}，不能再次处理`,
  commentRequired: '退回时必须填写审核意见',
  resubmitted: '编辑已重新提交，审核的内容已变化；请重新打开查看后再决定',
  draftChanged: '提交审核后草稿又有改动，不能按审核时的内容发布；请退回，让编辑重新提交',
  layoutInvalid: '布局校验未通过，不能通过审核',
} as const;
