import { readFileSync } from 'node:fs';
import { appPath } from '../app-root';

const iconDir = appPath('server', 'src', 'seed', 'assets', 'icons');
const cache = new Map<string, string>();

/** The vendored Tabler icons (assets/icons): their file names without .svg. */
export type IconName =
  | 'heartbeat'
  | 'ribbon-health'
  | 'lungs'
  | 'brain'
  | 'droplet-half-2'
  | 'pill'
  | 'stethoscope'
  | 'microscope'
  | 'school'
  | 'player-play'
  | 'live-photo'
  | 'news'
  | 'report-medical'
  | 'file-text'
  | 'device-mobile'
  | 'presentation'
  | 'stack-2'
  | 'award'
  | 'books'
  | 'building-hospital'
  | 'users'
  | 'calendar-event'
  | 'messages'
  | 'heart-handshake'
  | 'first-aid-kit'
  | 'calculator'
  | 'dna'
  | 'certificate'
  | 'speakerphone'
  | 'broadcast'
  | 'coins'
  | 'gift'
  | 'headset'
  | 'user';

/** An icon's drawing (its paths, without the outer <svg> and Tabler's invisible 24×24 bounding box). */
function iconBody(name: IconName): string {
  let body = cache.get(name);
  if (body === undefined) {
    const svg = readFileSync(`${iconDir}/${name}.svg`, 'utf8');
    body = (/<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1] ?? '').replace(/<path stroke="none"[^>]*\/>/, '').trim();
    cache.set(name, body);
  }
  return body;
}

/** The icon drawn as strokes of `color`, its 24-unit grid scaled to `size` pixels with its top left at (x, y). */
export function drawIcon(name: IconName, x: number, y: number, size: number, color: string, strokeWidth = 1.6): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${iconBody(name)}</g>`;
}

/** Each specialty's emblem, in the order of the seed's specialties (心血管, 肿瘤, 呼吸, 神经, 内分泌, 消化). */
export const SPECIALTY_ICONS: readonly IconName[] = ['heartbeat', 'ribbon-health', 'lungs', 'brain', 'droplet-half-2', 'pill'];
