import type { ServerModule } from '../../context.ts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX, ERROR_CODES } from '@stone/shared';
import { FILE_LIMITS, type FilePurpose } from '@stone/shared/enterprise/limits';
import { UPLOAD_FILE_PATH, uploadFileFields } from '@stone/shared/files';
import { AppError, invalid, notFound } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/define-endpoint.ts';
import { sendEnvelope } from '../../plugins/envelope.ts';
import { checkFileUrl, DOWNLOAD_PATH, FILE_VARIANTS, type FileVariant } from './file-url.ts';
import { forPurpose } from './dxf-file.ts';
import { findFile } from './files.repository.ts';
import { storedKey, storeUpload, uploadOwner } from './files.service.ts';
import { asUploadError, fileRequired, readUploadForm, tooLarge } from './multipart-body.ts';

const LARGEST = Math.max(...Object.values(FILE_LIMITS).map((l) => l.maxBytes));

/** Reads the whole file, or reports it too large once it passes the purpose's limit. */
async function readCapped(stream: AsyncIterable<Buffer>, maxBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    // Keep draining (without keeping) so the request ends cleanly; the global cap bounds it.
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes ? null : Buffer.concat(chunks);
}

async function readUpload(request: FastifyRequest) {
  const form = await readUploadForm(request);
  const parsed = uploadFileFields.safeParse({ purpose: form.purpose });
  if (!parsed.success) {
    form.file.file.resume();
    throw invalid('common.invalidValue', { purpose: 'common.invalidValue' });
  }
  const purpose: FilePurpose = parsed.data.purpose;
  return { part: form.file, purpose, end: form.end };
}

/**
 * Multipart is parsed only inside this plugin, so every other route stays JSON-only. Files are
 * read through short-lived signed GET addresses, which an `<img>` tag can use.
 */
export async function registerFileRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    // Any other body reaches the handler unread, to be refused there as not a form: JSON, text
    // or url-encoded would otherwise be parsed (or turned away) by the app's JSON-only parsers.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    await scope.register(multipart, {
      // Three parts, so a second file is seen as one (the files limit), not as a part too many.
      limits: { fileSize: LARGEST + 1, files: 1, fields: 1, parts: 3, fieldSize: 100 },
    });
    scope.post(
      `${API_PREFIX}${UPLOAD_FILE_PATH}`,
      { config: { access: 'session' } },
      async (request, reply) => {
        const auth = requireAuth(request.auth);
        const { part, purpose, end } = await readUpload(request);
        let owner: { orgId: string | null };
        try {
          owner = await uploadOwner(scope.deps, auth, purpose);
        } catch (error) {
          part.file.resume();
          throw error;
        }
        let bytes: Buffer | null;
        try {
          bytes = await readCapped(part.file, FILE_LIMITS[purpose].maxBytes);
        } catch (error) {
          throw forPurpose(purpose, asUploadError(error));
        }
        if (!bytes || part.file.truncated) throw forPurpose(purpose, tooLarge());
        if (bytes.length === 0) throw forPurpose(purpose, fileRequired());
        // Nothing is stored until the whole form is known to hold this one file.
        await end();
        const data = await storeUpload(scope.deps, auth, owner, purpose, bytes, part.filename);
        return sendEnvelope(request, reply, ERROR_CODES.OK, 'file.uploaded', data);
      },
    );
  });

  app.get(DOWNLOAD_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const { fileId } = request.params as { fileId: string };
    const query = request.query as Record<string, string | undefined>;
    const variant = (query.v ?? 'full') as FileVariant;
    const exp = Number(query.exp);
    if (!FILE_VARIANTS.includes(variant) || !Number.isInteger(exp) || !query.sig) throw notFound();
    const check = checkFileUrl(app.deps.config, fileId, variant, exp, query.sig);
    if (check === 'bad') throw notFound();
    if (check === 'expired') throw new AppError(ERROR_CODES.NOT_FOUND, 'file.linkExpired');
    const file = await findFile(app.deps.db, fileId);
    if (!file) throw notFound();
    const body = await app.deps.storage.stream(storedKey(file.id, variant));
    return reply
      .header('content-type', file.mime)
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline')
      .send(body);
  });
}

export const FILES_MODULE: ServerModule = { register: registerFileRoutes };
