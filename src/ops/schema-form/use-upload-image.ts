import { useCallback } from 'react';
import { opsEndpoints } from '../api/ops-endpoints';

/** An image field's upload: the file goes to POST /ops/api/uploads, the field keeps the URL it answers. */
export function useUploadImage(): (file: File) => Promise<string> {
  const [createUpload] = opsEndpoints.useCreateOpsUploadMutation();
  return useCallback(async (file: File) => (await createUpload({ file }).unwrap()).url, [createUpload]);
}
