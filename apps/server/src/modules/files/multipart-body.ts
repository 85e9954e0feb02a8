import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../../lib/app-error.ts';

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
const BOUNDARY_MAX = 70;
const BOUNDARY = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i;

export const badForm = () => invalid('file.badForm', { file: 'file.badForm' });
export const tooLarge = () => invalid('file.tooLarge', { file: 'file.tooLarge' });
export const fileRequired = () => invalid('file.required', { file: 'file.required' });
const notMultipart = () => invalid('file.notMultipart', { file: 'file.notMultipart' });
const purposeFirst = () => invalid('file.purposeFirst', { purpose: 'file.purposeFirst' });
const oneFileOnly = () => invalid('file.oneFileOnly', { file: 'file.oneFileOnly' });

/**
 * The parser copes badly with a missing, empty or overlong boundary (a plain exception, or every
 * byte taken for a part until the parts limit), so it is refused before parsing starts.
 */
export function assertBoundary(request: FastifyRequest): void {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) return;
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
  if (code === 'FST_FILES_LIMIT') return oneFileOnly();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return notMultipart();
  return badForm();
}

type Part = MultipartFile | MultipartValue;

/**
 * The upload form, read in the one order it may have: the purpose field, then one file. The
 * purpose comes first because it sets the limits the file is read under; a form that puts it
 * after the file is refused before the file is read, not trusted to whatever the parser happened
 * to have seen by then. `end()` is called once the file is read, and refuses a second file.
 */
export async function readUploadForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw notMultipart();
  assertBoundary(request);
  const parts = request.parts()[Symbol.asyncIterator]();
  const next = async (): Promise<Part | undefined> => {
    try {
      return ((await parts.next()).value ?? undefined) as Part | undefined;
    } catch (error) {
      throw asUploadError(error);
    }
  };
  const first = await next();
  if (!first) throw fileRequired();
  if (first.type === 'file') {
    first.file.resume();
    throw purposeFirst();
  }
  const purpose = first.fieldname === 'purpose' ? first.value : undefined;
  const file = await next();
  if (!file || file.type !== 'file') throw fileRequired();
  const end = async () => {
    const extra = await next();
    if (!extra) return;
    if (extra.type === 'file') {
      extra.file.resume();
      throw oneFileOnly();
    }
    throw badForm();
  };
  return { purpose, file, end };
}
