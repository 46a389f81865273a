import type { appointments, commentLikes, comments, favourites, follows, footprints, likes, meetingApplications, searchHistories } from '../db/schema/index';
import { TargetType } from '../db/target-types';
import type { SeedContext } from './context';
import { addHours, daysBefore } from './prng';
import { COMMENTER_USERS } from './build-people';
import { type CommentedKind, ThreadWriter } from './corpus/comments';
import { keyedPrng } from './corpus/fork';
import { subjectIn } from './corpus/subjects';
import { shuffled } from './corpus/writer';
import { SPECIALTIES } from './texts';

/** What a comment is written under: its title and when it was published. */
export interface CommentedItem {
  title: string;
  publishedAt: Date;
}

const HOUR = 3_600_000;

/** The field and subject a title is about, for comments that speak of its disease or method. */
function aboutTitle(title: string) {
  const { subject, research } = subjectIn(title, -1);
  return { subject, research, specialty: SPECIALTIES.findIndex((s) => (s.diseases as readonly string[]).includes(subject)) };
}

/** A little activity of the seed users, and colleagues' comments over the weeks after each item appeared. */
export function buildInteractions(
  ctx: SeedContext,
  ids: { articleIds: number[]; courseIds: number[]; shortVideoIds: number[]; upcomingLiveIds: number[]; medicalColumnIds: number[]; meetingIds: number[] },
  /** The commented item by comment type and id. */
  itemOf: (commentType: number, id: number) => CommentedItem,
) {
  const { base, now } = ctx;
  const rand = keyedPrng('comments');
  const commentRows: Array<typeof comments.$inferInsert> = [];
  const taken = new Set<string>();
  let commentId = 1;
  /** The first comment of each seed users' thread: users 3 and 5 like it. */
  const seedFirstIds: number[] = [];
  const kindOf = (commentType: number): CommentedKind =>
    commentType === TargetType.article ? 'article' : commentType === TargetType.course ? 'course' : 'shortVideo';
  // Never after the seed's clock: a comment is something that already happened.
  const notAfterNow = (date: Date) => new Date(Math.min(date.getTime(), now.getTime() - HOUR));
  const add = (row: Omit<typeof comments.$inferInsert, 'id' | 'content'>, text: string | null): number | null => {
    if (text === null) return null;
    const id = commentId++;
    commentRows.push({ ...row, id, content: text, createdAt: notAfterNow(row.createdAt!) });
    return id;
  };
  const writerFor = (commentType: number, item: CommentedItem) => new ThreadWriter(rand, { ...aboutTitle(item.title), kind: kindOf(commentType) }, taken);

  /** The seed users' own thread (users 1, 3 and 5, then 4): the comments their screens and tests start from. */
  const thread = (commentType: number, contentId: number, contentType = 0) => {
    const item = itemOf(commentType, contentId);
    const writer = writerFor(commentType, item);
    const first = new Date(item.publishedAt.getTime() + 6 * HOUR);
    const parentId = commentId;
    seedFirstIds.push(parentId);
    const opening = writer.comment() ?? `${item.title}，收藏了慢慢看。`;
    [1, 3, 5].forEach((userId, n) => {
      add(
        {
          commentType,
          contentType,
          contentId,
          userId,
          // The second and third are replies in the first comment's thread.
          commentId: n === 0 ? null : parentId,
          toUserId: n === 0 ? null : n === 1 ? 1 : 3,
          likeCount: n === 0 ? 2 : 0,
          top: n === 0 && contentId % 2 === 0 ? 1 : 0,
          createdAt: new Date(first.getTime() + [0, 5, 26][n] * HOUR),
        },
        n === 0 ? opening : (writer.reply(opening) ?? '谢谢分享，很有启发。'),
      );
    });
    add(
      { commentType, contentType, contentId, userId: 4, createdAt: new Date(first.getTime() + 50 * HOUR) },
      writer.comment() ?? `${item.title}，收藏了慢慢看。`,
    );
  };

  /** Colleagues' comments on an item: none to five, some answered, spread over the three weeks after it appeared. */
  const colleagues = (commentType: number, contentId: number) => {
    const item = itemOf(commentType, contentId);
    const writer = writerFor(commentType, item);
    const authors = shuffled(rand, COMMENTER_USERS);
    const count = rand.pick([0, 1, 2, 2, 3, 3, 4, 5]);
    for (let n = 0; n < count; n++) {
      const author = authors.pop()!;
      const at = new Date(item.publishedAt.getTime() + rand.int(2, 21 * 24) * HOUR);
      const text = writer.comment();
      const parent = add({ commentType, contentId, userId: author.id, likeCount: rand.pick([0, 0, 1, 2, 3, 5, 8, 13, 21]), createdAt: at }, text);
      if (parent === null || text === null || !rand.chance(0.4)) continue;
      const replier = authors.pop()!;
      add(
        {
          commentType,
          contentId,
          userId: replier.id,
          commentId: parent,
          toUserId: author.id,
          likeCount: rand.int(0, 3),
          createdAt: new Date(at.getTime() + rand.int(1, 72) * HOUR),
        },
        writer.reply(text),
      );
    }
  };
  ids.articleIds.slice(0, 4).forEach((id) => thread(TargetType.article, id));
  ids.courseIds.slice(0, 3).forEach((id) => thread(TargetType.course, id));
  ids.shortVideoIds.slice(0, 2).forEach((id) => thread(TargetType.shortVideo, id));
  ids.articleIds.slice(4).forEach((id) => colleagues(TargetType.article, id));
  ids.courseIds.slice(3).forEach((id) => colleagues(TargetType.course, id));
  ids.shortVideoIds.slice(2).forEach((id) => colleagues(TargetType.shortVideo, id));
  const firstComments = commentRows.filter((c) => seedFirstIds.includes(c.id!));
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
