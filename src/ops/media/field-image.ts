import type { OpsMediaAsset } from '../../../contract/generated/schema-types';

/**
 * The address an image field keeps for a library file: its largest JPEG (PNG when transparent) size, at
 * most 1920 wide. Every browser and WeChat's share cards take it, and the library still knows it as this
 * file (its 使用位置, the refusal to delete it while published).
 */
export function fieldImageOf(asset: OpsMediaAsset): string {
  const fallbacks = asset.variants.filter((variant) => variant.format !== 'webp').sort((a, b) => b.width - a.width);
  return fallbacks[0]?.url ?? asset.url;
}
