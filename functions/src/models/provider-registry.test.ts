import { describe, expect, it } from 'vitest'
import { localEngineEnvironment, modelProvider, readModelProviderConfiguration } from './provider-registry.ts'

describe('provider registry', () => {
  it('defaults to OpenAI and reads model names from the environment', () => {
    expect(readModelProviderConfiguration({})).toMatchObject({
      MODEL_PROVIDER_BASE_URL: 'https://api.openai.com/v1',
      MODEL_PROVIDER_CHAT_MODEL: 'gpt-4o-mini',
    })
    const provider = modelProvider(localEngineEnvironment('http://127.0.0.1:8787/v1'))
    expect(provider.name).toBe('openai-compatible(http://127.0.0.1:8787/v1)')
    expect(provider.defaults).toEqual({
      chatModel: 'local-retrieval',
      embeddingModel: 'universal-sentence-encoder-lite',
      fineTuningModel: 'local-retrieval',
    })
  })

  it('fails fast on an invalid base URL, naming the variable', () => {
    expect(() => readModelProviderConfiguration({ MODEL_PROVIDER_BASE_URL: 'not a url' })).toThrow(
      /MODEL_PROVIDER_BASE_URL/,
    )
  })
})
