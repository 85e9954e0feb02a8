import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  HTTP_STATUS_BY_CODE,
  MESSAGES,
  translate,
  type MessageKey,
} from '@stone/shared';
import { AppError, fillMessage } from '../lib/app-error.ts';
import { uniqueViolationMessage, type UniqueKey } from '../lib/db-errors.ts';
import { languageOf } from '../lib/language.ts';

const isMessageKey = (value: string): value is MessageKey => value in MESSAGES;

export const messageFor = (request: FastifyRequest, key: MessageKey): string =>
  translate(key, languageOf(request.headers['accept-language']));

export function sendEnvelope(
  request: FastifyRequest,
  reply: FastifyReply,
  code: number,
  msg: MessageKey | { text: string } | null,
  data: unknown,
  httpStatus = HTTP_STATUS_BY_CODE[code] ?? 500,
) {
  const text = msg === null ? '' : typeof msg === 'string' ? messageFor(request, msg) : msg.text;
  // Failures answered with HTTP 200 (codes 1 and 14) don't have the route's success shape.
  if (code !== ERROR_CODES.OK) reply.serializer(JSON.stringify);
  return reply.status(httpStatus).send({ result: code === ERROR_CODES.OK, code, msg: text, data });
}

/** `{ field: message }` in the caller's language, from zod issues (whose messages are keys). */
function fieldErrors(request: FastifyRequest, error: FastifyError): Record<string, string> {
  const lang = languageOf(request.headers['accept-language']);
  const fields: Record<string, string> = {};
  for (const item of error.validation ?? []) {
    if (item.keyword === 'unrecognized_keys') {
      const keys = (item.params as { keys?: string[] }).keys ?? [];
      for (const key of keys) fields[key] = translate('common.unknownField', lang);
      continue;
    }
    const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const message = item.message ?? '';
    fields[field] ??= translate(isMessageKey(message) ? message : 'common.invalidValue', lang);
  }
  return fields;
}

/** Field errors thrown by services carry message keys; callers get them in their language. */
function translateFields(request: FastifyRequest, data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const entries = Object.entries(data as Record<string, unknown>);
  if (!entries.every(([, v]) => typeof v === 'string' && isMessageKey(v))) return data;
  return Object.fromEntries(entries.map(([k, v]) => [k, messageFor(request, v as MessageKey)]));
}

/**
 * The only error handler (docs/conventions.md rule 3): every failure leaves as an envelope with the
 * api-conventions code, a message in the request's language, and never a stack trace or SQL.
 */
export function registerEnvelope(app: FastifyInstance, uniqueKeys: readonly UniqueKey[]): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const msg = error.params
        ? { text: fillMessage(messageFor(request, error.messageKey), error.params) }
        : error.messageKey;
      return sendEnvelope(request, reply, error.code, msg, translateFields(request, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(request, error);
      const first = Object.values(fields)[0];
      return sendEnvelope(
        request,
        reply,
        ERROR_CODES.INVALID,
        first ? { text: first } : 'common.invalidInput',
        fields,
      );
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendEnvelope(request, reply, ERROR_CODES.INVALID, 'common.tooLarge', null, 413);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendEnvelope(request, reply, ERROR_CODES.INVALID, 'common.jsonOnly', null, 415);
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendEnvelope(request, reply, ERROR_CODES.INVALID, 'common.invalidInput', null);
    }
    // A concurrent twin won the race to a unique key: a conflict, not a crash.
    const uniqueKey = uniqueViolationMessage(error, uniqueKeys);
    if (uniqueKey) return sendEnvelope(request, reply, ERROR_CODES.CONFLICT, uniqueKey, null);
    if (error.statusCode === 429)
      return sendEnvelope(request, reply, ERROR_CODES.THROTTLED, 'common.tooManyRequests', null);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendEnvelope(
        request,
        reply,
        ERROR_CODES.INVALID,
        'common.invalidInput',
        null,
        error.statusCode,
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(request, reply, ERROR_CODES.INTERNAL, 'common.systemError', null);
  });
}
