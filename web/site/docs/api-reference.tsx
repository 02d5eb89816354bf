import { buildOpenApiDocument } from '@platform/shared/openapi'

type JsonSchema = {
  type?: string | string[]
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  anyOf?: JsonSchema[]
  default?: unknown
}

interface Operation {
  operationId: string
  summary: string
  'x-auth-mode': string
  parameters: Array<{ name: string; in: string; required: boolean; schema: JsonSchema }>
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: { 200: { content: Record<string, { schema: JsonSchema }> } }
}

/** The base of the embed service; the reference lists every operation of the OpenAPI document under it. */
export const embedApiBase = '/api/embed/v1'

const authLabels: Record<string, string> = {
  embed: 'Header x-embed-id (the API key’s embed id); the page’s Origin must be an allowed domain',
  apiKeySecret: 'Authorization: Bearer <the API key’s secret>, from your server only',
  public: 'None',
}

function typeOf(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ')
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any')
  if (type === 'array' && schema.items) return `${typeOf(schema.items)}[]`
  return type
}

function FieldTable({ schema, caption }: { schema: JsonSchema; caption: string }) {
  const properties = Object.entries(schema.properties ?? {})
  if (properties.length === 0) return null
  const required = new Set(schema.required ?? [])
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
        </tr>
      </thead>
      <tbody>
        {properties.map(([name, property]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>{typeOf(property)}</code>
              {property.description && <div className="muted">{property.description}</div>}
            </td>
            <td>{required.has(name) ? 'yes' : 'no'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Every operation of the embed API as the OpenAPI document states it, in path order. */
export function embedOperations() {
  const document = buildOpenApiDocument({ version: 'docs' })
  return Object.entries(document.paths as Record<string, Record<string, Operation>>)
    .filter(([path]) => path.startsWith(embedApiBase) && !path.includes('{path+}'))
    .sort(([left], [right]) => left.localeCompare(right))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    )
}

/**
 * The embed API reference, generated from the same OpenAPI document the API serves at `/api/openapi.json` (itself
 * generated from the route table), so a changed route changes these docs at the next build.
 */
export function EmbedApiReference() {
  return (
    <>
      {embedOperations().map(({ path, method, operation }) => {
        const body = operation.requestBody?.content['application/json']?.schema
        const data = operation.responses[200].content['application/json']?.schema.properties?.data
        const parameters = operation.parameters.filter((parameter) => parameter.in !== 'header')
        return (
          <section key={`${method} ${path}`} className="api-operation" id={operation.operationId}>
            <h3>
              <span className={`http-method http-method--${method.toLowerCase()}`}>{method}</span> <code>{path}</code>
            </h3>
            <p>{operation.summary}</p>
            <p className="muted">Authentication: {authLabels[operation['x-auth-mode']] ?? operation['x-auth-mode']}</p>
            {parameters.length > 0 && (
              <FieldTable
                caption="Parameters"
                schema={{
                  properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
                  required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
                }}
              />
            )}
            {body && <FieldTable caption="Request body" schema={body} />}
            {data && <FieldTable caption="Response data" schema={data.items ?? data} />}
          </section>
        )
      })}
    </>
  )
}
