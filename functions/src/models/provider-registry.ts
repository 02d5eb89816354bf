import * as z from 'zod'
import { readConfiguration } from '../platform/environment.ts'
import { localEmbeddingModelId, localRetrievalModelId } from './local-engine/model-ids.ts'
import { OpenAiCompatibleProvider } from './openai-compatible-provider.ts'
import type { ModelProvider } from './provider.ts'

/**
 * Picks the model provider from configuration. There is one implementation because every supported back end,
 * the local engine included, speaks OpenAI's API; a second class comes when a provider that does not (such as
 * Bedrock model customization) is added, not before.
 *
 * | variable                          | default                   |
 * |-----------------------------------|---------------------------|
 * | MODEL_PROVIDER_BASE_URL           | https://api.openai.com/v1 |
 * | MODEL_PROVIDER_API_KEY            | (none: keyless endpoints) |
 * | MODEL_PROVIDER_CHAT_MODEL         | gpt-4o-mini               |
 * | MODEL_PROVIDER_EMBEDDING_MODEL    | text-embedding-3-small    |
 * | MODEL_PROVIDER_FINE_TUNING_MODEL  | gpt-4o-mini-2024-07-18    |
 * | MODEL_PROVIDER_TIMEOUT_SECONDS    | 60 (each try; 3 tries)    |
 */
const configurationSchema = z.object({
  MODEL_PROVIDER_BASE_URL: z.url().default('https://api.openai.com/v1'),
  MODEL_PROVIDER_API_KEY: z.string().optional(),
  MODEL_PROVIDER_CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  MODEL_PROVIDER_EMBEDDING_MODEL: z.string().min(1).default('text-embedding-3-small'),
  MODEL_PROVIDER_FINE_TUNING_MODEL: z.string().min(1).default('gpt-4o-mini-2024-07-18'),
  MODEL_PROVIDER_TIMEOUT_SECONDS: z.coerce.number().positive().max(900).default(60),
})

export type ModelProviderConfiguration = z.infer<typeof configurationSchema>

export function readModelProviderConfiguration(
  variables?: Record<string, string | undefined>,
): ModelProviderConfiguration {
  return readConfiguration(configurationSchema, 'model provider', variables)
}

export function createModelProvider(configuration: ModelProviderConfiguration): ModelProvider {
  return new OpenAiCompatibleProvider({
    baseUrl: configuration.MODEL_PROVIDER_BASE_URL,
    // Keyless endpoints (the local engine, Ollama) ignore it; a provider that needs one answers 401, which
    // surfaces as an `authentication` ProviderError rather than a crash at start-up.
    apiKey: configuration.MODEL_PROVIDER_API_KEY ?? 'no-key',
    chatModel: configuration.MODEL_PROVIDER_CHAT_MODEL,
    embeddingModel: configuration.MODEL_PROVIDER_EMBEDDING_MODEL,
    fineTuningModel: configuration.MODEL_PROVIDER_FINE_TUNING_MODEL,
    timeoutMs: configuration.MODEL_PROVIDER_TIMEOUT_SECONDS * 1000,
  })
}

let cached: { key: string; provider: ModelProvider } | undefined

/** The provider for this process's environment, made once (a Lambda reuses it across invocations). */
export function modelProvider(variables?: Record<string, string | undefined>): ModelProvider {
  const configuration = readModelProviderConfiguration(variables)
  const key = JSON.stringify(configuration)
  if (cached?.key !== key) cached = { key, provider: createModelProvider(configuration) }
  return cached.provider
}

/** The variables local mode sets to point the platform at the local engine. */
export function localEngineEnvironment(engineUrl: string): Record<string, string> {
  return {
    MODEL_PROVIDER_BASE_URL: engineUrl,
    MODEL_PROVIDER_API_KEY: 'local-engine',
    MODEL_PROVIDER_CHAT_MODEL: localRetrievalModelId,
    MODEL_PROVIDER_EMBEDDING_MODEL: localEmbeddingModelId,
    MODEL_PROVIDER_FINE_TUNING_MODEL: localRetrievalModelId,
  }
}
