/** The refusals of courses and short videos, in the operator's words. */
export const COURSE_MESSAGES = {
  categoryMissing: '所选分类不存在或不属于所选栏目',
  lecturerMissing: '所选讲者不存在或未发布',
  videoRequired: '请从媒体库选择视频',
  videoMissing: '所选视频不在媒体库中，或尚未转码完成',
  attachmentMissing: (name: string) => `附件「${name}」不是媒体库中的文档`,
  lesson: (chapter: number, lesson: number, problem: string) => `第 ${chapter} 章第 ${lesson} 个课时：${problem}`,
  lessonTitleRequired: '课时标题不能为空',
  seriesWithoutLessons: '系列课至少要有一个课时才能发布',
  parentCourseMissing: '所选课程不存在或未发布',
} as const;
