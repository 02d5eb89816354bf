import * as z from 'zod'
import { errorEnvelopeSchema, openAiErrorSchema, successEnvelopeSchema } from './envelope.ts'
import { errorCatalogue } from './errors.ts'
import { apiPrefix, openApiPath, pathParameterNames, type RouteDefinition, routeList } from './routes.ts'

type JsonSchema = Record<string, unknown>

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

function parametersOf(route: RouteDefinition) {
  const parameters: JsonSchema[] = []
  for (const [location, schema] of [
    ['path', route.request?.params],
    ['query', route.request?.query],
  ] as const) {
    if (!schema) continue
    const properties = (toJsonSchema(schema, 'input').properties ?? {}) as Record<string, JsonSchema>
    const required = new Set((toJsonSchema(schema, 'input').required ?? []) as string[])
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({ name, in: location, required: location === 'path' || required.has(name), schema: property })
    }
  }
  for (const bare of pathParameterNames(route.path)) {
    if (!parameters.some((parameter) => parameter.name === bare && parameter.in === 'path')) {
      parameters.push({ name: bare, in: 'path', required: true, schema: { type: 'string' } })
    }
  }
  return parameters
}

function requestBodyOf(route: RouteDefinition) {
  if (route.request?.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
        },
      },
    }
  }
  if (!route.request?.body) return undefined
  return { required: true, content: { 'application/json': { schema: toJsonSchema(route.request.body, 'input') } } }
}

const securitySchemes = {
  session: { type: 'apiKey', in: 'cookie', name: 'session' },
  embed: { type: 'apiKey', in: 'header', name: 'x-embed-id' },
  apiKeySecret: { type: 'http', scheme: 'bearer', description: 'An API key’s secret (shown once, at creation).' },
}

function securitySchemeOf(auth: RouteDefinition['auth']): keyof typeof securitySchemes {
  if (auth === 'embed' || auth === 'apiKeySecret') return auth
  return 'session'
}

/** The OpenAPI 3.1 document of the whole route table; served at `GET /api/openapi.json`. */
export function buildOpenApiDocument(options: { version: string; serverUrl?: string }) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routeList) {
    const path = `${apiPrefix}${openApiPath(route.path)}`
    paths[path] ??= {}
    const security = route.auth === 'public' ? [] : [{ [securitySchemeOf(route.auth)]: [] }]
    paths[path][route.method.toLowerCase()] = {
      operationId: route.id,
      summary: route.summary,
      security,
      'x-auth-mode': route.auth,
      'x-rate-limit-class': route.rateLimit,
      parameters: parametersOf(route),
      requestBody: requestBodyOf(route),
      responses: {
        200: {
          description: 'Success',
          content: { 'application/json': { schema: toJsonSchema(successEnvelopeSchema(route.response), 'output') } },
        },
        default: {
          description:
            route.errorFormat === 'openAi'
              ? 'An error from the catalogue as OpenAI’s error object (code: the catalogue code in lower case)'
              : 'An error from the catalogue (see components.x-error-catalogue)',
          content: {
            'application/json': {
              schema: toJsonSchema(route.errorFormat === 'openAi' ? openAiErrorSchema : errorEnvelopeSchema, 'output'),
            },
          },
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Assistant platform API',
      version: options.version,
      description:
        'Every response is an envelope: {success:true,data} or {success:false,errors:{CODE:message}}. Error codes and their HTTP statuses are listed in components.x-error-catalogue.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    paths,
    components: { securitySchemes, 'x-error-catalogue': errorCatalogue },
  }
}
