import type { OpsMediaFocus } from '../../../contract/generated/schema-types';

/** A region as percentages of the picture's width and height (what the cropper reports). */
export interface PercentArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A region in the original's upright pixels (what the server crops). */
export interface PixelRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CENTRE: OpsMediaFocus = { x: 0.5, y: 0.5 };

/** The largest region of `ratio` (width ÷ height) in the middle of a `width` × `height` picture. */
export function centredArea(ratio: number, width: number, height: number): PercentArea {
  const wide = width / height > ratio;
  const areaWidth = wide ? ((height * ratio) / width) * 100 : 100;
  const areaHeight = wide ? 100 : (width / ratio / height) * 100;
  return { x: (100 - areaWidth) / 2, y: (100 - areaHeight) / 2, width: areaWidth, height: areaHeight };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The area in whole pixels of the original, inside it and at the ratio as nearly as whole pixels allow:
 * the height follows from the width (the cropper's percentages are floats, each rounded on its own would
 * drift a pixel off the ratio).
 */
export function pixelRegion(area: PercentArea, ratio: number, width: number, height: number): PixelRegion {
  let regionWidth = clamp(Math.round((area.width / 100) * width), 1, width);
  let regionHeight = Math.round(regionWidth / ratio);
  if (regionHeight > height) {
    regionHeight = height;
    regionWidth = clamp(Math.round(height * ratio), 1, width);
  }
  regionHeight = clamp(regionHeight, 1, height);
  return {
    x: clamp(Math.round((area.x / 100) * width), 0, width - regionWidth),
    y: clamp(Math.round((area.y / 100) * height), 0, height - regionHeight),
    width: regionWidth,
    height: regionHeight,
  };
}

/** A point clicked on a frame, as fractions of it, kept inside (two decimals: finer is not seen). */
export function focusAt(clientX: number, clientY: number, frame: { left: number; top: number; width: number; height: number }): OpsMediaFocus {
  const fraction = (offset: number, size: number) => (size > 0 ? Math.round(clamp(offset / size, 0, 1) * 100) / 100 : 0.5);
  return { x: fraction(clientX - frame.left, frame.width), y: fraction(clientY - frame.top, frame.height) };
}
