import type { FilePurpose } from '@stone/shared/enterprise/limits';
import { UPLOAD_FILE_PATH, type UploadFileData } from '@stone/shared/files';
import { api } from '../../lib/api.ts';

/**
 * Multipart: the purpose first (the server reads it before the file), then the file.
 * `onProgress` (0…1) is attached to exactly this request by an interceptor matching its form, so
 * the one API client still reads the envelope and nothing else learns about progress.
 */
export async function uploadFile(
  purpose: FilePurpose,
  file: File,
  onProgress?: (fraction: number) => void,
  /** An upload that is one step of a larger call (an import) does not say "uploaded". */
  options: { quietSuccess?: boolean } = {},
): Promise<UploadFileData> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  const interceptor = onProgress
    ? api.http.interceptors.request.use((config) =>
        config.data === form
          ? { ...config, onUploadProgress: (e) => onProgress(e.total ? e.loaded / e.total : 0) }
          : config,
      )
    : null;
  try {
    return await api.upload<UploadFileData>(UPLOAD_FILE_PATH, form, options);
  } finally {
    if (interceptor !== null) api.http.interceptors.request.eject(interceptor);
  }
}
