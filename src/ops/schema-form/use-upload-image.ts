import { useCallback } from 'react';
import type { OpsMediaAsset } from '../../../contract/generated/schema-types';
import { opsEndpoints } from '../api/ops-endpoints';

/** Adds an image file to the media library and answers the new item. */
export type UploadImage = (file: File) => Promise<OpsMediaAsset>;

/**
 * An image field's upload: the file joins the media library (POST /ops/api/media, which makes its sizes);
 * the field keeps the address of its largest JPEG or PNG size (fieldImageOf), once cropped if it asks.
 */
export function useUploadImage(): UploadImage {
  const [createMedia] = opsEndpoints.useCreateOpsMediaMutation();
  return useCallback((file: File) => createMedia({ file }).unwrap(), [createMedia]);
}
