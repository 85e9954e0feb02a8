import { z } from 'zod';
import { int32 } from './integers.ts';
import { FILE_PURPOSES } from './enterprise/limits.ts';

/**
 * webAttachment/uploadFile is multipart (api-conventions.md exception): a `purpose` field first,
 * then one `file`. Only the answer is JSON, described here for the web client.
 */
export const uploadFileFields = z.strictObject({ purpose: z.enum(FILE_PURPOSES) });
export const uploadFileData = z.object({
  fileId: z.string(),
  mime: z.string(),
  size: int32(),
  width: int32(),
  height: int32(),
  url: z.string(),
  thumbUrl: z.string(),
});
export type UploadFileData = z.infer<typeof uploadFileData>;
export const UPLOAD_FILE_PATH = 'webAttachment/uploadFile';
