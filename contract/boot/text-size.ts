// The app's 字体大小 setting (设置 → 字体大小), kept per device in localStorage. The page's boot script
// (served inline, before the app's code) and the app read the same names, so the chosen size is on the
// root element before the first paint and the page never flashes at the standard size.

/** localStorage key of the chosen size. */
export const TEXT_SIZE_KEY = 'text-size';

/** Attribute on <html> that the stylesheet turns into the --app-text-scale factor (src/app/styles/app.css). */
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';

/** The sizes in the order the setting offers them, each with its label and the factor text and touch targets grow by. */
export const TEXT_SIZES = [
  { value: 'standard', label: '标准', scale: 1 },
  { value: 'large', label: '大', scale: 1.15 },
  { value: 'x-large', label: '特大', scale: 1.3 },
] as const;

export type TextSize = (typeof TEXT_SIZES)[number]['value'];

export const DEFAULT_TEXT_SIZE: TextSize = 'standard';

export function isTextSize(value: unknown): value is TextSize {
  return TEXT_SIZES.some((size) => size.value === value);
}
