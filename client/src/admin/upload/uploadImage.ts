import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AdminUploadImageMutation } from './operations';
import { useKeyedCreate } from '../../lib/idempotencyKey';
import { prepareImageForUpload, toBase64 } from '../../lib/images/resizeImage';

/** The reply of an upload: `success` with the file's public address, or no success (docs/product.md). */
export interface UploadReply {
  success: boolean;
  url?: string | null;
  /** Why it was refused, in the gateway's words (too big with the limit, not an image, storage failed). */
  reason?: string | null;
}

export type UploadImage = (file: File) => Promise<UploadReply>;

/** Shrinks the image when needed, then uploads it; a refusal keeps the gateway's reason. */
export function useUploadImage(): UploadImage {
  // A key with each upload: a retry after a lost answer stores the picture once.
  const [mutate] = useKeyedCreate(useMutation(AdminUploadImageMutation));
  return useCallback(
    async (file: File) => {
      const prepared = await prepareImageForUpload(file);
      const { data } = await mutate({
        variables: { input: { filename: prepared.name, contentBase64: await toBase64(prepared) } },
      });
      const reply = data?.adminUploadImage;
      return {
        success: Boolean(reply?.success && reply.url),
        url: reply?.url ?? null,
        reason: reply?.reason ?? null,
      };
    },
    [mutate],
  );
}
