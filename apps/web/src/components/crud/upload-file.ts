import type { FilePurpose } from '@stone/shared/api/admin-limits';
import { UPLOAD_FILE_PATH, type UploadFileData } from '@stone/shared/api/admin-files';
import { api } from '../../lib/api.ts';

/** Multipart: the purpose first (the server reads it before the file), then the file. */
export function uploadFile(purpose: FilePurpose, file: File): Promise<UploadFileData> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  return api.upload<UploadFileData>(UPLOAD_FILE_PATH, form);
}
