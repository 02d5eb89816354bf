import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '../openapi.ts'

const version = '/api/organizations/{organizationId}/projects/{projectId}/versions/{versionId}'

/** Spec section 7: the 14 deployment calls (API keys, logs, analytics, recent chats, the chat embed service). */
const specCalls = [
  ['get', `${version}/models/api-keys`],
  ['post', `${version}/models/api-keys`],
  ['delete', `${version}/models/api-keys/{keyId}`],
  ['put', `${version}/models/api-keys/{keyId}/allowed-domains`],
  ['put', `${version}/models/api-keys/{keyId}/rag`],
  ['put', `${version}/models/api-keys/{keyId}/system-prompt`],
  ['post', `${version}/models/logs/tail`],
  ['post', `${version}/models/analytics/api-count-last-24-hours`],
  ['post', `${version}/models/chats/recent`],
  ['post', `${version}/models/chats/recent/messages`],
  ['post', `${version}/models/chats/chatId-from-uniqueId`],
  ['post', '/api/embed/v1/chat'],
  ['get', '/api/embed/v1/chat/sessions'],
  ['get', '/api/embed/v1/chat/sessions/{sessionId}'],
] as const

describe('deployment routes', () => {
  it('puts all 14 spec calls in the OpenAPI document, embed calls secured by the x-embed-id header', () => {
    const document = buildOpenApiDocument({ version: 'test' }) as unknown as {
      paths: Record<string, Record<string, { security: Record<string, unknown>[] }>>
    }
    for (const [method, path] of specCalls) expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined()
    expect(document.paths['/api/embed/v1/chat']?.post?.security).toEqual([{ embed: [] }])
    expect(document.paths['/api/embed/v1/openai/chat/completions']?.post?.security).toEqual([{ apiKeySecret: [] }])
  })
})
