/**
 * How the open-download action asks the screen's email-dialog widget to open: a window event carrying
 * the item. Widgets never see the store or actions, and a dialog needs no layout state for this.
 */
export const DOWNLOAD_DIALOG_EVENT = 'boyihui:download-dialog';

export interface DownloadDialogRequest {
  /** email: 发送到邮箱 (type-1 files); image: the image-save dialog (other types). */
  mode: 'email' | 'image';
  id: number;
  title: string;
  /** Image to show for long-press saving (image mode): the item's link, else its cover. */
  image?: string;
}

export function openDownloadDialog(request: DownloadDialogRequest): void {
  window.dispatchEvent(new CustomEvent<DownloadDialogRequest>(DOWNLOAD_DIALOG_EVENT, { detail: request }));
}

/** Subscribes to dialog requests; returns the unsubscribe function. */
export function onDownloadDialog(listener: (request: DownloadDialogRequest) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<DownloadDialogRequest>).detail);
  window.addEventListener(DOWNLOAD_DIALOG_EVENT, handle);
  return () => window.removeEventListener(DOWNLOAD_DIALOG_EVENT, handle);
}
