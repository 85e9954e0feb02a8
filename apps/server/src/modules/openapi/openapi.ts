import { z } from 'zod';
import { API_PREFIX, ENDPOINTS, type Access } from '@stone/shared';

const envelope = (data: Record<string, unknown>) => ({
  type: 'object',
  required: ['result', 'code', 'msg', 'data'],
  properties: {
    result: { type: 'boolean' },
    code: { type: 'integer' },
    msg: { type: 'string' },
    data,
  },
});

const describeAccess = (access: Access): string =>
  access === 'public'
    ? 'Public.'
    : access === 'session'
      ? 'Any signed-in user.'
      : `Member whose plan and role open route "${access.route}"${access.action ? ` with action "${access.action}"` : ''}.`;

/** The OpenAPI document, generated from the shared zod schemas (never written by hand). */
export function buildOpenApiDocument() {
  const paths: Record<string, unknown> = {};
  for (const [path, def] of Object.entries(ENDPOINTS)) {
    paths[`${API_PREFIX}${path}`] = {
      post: {
        operationId: path.replace('/', '_'),
        description: describeAccess(def.access),
        security: def.access === 'public' ? [] : [{ token: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' }),
            },
          },
        },
        responses: {
          200: {
            description: 'Envelope; `code` 0 on success (api-conventions.md)',
            content: {
              'application/json': {
                schema: envelope(
                  z.toJSONSchema(def.data, { io: 'output', unrepresentable: 'any' }),
                ),
              },
            },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Stone-slab factory console API', version: '1' },
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
    paths,
  };
}
