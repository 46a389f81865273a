import { useEffect, useRef, useState } from 'react';
import type { Comment } from '../../contract/generated/schema-types';
import type { CommentThreadProps } from '../../contract/generated/widgets/comment-thread.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { declareBottomBar } from '../../src/ui/bottom-bar';
import { Avatar } from '../../src/ui/avatar';
import { formatCount } from '../../src/ui/content-meta';
import { ListFooter } from '../../src/ui/list-footer';
import { usePagedList } from '../../src/ui/use-paged-list';
import { newClientKey } from './client-key';
import './comment-thread.css';

export const COMMENT_THREAD_TEXT = {
  draft: '写评论',
  reply: '回复',
  send: '发送',
  cancel: '取消',
  empty: '暂无评论，快来抢沙发吧',
  top: '置顶',
  like: '点赞',
  liked: '已点赞',
  favorite: '收藏',
  favorited: '已收藏',
  held: '审核中',
  report: '举报',
  reportTitle: '选择举报原因',
  reasons: [
    ['spam', '垃圾广告'],
    ['abuse', '辱骂攻击'],
    ['illegal', '违法违规'],
    ['false', '虚假医疗信息'],
    ['other', '其他'],
  ],
} as const;

/** Who the draft answers: comment_id = the thread's top comment, to_user_id = the person (0 for the top author). */
interface ReplyTarget {
  name: string;
  commentId: number;
  toUserId: number;
  /** The tapped comment or reply itself, which 举报 names; null for one moderation keeps from others (held, removed). */
  reportId: number | null;
}

/** Only its author is ever sent a held or removed comment: it can be neither replied to nor reported. */
const isPublic = (item: { moderation?: string }) => item.moderation === undefined;

/** 审核中 after the author's own held text; removed text arrives already replaced (已被管理员删除). */
function HeldMark({ item }: { item: { moderation?: string } }) {
  return item.moderation === 'held' ? <span className="w-comment-thread__held">{COMMENT_THREAD_TEXT.held}</span> : null;
}

/**
 * Server state plus the flip the person made since (reset whenever the server's values change). `flip`
 * takes the state seen at the tap, not the latest: the action may already have updated the cached data
 * (props) before it resolves, and flipping the new props again would undo the change.
 */
function useFlip(active: boolean, count: number) {
  const [state, setState] = useState({ active, count });
  useEffect(() => setState({ active, count }), [active, count]);
  const flip = (seen: { active: boolean; count: number }) => setState({ active: !seen.active, count: Math.max(0, seen.count + (seen.active ? -1 : 1)) });
  return [state, flip] as const;
}

/** A thumbs-up, outlined or (liked) filled; the label beside it says the same in words. */
function ThumbIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="w-comment-thread__like-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M7 10v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1h3Zm2 10V10l4.2-6.3a1.6 1.6 0 0 1 2.9 1.2L15.3 9H20a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 18.8 20H9Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CommentRow({ comment, onReply, emit }: { comment: Comment; onReply: (t: ReplyTarget) => void; emit: WidgetRenderProps<unknown>['emit'] }) {
  const [like, flip] = useFlip(comment.isLike, comment.like_count);
  const tapLike = async () => {
    const seen = like;
    if (await emit('like-comment', comment)) flip(seen);
  };
  return (
    <li className="w-comment-thread__item">
      <Avatar className="w-comment-thread__avatar" src={comment.avatar} name={comment.name} />
      <div className="w-comment-thread__main">
        <div className="w-comment-thread__head">
          <span className="w-comment-thread__name">{comment.name}</span>
          {comment.top === 1 && <span className="w-comment-thread__top">{COMMENT_THREAD_TEXT.top}</span>}
          <HeldMark item={comment} />
          <button
            type="button"
            className={`w-comment-thread__like${like.active ? ' w-comment-thread__like--active' : ''}`}
            aria-pressed={like.active}
            aria-label={`${like.active ? COMMENT_THREAD_TEXT.liked : COMMENT_THREAD_TEXT.like} ${comment.name}的评论`}
            onClick={() => void tapLike()}
          >
            <ThumbIcon filled={like.active} />
            <span className="w-comment-thread__like-label">{like.active ? COMMENT_THREAD_TEXT.liked : COMMENT_THREAD_TEXT.like}</span>
            {like.count > 0 && <span className="w-comment-thread__like-count">{formatCount(like.count)}</span>}
          </button>
        </div>
        {/* Plain text: React escapes it, so markup in a comment stays inert. */}
        <button
          type="button"
          className={`w-comment-thread__text${comment.moderation === 'removed' ? ' w-comment-thread__text--removed' : ''}`}
          disabled={!isPublic(comment)}
          onClick={() => onReply({ name: comment.name, commentId: comment.id, toUserId: 0, reportId: comment.id })}
        >
          {comment.content}
        </button>
        <span className="w-comment-thread__time">{comment.created_at}</span>
        {comment.children.length > 0 && (
          <ul className="w-comment-thread__replies">
            {comment.children.map((child) => (
              <li key={child.id}>
                <button
                  type="button"
                  className="w-comment-thread__reply"
                  onClick={() => onReply({ name: child.name, commentId: comment.id, toUserId: child.user_id, reportId: isPublic(child) ? child.id : null })}
                >
                  <span className="w-comment-thread__name">{child.name}</span> {COMMENT_THREAD_TEXT.reply}{' '}
                  <span className="w-comment-thread__name">{child.reply_name}</span>：{child.content}
                  <HeldMark item={child} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** Comments, the reply sheet and the fixed footer (comment box, like, favourite). */
export function CommentThread({ props, emit }: WidgetRenderProps<CommentThreadProps>) {
  // Comments come 20 a page: the end of the list asks the runtime for the next one (LOAD_MORE_EVENT).
  const {
    items: comments,
    loading,
    footer,
  } = usePagedList({ items: props.comments, hasMore: props.hasMore, loading: props.loading, error: props.error }, emit);
  const [sheet, setSheet] = useState<ReplyTarget | null>(null);
  // The comment whose 举报 reasons are open.
  const [reporting, setReporting] = useState<number | null>(null);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // One key per draft: tapping 发送 again after a failed or unanswered attempt repeats the same post, so the
  // server stores it once; editing the text or the addressee makes it a new draft.
  const draftKey = useRef<string | null>(null);
  const changeText = (value: string) => {
    draftKey.current = null;
    setText(value);
  };
  const changeReplyTo = (target: ReplyTarget | null) => {
    draftKey.current = null;
    setReplyTo(target);
  };
  const [like, flipLike] = useFlip(props.isLike ?? false, props.likeCount ?? 0);
  const [favourite, flipFavourite] = useFlip(props.isFavorite ?? false, props.favoriteCount ?? 0);
  const placeholder = replyTo ? `${COMMENT_THREAD_TEXT.reply} ${replyTo.name}` : COMMENT_THREAD_TEXT.draft;
  const showComments = props.showComments !== false;

  const send = async () => {
    if (sending) return;
    setSending(true);
    draftKey.current ??= newClientKey();
    try {
      const ok = await emit('submit', { content: text, comment_id: replyTo?.commentId ?? 0, to_user_id: replyTo?.toUserId ?? 0, client_key: draftKey.current });
      if (ok) {
        changeText('');
        changeReplyTo(null);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="w-comment-thread" aria-label={props.title ?? '评论'}>
      {showComments && props.showTitle !== false && (
        <h2 className="w-comment-thread__title">
          {props.title ?? '评论'} ({props.total ?? comments.length})
        </h2>
      )}
      {!showComments ? null : comments.length === 0 ? (
        !loading && <p className="w-comment-thread__empty">{COMMENT_THREAD_TEXT.empty}</p>
      ) : (
        <ul className="w-comment-thread__list">
          {comments.map((comment) => (
            <CommentRow key={comment.id} comment={comment} onReply={setSheet} emit={emit} />
          ))}
        </ul>
      )}
      {showComments && <ListFooter {...footer} showEnd={false} />}
      {sheet && (
        <div className="w-comment-thread__sheet" role="dialog" aria-label="回复菜单">
          <button
            type="button"
            onClick={() => {
              changeReplyTo(sheet);
              setSheet(null);
            }}
          >
            {COMMENT_THREAD_TEXT.reply}
          </button>
          {sheet.reportId !== null && (
            <button
              type="button"
              onClick={() => {
                setReporting(sheet.reportId);
                setSheet(null);
              }}
            >
              {COMMENT_THREAD_TEXT.report}
            </button>
          )}
          <button type="button" onClick={() => setSheet(null)}>
            {COMMENT_THREAD_TEXT.cancel}
          </button>
        </div>
      )}
      {reporting !== null && (
        <div className="w-comment-thread__sheet" role="dialog" aria-label={COMMENT_THREAD_TEXT.reportTitle}>
          <p className="w-comment-thread__sheet-title">{COMMENT_THREAD_TEXT.reportTitle}</p>
          {COMMENT_THREAD_TEXT.reasons.map(([reason, label]) => (
            <button
              key={reason}
              type="button"
              onClick={() => {
                setReporting(null);
                void emit('report-comment', { id: reporting, reason });
              }}
            >
              {label}
            </button>
          ))}
          <button type="button" onClick={() => setReporting(null)}>
            {COMMENT_THREAD_TEXT.cancel}
          </button>
        </div>
      )}
      {props.showFooter !== false && (
        <form
          className="w-comment-thread__footer"
          ref={declareBottomBar}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          {showComments && (
            <>
              <input
                className="w-comment-thread__input"
                aria-label="评论内容"
                placeholder={placeholder}
                value={text}
                maxLength={5000}
                onChange={(e) => changeText(e.target.value)}
              />
              <button type="submit" className="w-comment-thread__send" disabled={sending || text.trim() === ''}>
                {COMMENT_THREAD_TEXT.send}
              </button>
            </>
          )}
          {typeof props.likeCount === 'number' && (
            <button
              type="button"
              className="w-comment-thread__action"
              aria-pressed={like.active}
              onClick={() =>
                void (async () => {
                  const seen = like;
                  if (await emit('toggle-like')) flipLike(seen);
                })()
              }
            >
              {like.active ? COMMENT_THREAD_TEXT.liked : COMMENT_THREAD_TEXT.like} {formatCount(like.count)}
            </button>
          )}
          {props.showFavorite && (
            <button
              type="button"
              className="w-comment-thread__action"
              aria-pressed={favourite.active}
              onClick={() =>
                void (async () => {
                  const seen = favourite;
                  if (await emit('toggle-favourite')) flipFavourite(seen);
                })()
              }
            >
              {favourite.active ? COMMENT_THREAD_TEXT.favorited : COMMENT_THREAD_TEXT.favorite}
              {typeof props.favoriteCount === 'number' && ` ${formatCount(favourite.count)}`}
            </button>
          )}
        </form>
      )}
    </section>
  );
}
