import type { LectureDeck, ShortDeck } from './lecture-slides';
import { drawIcon, SPECIALTY_ICONS } from './seed-icons';
import { escapeXml, FONT, textLines, wrapText } from './svg-text';

/** Each specialty's colour (same order as the specialties): slides and covers of one specialty share it. */
export const SPECIALTY_COLORS: ReadonlyArray<readonly [string, string]> = [
  ['#b71c1c', '#e53935'],
  ['#5b2a86', '#8e44ad'],
  ['#0b5cad', '#1e88e5'],
  ['#283593', '#5c6bc0'],
  ['#b45309', '#f59e0b'],
  ['#00695c', '#26a69a'],
];

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** A slide: what it shows (SVG) and what the lecturer says over it. */
export interface Slide {
  svg: string;
  speech: string;
  /** Share of the lecture's running time this slide stays on screen. */
  weight: number;
}

const W = 1280;
const H = 720;

function frame(body: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

function gradient(id: string, [from, to]: readonly [string, string]): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Header band, page number and footer every content slide of a lecture carries. */
function contentSlide(deck: LectureDeck, page: number, pages: number, kicker: string, heading: string, body: string): string {
  const colors = SPECIALTY_COLORS[deck.specialty];
  const icon = SPECIALTY_ICONS[deck.specialty];
  return frame(
    `<defs>${gradient('h', colors)}</defs><rect width="${W}" height="${H}" fill="#f7f9fc"/>` +
      `<rect width="${W}" height="132" fill="url(#h)"/>${drawIcon(icon, W - 132, 26, 80, '#ffffff66', 1.4)}` +
      drawIcon(icon, W - 380, 230, 300, '#e3e9f1', 1) +
      `<text x="72" y="58" fill="#ffffffcc" font-size="26" ${FONT}>${escapeXml(kicker)}</text>` +
      `<text x="72" y="106" fill="#fff" font-size="42" font-weight="700" ${FONT}>${escapeXml(heading)}</text>` +
      body +
      `<rect y="${H - 56}" width="${W}" height="56" fill="#eef2f7"/>` +
      `<text x="72" y="${H - 20}" fill="#6b7785" font-size="22" ${FONT}>${escapeXml(`${deck.title} · ${deck.lecturer.name} ${deck.lecturer.hospital}`)}</text>` +
      `<text x="${W - 72}" y="${H - 20}" text-anchor="end" fill="#6b7785" font-size="22" ${FONT}>${page} / ${pages}</text>`,
    W,
    H,
  );
}

/** Bulleted lines under a content slide's header, each bullet wrapped to two lines at most. */
function bulletList(items: readonly string[], color: string, numbered: boolean): string {
  let y = 230;
  let out = '';
  items.forEach((item, i) => {
    const lines = wrapText(item, 28, 2);
    const mark = numbered
      ? `<circle cx="96" cy="${y - 12}" r="22" fill="${color}"/><text x="96" y="${y - 1}" text-anchor="middle" fill="#fff" font-size="26" font-weight="700" ${FONT}>${i + 1}</text>`
      : `<rect x="86" y="${y - 24}" width="18" height="18" rx="4" fill="${color}"/>`;
    out += mark + textLines(lines, 140, y, 50, `fill="#1f2937" font-size="36"`);
    y += lines.length * 50 + 36;
  });
  return out;
}

/** The slides of a lecture: title page, contents, one per chapter, summary. */
export function lectureSlides(deck: LectureDeck): Slide[] {
  const colors = SPECIALTY_COLORS[deck.specialty];
  const { name, title, hospital, department } = deck.lecturer;
  const pages = deck.chapters.length + 3;
  const titleLines = wrapText(deck.title, 17, 2);
  const titlePage = frame(
    `<defs>${gradient('t', colors)}</defs><rect width="${W}" height="${H}" fill="url(#t)"/>` +
      `<circle cx="${W - 150}" cy="140" r="260" fill="#ffffff14"/><circle cx="80" cy="${H + 40}" r="220" fill="#ffffff10"/>` +
      drawIcon(SPECIALTY_ICONS[deck.specialty], W - 330, 150, 220, '#ffffff55', 1.2) +
      `<text x="96" y="150" fill="#ffffffcc" font-size="28" ${FONT}>博医荟 · 名医大讲堂</text>` +
      textLines(titleLines, 96, 290, 84, `fill="#fff" font-size="64" font-weight="700"`) +
      `<rect x="96" y="${290 + titleLines.length * 84 - 30}" width="120" height="6" rx="3" fill="#fff"/>` +
      `<text x="96" y="${290 + titleLines.length * 84 + 50}" fill="#fff" font-size="36" ${FONT}>${escapeXml(`主讲：${name}  ${title}`)}</text>` +
      `<text x="96" y="${290 + titleLines.length * 84 + 104}" fill="#ffffffd9" font-size="30" ${FONT}>${escapeXml(`${hospital} ${department}`)}</text>`,
    W,
    H,
  );
  const slides: Slide[] = [
    { svg: titlePage, speech: `${deck.title}。主讲人：${hospital}${department}，${name}${title}。`, weight: 1 },
    {
      svg: contentSlide(
        deck,
        2,
        pages,
        '目录',
        '本讲内容',
        bulletList(
          deck.chapters.map((c, i) => `第${NUMERALS[i]}部分  ${c.heading}`),
          colors[0],
          false,
        ),
      ),
      speech: `本次讲座分为${NUMERALS[deck.chapters.length - 1]}个部分：${deck.chapters.map((c) => c.heading).join('，')}。`,
      weight: 1,
    },
  ];
  deck.chapters.forEach((chapter, i) => {
    slides.push({
      svg: contentSlide(deck, i + 3, pages, `第${NUMERALS[i]}部分`, chapter.heading, bulletList(chapter.bullets, colors[0], false)),
      speech: `第${NUMERALS[i]}部分，${chapter.heading}。${chapter.bullets.join('。')}。`,
      weight: 4,
    });
  });
  slides.push({
    svg: contentSlide(deck, pages, pages, '小结', '要点回顾', bulletList(deck.summary, colors[0], true)),
    speech: `最后做个小结。${deck.summary.join('。')}。谢谢大家。`,
    weight: 2,
  });
  return slides;
}

const PW = 720;
const PH = 1280;

/** A short video's full-frame portrait cards: the question, one card per point, then all points together. */
export function shortSlides(deck: ShortDeck): Slide[] {
  const colors = SPECIALTY_COLORS[deck.specialty];
  const icon = SPECIALTY_ICONS[deck.specialty];
  const { name, title, hospital } = deck.lecturer;
  const card = (body: string): string =>
    frame(
      `<defs>${gradient('p', colors)}</defs><rect width="${PW}" height="${PH}" fill="url(#p)"/>` +
        `<circle cx="${PW - 60}" cy="180" r="240" fill="#ffffff12"/><circle cx="40" cy="${PH - 160}" r="200" fill="#ffffff10"/>` +
        `<text x="60" y="120" fill="#ffffffd9" font-size="30" ${FONT}>博医荟 · 一分钟科普</text>` +
        body +
        `<text x="60" y="${PH - 130}" fill="#fff" font-size="32" ${FONT}>${escapeXml(`${name} ${title}`)}</text>` +
        `<text x="60" y="${PH - 80}" fill="#ffffffcc" font-size="26" ${FONT}>${escapeXml(hospital)}</text>`,
      PW,
      PH,
    );
  const titleLines = wrapText(deck.title, 8, 3);
  const slides: Slide[] = [
    {
      svg: card(drawIcon(icon, 60, 260, 200, '#ffffffcc', 1.3) + textLines(titleLines, 60, 620, 96, `fill="#fff" font-size="80" font-weight="700"`)),
      speech: `${deck.title}。${hospital}${name}${title}为您讲解。`,
      weight: 1,
    },
  ];
  deck.points.forEach((point, i) => {
    const lines = wrapText(point, 9, 4);
    slides.push({
      svg: card(
        `<text x="60" y="330" fill="#ffffff66" font-size="160" font-weight="700" ${FONT}>0${i + 1}</text>` +
          textLines(lines, 60, 520, 84, `fill="#fff" font-size="68" font-weight="700"`),
      ),
      speech: `第${NUMERALS[i]}，${point}。`,
      weight: 1,
    });
  });
  slides.push({
    svg: card(
      `<text x="60" y="300" fill="#fff" font-size="56" font-weight="700" ${FONT}>记住这几点</text>` +
        deck.points
          .map((point, i) => {
            const lines = wrapText(point, 13, 2);
            return `<circle cx="84" cy="${420 + i * 170 - 14}" r="24" fill="#fff"/><text x="84" y="${420 + i * 170 - 3}" text-anchor="middle" fill="${colors[0]}" font-size="28" font-weight="700" ${FONT}>${i + 1}</text>${textLines(lines, 130, 420 + i * 170, 56, `fill="#fff" font-size="42"`)}`;
          })
          .join(''),
    ),
    speech: `记住这${NUMERALS[deck.points.length - 1]}点。关注博医荟，获取更多医学知识。`,
    weight: 1,
  });
  return slides;
}
