import { useCallback } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';
import { fieldImageOf } from '../media/field-image';

/**
 * An image field's upload: the file joins the media library (POST /ops/api/media, which makes its sizes),
 * and the field keeps the address of its largest JPEG or PNG size.
 */
export function useUploadImage(): (file: File) => Promise<string> {
  const [createMedia] = opsEndpoints.useCreateOpsMediaMutation();
  return useCallback(async (file: File) => fieldImageOf(await createMedia({ file }).unwrap()), [createMedia]);
}
