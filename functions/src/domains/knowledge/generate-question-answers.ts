import * as z from 'zod'
import { ProviderError } from '../../models/provider-error.ts'
import { modelProvider } from '../../models/provider-registry.ts'
import { readConfiguration } from '../../platform/environment.ts'
import type { Logger } from '../../platform/logger.ts'
import { askModelForQuestionAnswers } from './ask-model-for-question-answers.ts'
import { extractQuestionAnswers, type QuestionAnswer } from './extract-question-answers.ts'

export interface QuestionAnswerGenerator {
  /** "model" asks the configured language model; "extractor" is the deterministic offline extractor. */
  method: 'model' | 'extractor'
  generate(markdown: string, options: { title?: string | null; log?: Logger }): Promise<QuestionAnswer[]>
}

const extractor: QuestionAnswerGenerator = {
  method: 'extractor',
  generate: async (markdown, options) => extractQuestionAnswers(markdown, { title: options.title }),
}

/** Only whether a provider is configured at all; `modelProvider` validates the rest. */
const providerChoiceSchema = z.object({ MODEL_PROVIDER_BASE_URL: z.string().optional() })

/**
 * Picks how knowledge is generated: the configured OpenAI-compatible model when there is one, else the extractor.
 * The local engine is not a language model (it retrieves learned answers), so with it the extractor is used too.
 * A model that refuses the request for good (bad key, unknown model) falls back to the extractor with a warning,
 * so sources still get knowledge; rate limits and outages are thrown for the job to retry.
 *
 * @example const { method, generate } = chooseQuestionAnswerGenerator()
 */
export function chooseQuestionAnswerGenerator(variables?: Record<string, string | undefined>): QuestionAnswerGenerator {
  if (!readConfiguration(providerChoiceSchema, 'model provider', variables).MODEL_PROVIDER_BASE_URL) return extractor
  const provider = modelProvider(variables)
  // A retrieval model picks stored answers; it cannot write Q&A pairs, so the extractor does.
  if (!provider.capabilities(provider.defaults.chatModel).generatesText) return extractor
  return {
    method: 'model',
    async generate(markdown, options) {
      try {
        return await askModelForQuestionAnswers(provider, markdown, options)
      } catch (error) {
        if (error instanceof ProviderError && !error.retryable) {
          options.log?.warn('model provider refused Q&A generation; using the extractor', { kind: error.kind })
          return extractor.generate(markdown, options)
        }
        throw error
      }
    },
  }
}
