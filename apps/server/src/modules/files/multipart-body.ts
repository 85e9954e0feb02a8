import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/app-error.ts';

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
const BOUNDARY_MAX = 70;
const BOUNDARY = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i;

export const badForm = () => invalid('file.badForm', { file: 'file.badForm' });
export const tooLarge = () => invalid('file.tooLarge', { file: 'file.tooLarge' });

/**
 * The parser copes badly with a missing, empty or overlong boundary (a plain exception, or every
 * byte taken for a part until the parts limit), so it is refused before parsing starts.
 */
export function assertBoundary(request: FastifyRequest): void {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) return; // request.file() answers that case
  const match = BOUNDARY.exec(type);
  const boundary = (match?.[1] ?? match?.[2] ?? '').trim();
  if (boundary.length === 0 || boundary.length > BOUNDARY_MAX) throw badForm();
}

/**
 * Errors raised while the body is parsed come from what the client sent (a truncated body, a
 * second file, a field declared JSON that is not): the parser throws them as plain errors or
 * with assorted 4xx statuses, and the caller should read one clear invalid-input answer instead.
 * Our own errors, and a file over the size limit, keep their meaning.
 */
export function asUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return error;
  return badForm();
}
