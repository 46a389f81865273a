import { librarySrcsets } from '../../contract/media/library-image';
import './library-picture.css';

export interface LibraryPictureProps {
  src: string;
  alt: string;
  /** How wide the picture shows, for the browser to choose a size (`100vw` for a full-width banner). */
  sizes: string;
  loading?: 'eager' | 'lazy';
  className?: string;
}

/**
 * An image an operator put in from the media library comes in every size it was made in, WebP first with
 * its JPEG (or PNG) beside it, so a phone downloads the size its screen needs. Any other address is shown
 * as it is.
 */
export function LibraryPicture({ src, alt, sizes, loading, className }: LibraryPictureProps) {
  const sets = librarySrcsets(src);
  if (!sets) return <img src={src} alt={alt} loading={loading} className={className} />;
  return (
    <picture className="ui-library-picture">
      <source type="image/webp" srcSet={sets.webp} sizes={sizes} />
      <img src={src} srcSet={sets.fallback} sizes={sizes} alt={alt} loading={loading} className={className} />
    </picture>
  );
}
