import { drawIcon, SPECIALTY_ICONS, type IconName } from './seed-icons';
import { SPECIALTY_COLORS } from './slide-svg';
import { escapeXml, FONT, textLines, textWidth, wrapText } from './svg-text';
import { SPECIALTIES } from './texts';

/** How a cover is drawn beyond its shape: its kind, specialty, pattern and whether it carries its title. */
export interface CoverStyle {
  /** The kind label and its icon (课程, 直播…), for wide covers. */
  kind?: { label: string; icon: IconName; tagline: string };
  /** Index into the specialties, when the cover's text names one. */
  specialty?: number;
  /** Which background pattern (0–2): neighbouring cards of one kind and specialty differ. */
  variant: number;
  /** Posters (banners, adverts, meetings) print their title; content covers do not repeat the card's title. */
  titled: boolean;
  /** The emblem of an icon, logo or square cover. */
  icon: IconName;
}

/** The kind of a wide cover, by its name's prefix (course-12 → 课程). */
const KINDS: ReadonlyArray<readonly [RegExp, string, IconName, string]> = [
  [/^course-column-/, '系列课', 'books', '系列课程 · 循序精进'],
  [/^course-/, '课程', 'school', '临床诊疗精讲'],
  [/^video-column-/, '视频专辑', 'player-play', '名家视频专辑'],
  [/^video-/, '视频', 'player-play', '名家视频'],
  [/^live-/, '直播', 'broadcast', '名医大讲堂 · 直播'],
  [/^article-column-/, '专栏', 'books', '医学专栏'],
  [/^article-/, '资讯', 'news', '学术资讯'],
  [/^case/, '病例', 'report-medical', '病例讨论'],
  [/^download-/, '指南', 'file-text', '指南与共识解读'],
  [/^short-video-/, '短视频', 'device-mobile', '一分钟科普'],
  [/^meeting/, '学术会', 'presentation', '学术会议'],
  [/^topic-\d/, '专题', 'stack-2', '专题学习'],
  [/^topic-(news|column)-/, '专题', 'stack-2', '专题学习'],
  [/^activity/, '活动', 'award', '学术活动'],
];

export function coverKind(name: string): { label: string; icon: IconName; tagline: string } | undefined {
  const found = KINDS.find(([pattern]) => pattern.test(name));
  return found && { label: found[1], icon: found[2], tagline: found[3] };
}

/** Covers that are posters: what they announce is their text. */
const TITLED =
  /^(banner-|topic-banner-|topic-honor-banner-|academic-association-banner|meeting-\d|activity-|live-dialog|questionnaire-|text-page-|product|download-figure-|topic-footer-|topic-honour-|topic-study-|advert-)/;

/** Emblems by what an entrance, module, column or organisation is called (first match wins). */
const EMBLEMS: ReadonlyArray<readonly [RegExp, IconName]> = [
  [/直播/, 'broadcast'],
  [/短视频/, 'device-mobile'],
  [/学术会|会议|讲坛|讲堂/, 'presentation'],
  [/病例/, 'report-medical'],
  [/指南/, 'file-text'],
  [/专栏/, 'books'],
  [/专题/, 'stack-2'],
  [/荣誉/, 'certificate'],
  [/活动|大赛/, 'award'],
  [/资讯|新闻/, 'news'],
  [/课|教育|学院/, 'school'],
  [/协会|学术专区/, 'building-hospital'],
  [/预约/, 'calendar-event'],
  [/积分规则/, 'coins'],
  [/商城/, 'gift'],
  [/随访/, 'heart-handshake'],
  [/问诊|专家/, 'stethoscope'],
  [/客服/, 'headset'],
  [/学组|联盟|团队/, 'users'],
  [/基金会/, 'heart-handshake'],
  [/传播|科普/, 'speakerphone'],
  [/研究|协作/, 'dna'],
  [/影像/, 'microscope'],
  [/慢病/, 'heartbeat'],
  [/工具|计算/, 'calculator'],
];

/** The specialty a text is about (by its name, department or a disease), if any. */
export function specialtyOf(text: string): number | undefined {
  const index = SPECIALTIES.findIndex((s) => text.includes(s.name) || text.includes(s.dept) || s.diseases.some((d) => text.includes(d)));
  return index < 0 ? undefined : index;
}

function hashOf(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/** What a named cover looks like (its kind, specialty, pattern, emblem), from its name and text. */
export function coverStyle(name: string, title: string, subtitle = ''): CoverStyle {
  const text = `${title} ${subtitle}`;
  const specialty = specialtyOf(text);
  const emblem = EMBLEMS.find(([pattern]) => pattern.test(title))?.[1];
  return {
    kind: coverKind(name),
    specialty,
    variant: hashOf(name) % 3,
    titled: TITLED.test(name),
    icon: emblem ?? (specialty === undefined ? 'first-aid-kit' : SPECIALTY_ICONS[specialty]),
  };
}

/** The colours of a cover: its specialty's, else the fallback pair. */
export function coverColors(style: CoverStyle | undefined, fallback: readonly [string, string]): readonly [string, string] {
  return style?.specialty === undefined ? fallback : SPECIALTY_COLORS[style.specialty];
}

function gradient([from, to]: readonly [string, string], variant: number): string {
  const [x2, y2] = [
    [1, 1],
    [1, 0],
    [0, 1],
  ][variant];
  return `<linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A quiet background pattern: rings, a dot grid or a hexagon chain (molecules). */
function pattern(w: number, h: number, variant: number): string {
  if (variant === 0)
    return [0.3, 0.45, 0.6]
      .map((r) => `<circle cx="${w * 0.82}" cy="${h * 0.5}" r="${h * r * 1.4}" fill="none" stroke="#ffffff1f" stroke-width="2"/>`)
      .join('');
  if (variant === 1) {
    let dots = '';
    for (let x = w * 0.55; x < w; x += 28) for (let y = 20; y < h; y += 28) dots += `M${x.toFixed(0)} ${y}h2.5v2.5h-2.5z`;
    return `<path d="${dots}" fill="#ffffff26"/>`;
  }
  const hex = (cx: number, cy: number, r: number) =>
    `M${Array.from({ length: 6 }, (_, i) => `${(cx + r * Math.cos((Math.PI / 3) * i)).toFixed(1)} ${(cy + r * Math.sin((Math.PI / 3) * i)).toFixed(1)}`).join('L')}Z`;
  const r = h * 0.12;
  const cells = [
    [0.62, 0.25],
    [0.62 + (1.5 * r) / w, 0.25 + (0.866 * r) / h],
    [0.62 + (3 * r) / w, 0.25],
    [0.62 + (4.5 * r) / w, 0.25 + (0.866 * r) / h],
    [0.62 + (4.5 * r) / w, 0.25 + (2.6 * r) / h],
  ];
  return `<path d="${cells.map(([x, y]) => hex(w * x, h * y, r)).join('')}" fill="none" stroke="#ffffff29" stroke-width="2.5"/>`;
}

/** A 16:9 or portrait cover: kind pill, specialty emblem, and the title (posters) or the specialty and kind's tagline. */
export function wideCover(w: number, h: number, colors: readonly [string, string], style: CoverStyle, title: string, subtitle?: string): string {
  const tall = h > w;
  const emblem = style.specialty === undefined ? (style.kind?.icon ?? style.icon) : SPECIALTY_ICONS[style.specialty];
  const art = tall
    ? `<circle cx="${w / 2}" cy="${h * 0.3}" r="${w * 0.28}" fill="#ffffff1f"/>${drawIcon(emblem, w / 2 - w * 0.18, h * 0.3 - w * 0.18, w * 0.36, '#ffffffe6', 1.4)}`
    : `<circle cx="${w * 0.8}" cy="${h * 0.46}" r="${h * 0.32}" fill="#ffffff1f"/>${drawIcon(emblem, w * 0.8 - h * 0.2, h * 0.46 - h * 0.2, h * 0.4, '#ffffffe6', 1.4)}`;
  const label = style.kind?.label;
  // Top right: the app puts its own badges (直播中, 回放, 预告) on a card's top left corner.
  const pillWidth = label ? Math.round(textWidth(label) * 22 + 60) : 0;
  const pillX = w - pillWidth - 24;
  const pill = label
    ? `<rect x="${pillX}" y="24" width="${pillWidth}" height="40" rx="20" fill="#00000038"/>${drawIcon(style.kind!.icon, pillX + 12, 32, 24, '#fff', 2)}<text x="${pillX + 44}" y="51" fill="#fff" font-size="22" ${FONT}>${escapeXml(label)}</text>`
    : '';
  const ecg = tall
    ? ''
    : `<path d="M0 ${h * 0.86}H${w * 0.34}l${w * 0.02} -${h * 0.06}l${w * 0.025} ${h * 0.12}l${w * 0.025} -${h * 0.18}l${w * 0.02} ${h * 0.12}H${w}" fill="none" stroke="#ffffff40" stroke-width="3"/>`;
  let text: string;
  if (style.titled || tall) {
    const size = tall ? 64 : 40;
    const lines = wrapText(title, tall ? 10 : 9.5, 3);
    const top = tall ? h * 0.58 : h * 0.5 - ((lines.length - 1) * size * 1.3) / 2 + size * 0.35;
    text =
      textLines(lines, tall ? w * 0.1 : 36, top, size * 1.3, `fill="#fff" font-size="${size}" font-weight="700"`) +
      (subtitle
        ? textLines(
            wrapText(subtitle, tall ? 18 : 20, 1),
            tall ? w * 0.1 : 36,
            tall ? h * 0.86 : h - 36,
            0,
            `fill="#ffffffd9" font-size="${Math.round(size * 0.55)}"`,
          )
        : '');
  } else {
    const name = style.specialty === undefined ? '博医荟' : SPECIALTIES[style.specialty].name;
    text =
      `<text x="36" y="${h * 0.58}" fill="#fff" font-size="64" font-weight="700" ${FONT}>${escapeXml(name)}</text>` +
      `<text x="38" y="${h * 0.58 + 52}" fill="#ffffffd9" font-size="28" ${FONT}>${escapeXml(style.kind?.tagline ?? '继续医学教育')}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${gradient(colors, style.variant)}</defs><rect width="${w}" height="${h}" fill="url(#g)"/>${pattern(w, h, style.variant)}${art}${ecg}${pill}${text}</svg>\n`;
}

/** An entrance or module icon: the emblem in white on a round gradient. */
export function iconCover(size: number, colors: readonly [string, string], style: CoverStyle): string {
  const inner = size * 0.56;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${gradient(colors, 0)}</defs><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#g)"/>${drawIcon(style.icon, (size - inner) / 2, (size - inner) / 2, inner, '#fff', 1.8)}</svg>\n`;
}

/** A column's or topic's logo: the emblem on a rounded gradient square. */
export function emblemSquare(size: number, colors: readonly [string, string], style: CoverStyle): string {
  const inner = size * 0.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${gradient(colors, style.variant)}</defs><rect width="${size}" height="${size}" rx="${size * 0.18}" fill="url(#g)"/>${pattern(size, size, style.variant)}${drawIcon(style.icon, (size - inner) / 2, (size - inner) / 2, inner, '#fff', 1.6)}</svg>\n`;
}

/** An organisation's logo: a drawn mark (emblem in a double ring) over its name. */
export function organisationLogo(colors: readonly [string, string], style: CoverStyle, name: string): string {
  const lines = textWidth(name) > 8 ? wrapText(name, Math.ceil(textWidth(name) / 2), 2) : [name];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs>${gradient(colors, 0)}</defs><rect width="240" height="240" rx="24" fill="#fff"/>` +
    `<circle cx="120" cy="84" r="58" fill="url(#g)"/><circle cx="120" cy="84" r="48" fill="none" stroke="#fff" stroke-width="3"/>` +
    `<path d="M62 84a58 58 0 0 0 116 0" fill="none" stroke="#ffffff66" stroke-width="2" stroke-dasharray="4 6"/>` +
    drawIcon(style.icon, 92, 56, 56, '#fff', 1.8) +
    textLines(lines, 120, 176, 24, `text-anchor="middle" fill="#262626" font-size="20" font-weight="700"`) +
    `</svg>\n`
  );
}
