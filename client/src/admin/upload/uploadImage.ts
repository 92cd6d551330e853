import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AdminUploadImageMutation } from './operations';
import { prepareImageForUpload } from './resizeImage';

/** The reply of an upload: `success` with the file's public address, or no success (spec section 7). */
export interface UploadReply {
  success: boolean;
  url?: string | null;
}

export type UploadImage = (file: File) => Promise<UploadReply>;

/** The file's bytes as base64, the way adminUploadImage takes them. */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/** Shrinks the image when needed, then uploads it; any reply that is not a success reads as no success. */
export function useUploadImage(): UploadImage {
  const [mutate] = useMutation(AdminUploadImageMutation);
  return useCallback(
    async (file: File) => {
      const prepared = await prepareImageForUpload(file);
      const { data } = await mutate({
        variables: { input: { filename: prepared.name, contentBase64: await toBase64(prepared) } },
      });
      const reply = data?.adminUploadImage;
      return { success: Boolean(reply?.success && reply.url), url: reply?.url ?? null };
    },
    [mutate],
  );
}
