import { useEffect } from 'react';
import type { ShareImageProps } from '../../contract/generated/widgets/share-image.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { SHARE_IMAGE_META, shareCardImage } from '../../contract/share/share-image-meta';

/**
 * The share card's thumbnail lives in the page head, next to the title the share already follows: the
 * WeChat share set-up (app shell) reads this meta tag and watches it, so a cover bound after loading
 * still reaches the card. Relative addresses become absolute, since WeChat fetches the image itself; an SVG
 * cover is never offered (shareCardImage).
 */
export function ShareImage({ props }: WidgetRenderProps<ShareImageProps>) {
  // WeChat's cards take PNG or JPEG only: an SVG cover goes through the server's PNG rendition.
  const image = shareCardImage(props.image);
  useEffect(() => {
    if (!image) return undefined;
    const meta = document.createElement('meta');
    meta.setAttribute('property', SHARE_IMAGE_META);
    meta.content = new URL(image, window.location.href).toString();
    document.head.appendChild(meta);
    return () => meta.remove();
  }, [image]);
  return null;
}
