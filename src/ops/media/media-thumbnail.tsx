import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { MEDIA_TEXT, thumbnailOf } from './media-texts';

/**
 * An image's smallest size (a video's poster, a PDF's first page), or a tile naming the kind with the file's
 * name as its text. `decorative` where the file's name is written beside it (the picker's buttons).
 */
export function MediaThumbnail({ asset, decorative = false }: { asset: OpsMediaAsset; decorative?: boolean }) {
  const src = thumbnailOf(asset);
  if (src) return <img src={src} alt={decorative ? '' : asset.name} loading="lazy" />;
  return (
    <span
      className={`ops-media__tile ops-media__tile--${asset.kind}`}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : asset.name}
      aria-hidden={decorative || undefined}
    >
      {MEDIA_TEXT.kinds[asset.kind]}
    </span>
  );
}
