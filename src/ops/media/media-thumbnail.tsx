import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { MEDIA_TEXT, thumbnailOf } from './media-texts';

/** An image's smallest size, or a tile naming the kind (a video, a PDF) with the file's name as its text. */
export function MediaThumbnail({ asset }: { asset: OpsMediaAsset }) {
  const src = thumbnailOf(asset);
  if (src) return <img src={src} alt={asset.name} loading="lazy" />;
  return (
    <span className={`ops-media__tile ops-media__tile--${asset.kind}`} role="img" aria-label={asset.name}>
      {MEDIA_TEXT.kinds[asset.kind]}
    </span>
  );
}
