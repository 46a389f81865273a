import { DEFAULT_TEXT_SIZE, isTextSize, TEXT_SIZE_ATTRIBUTE, TEXT_SIZE_KEY, type TextSize } from '../../contract/boot/text-size';
import { localStore } from '../runtime/data/web-storage';

/** The size this device chose (设置 → 字体大小); the standard one when none was chosen or storage is closed. */
export function readTextSize(): TextSize {
  try {
    const stored = localStore()?.getItem(TEXT_SIZE_KEY) ?? null;
    return isTextSize(stored) ? stored : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

/** Puts `size` on <html>, where the stylesheet turns it into --app-text-scale; the standard size is no attribute. */
export function applyTextSize(size: TextSize): void {
  const root = document.documentElement;
  if (size === DEFAULT_TEXT_SIZE) root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
}

/** Chooses `size` for this device: kept across visits (the boot script applies it before the first paint). */
export function chooseTextSize(size: TextSize): void {
  try {
    if (size === DEFAULT_TEXT_SIZE) localStore()?.removeItem(TEXT_SIZE_KEY);
    else localStore()?.setItem(TEXT_SIZE_KEY, size);
  } catch {
    // Storage closed (private mode): the size still holds for this visit.
  }
  applyTextSize(size);
}
