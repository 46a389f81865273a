import { TITLE_LENGTH, cutText } from '../../../contract/text/cut-text';
import { formatCount } from '../../../contract/text/format-count';
import { escapeHtml } from './escape-html';

/**
 * The server's HTML for the few widgets a detail page's first screen is made of, element for element and
 * class for class what the widget renders in the app (widgets/<type>/<type>.tsx), so the page the app
 * swaps in has the same boxes in the same places. Change one of those widgets' markup, change it here too:
 * the e2e test of the first screen compares the two pages' boxes.
 *
 * A renderer answers the HTML, or `null` for a widget that shows nothing; a widget missing here ends the
 * first screen (what follows it is laid out by the app only).
 */

/** What the first screen learns from a widget: its HTML and the image that may be the page's largest. */
export interface WidgetHtml {
  html: string;
  /** The widget's first picture, the candidate for the page's largest element (preloaded with priority). */
  image?: string;
}

type Props = Record<string, unknown>;
type Renderer = (props: Props) => WidgetHtml | null;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const attr = (value: string) => `"${escapeHtml(value)}"`;

// Date text is cut to 10 characters where only the day matters (as detail-header.tsx).
const DATE_LENGTH = 10;
// parent-column.tsx's description length.
const PARENT_DESC_LENGTH = 26;

function backButton(props: Props): WidgetHtml {
  const label = text(props.label) ?? '返回';
  return {
    html:
      `<button type="button" class="w-back-button" aria-label=${attr(label)}>` +
      '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">' +
      '<path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"></path></svg></button>',
  };
}

function detailHeader(props: Props): WidgetHtml {
  const title = text(props.title);
  const titleLength = typeof props.titleLength === 'number' ? props.titleLength : TITLE_LENGTH.columnList;
  const shown = cutText(title, titleLength);
  const time = text(props.time)?.slice(0, DATE_LENGTH);
  const views = typeof props.views === 'number' ? props.views : undefined;
  const cover = text(props.cover);
  let html = '<header class="w-detail-header">';
  // The app's copy is loading="lazy"; the server's is the first thing on screen, so it is asked for first.
  if (cover) html += `<img class="w-detail-header__cover" src=${attr(cover)} alt=${attr(`${shown}的封面`)} fetchpriority="high">`;
  html += `<h1 class="w-detail-header__title"${title ? ` aria-label=${attr(title)}` : ''}>${escapeHtml(shown)}</h1>`;
  if (time || views !== undefined) {
    html += '<p class="w-detail-header__meta">';
    if (time) html += `<time datetime=${attr(time)}>${escapeHtml(time)}</time>`;
    if (views !== undefined)
      html += `<span class="w-detail-header__views">${escapeHtml(formatCount(views))}${escapeHtml(text(props.viewLabel) ?? '阅读')}</span>`;
    html += '</p>';
  }
  return { html: `${html}</header>`, image: cover };
}

function parentColumn(props: Props): WidgetHtml | null {
  const parent = props.parent && typeof props.parent === 'object' ? (props.parent as Props) : undefined;
  if (!parent) return null;
  const label = text(props.label) ?? '所属专栏';
  const title = text(parent.title) ?? '';
  const logo = text(parent.logo);
  const desc = text(parent.desc);
  const followed = parent.is_subscribe === 1;
  const follow = followed ? '已关注' : '关注';
  return {
    html:
      `<aside class="w-parent-column" aria-label=${attr(label)}>` +
      `<button type="button" class="w-parent-column__card" aria-label=${attr(`${label}：${title}`)}>` +
      (logo ? `<img class="w-parent-column__logo" src=${attr(logo)} alt="" loading="lazy">` : '<span class="w-parent-column__logo"></span>') +
      '<span class="w-parent-column__text">' +
      `<span class="w-parent-column__title">${escapeHtml(cutText(title, TITLE_LENGTH.parent))}</span>` +
      (desc ? `<span class="w-parent-column__desc">${escapeHtml(cutText(desc, PARENT_DESC_LENGTH))}</span>` : '') +
      '</span></button>' +
      `<button type="button" class="ui-follow-state${followed ? ' ui-follow-state--on' : ''}" aria-pressed="${followed}"` +
      `${title ? ` aria-label=${attr(`${follow} ${title}`)}` : ''}>${followed ? '已关注' : '+关注'}</button></aside>`,
  };
}

/** The first <img src> of sanitised article HTML (the sanitiser writes attributes double-quoted). */
const FIRST_IMAGE = /<img\b[^>]*?\ssrc="([^"]+)"/i;

/** Entities the sanitiser writes inside an attribute, back to the address the browser will ask for. */
const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name] ?? '');

function richText(props: Props): WidgetHtml | null {
  // The answer's HTML is sanitised by the server that sent it (html/article-html.ts), on write and on read:
  // the same trust as the widget's own raw insertion, and only for the endpoints' HTML fields.
  const html = text(props.html);
  if (!html) return null;
  const label = text(props.label) ?? '正文';
  const image = FIRST_IMAGE.exec(html)?.[1];
  return { html: `<article class="w-rich-text" aria-label=${attr(label)}>${html}</article>`, image: image && unescapeAttribute(image) };
}

const nothing: Renderer = () => null;

/** Widgets the server can draw, by layout type; the ones that draw nothing in the page's flow are listed as such. */
export const FIRST_SCREEN_WIDGETS: Readonly<Record<string, Renderer>> = {
  'back-button': backButton,
  'detail-header': detailHeader,
  'parent-column': parentColumn,
  'rich-text': richText,
  // No box in the page: a visit counter, a meta tag, the document title.
  'visit-record': nothing,
  'share-image': nothing,
  'page-title': nothing,
};
