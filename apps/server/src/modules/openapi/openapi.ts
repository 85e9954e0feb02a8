import { API_PREFIX, ENDPOINTS, type Access } from '@stone/shared';
import { createComponentSchemas } from './component-schemas.ts';

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
  const components = createComponentSchemas();
  for (const [path, def] of Object.entries(ENDPOINTS)) {
    const operationId = path.replace('/', '_');
    paths[`${API_PREFIX}${path}`] = {
      post: {
        operationId,
        description: describeAccess(def.access),
        security: def.access === 'public' ? [] : [{ token: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: components.embed(def.body, 'input', `${operationId}_body`),
            },
          },
        },
        responses: {
          200: {
            description: 'Envelope; `code` 0 on success (api-conventions.md)',
            content: {
              'application/json': {
                schema: envelope(components.embed(def.data, 'output', `${operationId}_data`)),
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
      schemas: components.schemas,
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
    },
    paths,
  };
}
