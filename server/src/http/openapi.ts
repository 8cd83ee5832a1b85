import { z } from 'zod';
import type { RouteDef } from './route.js';

const schemaOf = (s: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(s, { io, unrepresentable: 'any' });

/** OpenAPI 3.1 document generated from the shared contracts of the mounted routes. */
export function buildOpenApi(defs: RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { endpoint: e } of defs) {
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      ...(e.params
        ? Object.keys(schemaOf(e.params, 'input').properties ?? {}).map((name) => ({
            name,
            in: 'path',
            required: true,
            schema: { type: 'string' },
          }))
        : []),
      ...(e.query
        ? Object.entries((schemaOf(e.query, 'input').properties ?? {}) as Record<string, unknown>).map(
            ([name, schema]) => ({ name, in: 'query', schema }),
          )
        : []),
    ];
    const status = String(e.status ?? 200);
    paths[path] ??= {};
    paths[path][e.method] = {
      summary: e.summary,
      tags: e.tag ? [e.tag] : undefined,
      security: e.auth === false ? [] : [{ session: [] }],
      parameters,
      requestBody: e.body
        ? { required: true, content: { 'application/json': { schema: schemaOf(e.body, 'input') } } }
        : undefined,
      responses: {
        [status]:
          status === '204'
            ? { description: 'No content' }
            : {
                description: 'OK',
                content: { 'application/json': { schema: schemaOf(e.answer, 'output') } },
              },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Hearth API', version: '1.0.0' },
    paths,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'hearth_session' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['detail'],
          properties: {
            detail: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, message: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}
