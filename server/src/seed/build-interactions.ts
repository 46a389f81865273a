import type { appointments, commentLikes, comments, favourites, follows, footprints, likes, meetingApplications, searchHistories } from '../db/schema/index';
import { TargetType } from '../db/target-types';
import type { SeedContext } from './context';
import { addHours, daysBefore } from './prng';

/** Comment templates; {t} is the item's title, so no two items carry the same comments. */
const COMMENT_TEMPLATES = [
  '《{t}》讲得非常清晰，临床很实用，感谢老师分享！',
  '请问《{t}》里提到的随访间隔有指南依据吗？',
  '《{t}》的鉴别诊断思路很值得学习。',
  '收藏了《{t}》，下周科室讨论会用得上。',
  '看完《{t}》，希望能再出一期特殊人群用药的内容。',
  '《{t}》中的病例和我们科最近遇到的很像，受益匪浅。',
];

/** A little activity of the seed users so lists (comments, favourites, bookings …) are not empty. */
export function buildInteractions(
  ctx: SeedContext,
  ids: { articleIds: number[]; courseIds: number[]; shortVideoIds: number[]; upcomingLiveIds: number[]; medicalColumnIds: number[]; meetingIds: number[] },
  /** Title of a commented item by comment type and id. */
  titleOf: (commentType: number, id: number) => string,
) {
  const { base, now } = ctx;
  const commentRows: Array<typeof comments.$inferInsert> = [];
  let commentId = 1;
  const thread = (commentType: number, contentId: number, contentType = 0) => {
    const parentId = commentId;
    const title = titleOf(commentType, contentId);
    const text = (n: number) => COMMENT_TEMPLATES[(contentId + n) % COMMENT_TEMPLATES.length].replace('{t}', title);
    [1, 3, 5].forEach((userId, n) => {
      commentRows.push({
        id: commentId++,
        commentType,
        contentType,
        contentId,
        userId,
        // The second and third are replies in the first comment's thread.
        commentId: n === 0 ? null : parentId,
        toUserId: n === 0 ? null : n === 1 ? 1 : 3,
        content: text(n),
        likeCount: n === 0 ? 2 : 0,
        top: n === 0 && contentId % 2 === 0 ? 1 : 0,
        createdAt: daysBefore(base, 3 - n, n),
      });
    });
    commentRows.push({
      id: commentId++,
      commentType,
      contentType,
      contentId,
      userId: 4,
      content: text(3),
      createdAt: daysBefore(base, 1),
    });
  };
  ids.articleIds.slice(0, 4).forEach((id) => thread(TargetType.article, id));
  ids.courseIds.slice(0, 3).forEach((id) => thread(TargetType.course, id));
  ids.shortVideoIds.slice(0, 2).forEach((id) => thread(TargetType.shortVideo, id));
  const firstComments = commentRows.filter((c) => c.commentId == null && c.likeCount === 2);
  const commentLikeRows: Array<typeof commentLikes.$inferInsert> = firstComments.flatMap((c) => [3, 5].map((userId) => ({ commentId: c.id!, userId })));

  const likeRows: Array<typeof likes.$inferInsert> = [
    ...ids.articleIds.slice(0, 3).map((targetId) => ({ userId: 1, targetType: TargetType.article, targetId })),
    ...ids.shortVideoIds.slice(0, 2).map((targetId) => ({ userId: 1, targetType: TargetType.shortVideo, targetId })),
  ];
  const favouriteRows: Array<typeof favourites.$inferInsert> = [
    ...ids.courseIds.slice(0, 3).map((targetId) => ({ userId: 1, targetType: TargetType.course, targetId })),
    ...ids.articleIds.slice(1, 3).map((targetId) => ({ userId: 1, targetType: TargetType.article, targetId })),
    ...ids.upcomingLiveIds.slice(0, 1).map((targetId) => ({ userId: 1, targetType: TargetType.live, targetId })),
    ...ids.shortVideoIds.slice(0, 1).map((targetId) => ({ userId: 1, targetType: TargetType.shortVideo, targetId })),
  ];
  const followRows: Array<typeof follows.$inferInsert> = ids.medicalColumnIds.slice(0, 4).map((targetId, i) => ({
    userId: 1,
    targetType: TargetType.medicalColumn,
    targetId,
    lastSeenAt: daysBefore(base, i * 3),
  }));
  const appointmentRows: Array<typeof appointments.$inferInsert> = ids.upcomingLiveIds
    .slice(0, 3)
    .map((liveId, i) => ({ userId: 1, liveId, createdAt: addHours(now, -24 - i) }));
  const applications: Array<typeof meetingApplications.$inferInsert> = ids.meetingIds.slice(0, 2).map((meetingId) => ({ meetingId, userId: 1 }));
  const searchRows: Array<typeof searchHistories.$inferInsert> = ['高血压', '心衰指南', '肺结节', '糖尿病用药', 'PCI'].map((keyword, i) => ({
    userId: 1,
    keyword,
    createdAt: daysBefore(base, i),
  }));
  const footprintRows: Array<typeof footprints.$inferInsert> = [
    ...ids.courseIds.slice(0, 3).map((targetId, i) => ({ userId: 1, type: 1, targetId, title: '', createdAt: daysBefore(base, i) })),
    ...ids.articleIds.slice(0, 3).map((targetId, i) => ({ userId: 1, type: 2, targetId, title: '', createdAt: daysBefore(base, i, 2) })),
  ];

  return {
    comments: commentRows,
    commentLikes: commentLikeRows,
    likes: likeRows,
    favourites: favouriteRows,
    follows: followRows,
    appointments: appointmentRows,
    meetingApplications: applications,
    searchHistories: searchRows,
    footprints: footprintRows,
  };
}
