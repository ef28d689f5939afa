import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  apiRouteList,
  errorBodySchema,
  fieldErrorsBodySchema,
  type ApiRoute,
} from '@finceptiv/contract/api';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';

type Json = Record<string, unknown>;

// Generated from the contract's zod schemas, so the document cannot drift from what is validated.
function schemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as Json;
  delete json.$schema;
  return json;
}

function parameters(route: ApiRoute): OpenAPIV3.ParameterObject[] {
  const out: OpenAPIV3.ParameterObject[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input') as {
      properties?: Record<string, Json>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return out;
}

function operation(route: ApiRoute & { name: string }): OpenAPIV3.OperationObject {
  const errors = {
    content: { 'application/json': { schema: schemaOf(errorBodySchema, 'output') } },
  };
  const responses: OpenAPIV3.ResponsesObject = {
    [route.successStatus]: route.response
      ? {
          description: 'OK',
          content: { 'application/json': { schema: schemaOf(route.response, 'output') } },
        }
      : { description: 'No content' },
    '4XX': { description: 'Client error { error: code }', ...errors },
  };
  if (route.body || route.params || route.query || route.multipart) {
    responses[422] = {
      description: 'Field errors',
      content: { 'application/json': { schema: schemaOf(fieldErrorsBodySchema, 'output') } },
    };
  }
  const op: OpenAPIV3.OperationObject = {
    operationId: route.name,
    parameters: parameters(route),
    responses,
  };
  if (route.body)
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
    };
  if (route.multipart) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { id: { type: 'string' }, file: { type: 'string', format: 'binary' } },
            required: ['id', 'file'],
          },
        },
      },
    };
  }
  if (route.specPath) op.description = `Spec 7 path: ${route.specPath}`;
  return op;
}

function openApiDocument(): OpenAPIV3.Document {
  const paths: OpenAPIV3.PathsObject = {};
  for (const route of apiRouteList) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Finceptiv lead API',
      version: '1.0.0',
      description:
        'See docs/api.md. State-changing calls need the XSRF cookie and X-XSRF-TOKEN header.',
    },
    paths,
  };
}

/** The document at /api/docs/json and Swagger UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: openApiDocument() } });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
