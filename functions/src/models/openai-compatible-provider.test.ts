import { describe, expect, it } from 'vitest'
import { OpenAiCompatibleProvider } from './openai-compatible-provider.ts'
import { ProviderError } from './provider-error.ts'

/** Answers every call with one recorded-style OpenAI error body and status. */
function providerAnswering(status: number, error: Record<string, unknown>) {
  return new OpenAiCompatibleProvider({
    baseUrl: 'https://provider.example/v1',
    apiKey: 'key',
    chatModel: 'gpt-4o-mini',
    embeddingModel: 'text-embedding-3-small',
    fineTuningModel: 'gpt-4o-mini-2024-07-18',
    maxRetries: 0,
    fetch: async () =>
      new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json' } }),
  })
}

describe('OpenAiCompatibleProvider errors', () => {
  it.each([
    [
      401,
      { message: 'Incorrect API key provided: sk-abc.', type: 'invalid_request_error', code: 'invalid_api_key' },
      'authentication',
    ],
    [
      429,
      { message: 'Rate limit reached for gpt-4o-mini.', type: 'requests', code: 'rate_limit_exceeded' },
      'rate_limited',
    ],
    [
      400,
      { message: "Invalid value for 'temperature'.", type: 'invalid_request_error', param: 'temperature' },
      'invalid_request',
    ],
    [
      404,
      { message: 'The model `gpt-9` does not exist.', type: 'invalid_request_error', code: 'model_not_found' },
      'not_found',
    ],
    [503, { message: 'The server is overloaded.', type: 'server_error' }, 'unavailable'],
  ] as const)('maps HTTP %i to %s with the provider message', async (status, error, kind) => {
    const failure = await providerAnswering(status, error)
      .chat({ messages: [{ role: 'user', content: 'Hi' }] })
      .catch((caught: unknown) => caught)
    expect(failure).toBeInstanceOf(ProviderError)
    expect(failure).toMatchObject({ kind, message: error.message, details: { status } })
  })

  it('maps a connection failure to unavailable', async () => {
    const provider = new OpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'key',
      chatModel: 'model',
      embeddingModel: 'model',
      fineTuningModel: 'model',
      maxRetries: 0,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(provider.listModels()).rejects.toMatchObject({ kind: 'unavailable', retryable: true })
  })
})
