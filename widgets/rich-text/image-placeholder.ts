// A picture that does not arrive (an external image the proxy could not fetch) would leave a broken-image
// hole in the article: it is swapped for a grey frame with a picture outline instead.

const PLACEHOLDER_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#f2f3f5"/>' +
    '<g fill="none" stroke="#b8bcc4" stroke-width="2" stroke-linejoin="round"><rect x="64" y="30" width="32" height="26" rx="2"/>' +
    '<path d="M66 53l9-10 6 7 5-5 8 8"/></g><circle cx="88" cy="37" r="3" fill="#b8bcc4"/></svg>',
)}`;

export const FAILED_IMAGE_CLASS = 'w-rich-text__img--failed';
export const FAILED_IMAGE_TEXT = '图片加载失败';

function showPlaceholder(image: HTMLImageElement): void {
  if (image.classList.contains(FAILED_IMAGE_CLASS)) return; // The placeholder itself never retries.
  image.classList.add(FAILED_IMAGE_CLASS);
  // Kept for whoever looks into the failure (and the e2e check that article images go through the proxy).
  image.setAttribute('data-failed-src', image.getAttribute('src') ?? '');
  image.removeAttribute('srcset');
  image.alt = image.alt ? `${image.alt}（${FAILED_IMAGE_TEXT}）` : FAILED_IMAGE_TEXT;
  image.src = PLACEHOLDER_SRC;
}

/**
 * A ref callback for an element holding server HTML: images that fail (now or already) show the placeholder.
 * Error events do not bubble, so one capturing listener on the container sees every image's.
 */
export function placeholdFailedImages(container: HTMLElement | null): (() => void) | undefined {
  if (!container) return undefined;
  const onError = (event: Event) => {
    if (event.target instanceof HTMLImageElement) showPlaceholder(event.target);
  };
  container.addEventListener('error', onError, true);
  // An image that failed before the listener was there (a fast refusal) shows the placeholder too.
  for (const image of container.querySelectorAll('img')) if (image.complete && image.naturalWidth === 0 && image.currentSrc) showPlaceholder(image);
  return () => container.removeEventListener('error', onError, true);
}
