import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { ChatCompletion, ChatRequest, ModelProvider } from '../../models/provider.ts'
import { askModelForQuestionAnswers, chunkMarkdown, parseModelPairs } from './ask-model-for-question-answers.ts'
import { chooseQuestionAnswerGenerator } from './generate-question-answers.ts'

/** A provider that answers chat calls from a list, recording the requests. */
function scriptedProvider(answers: Array<string | Error>, requests: ChatRequest[] = []): ModelProvider {
  return {
    name: 'scripted',
    defaults: { chatModel: 'gpt-test', embeddingModel: 'e', fineTuningModel: 'f' },
    capabilities: () => ({
      generatesText: true,
      supportsTools: true,
      fineTuningPollSeconds: 30,
      learnsFromDocuments: false,
    }),
    chat: (async (request: ChatRequest): Promise<ChatCompletion> => {
      requests.push(request)
      const answer = answers.shift()
      if (answer instanceof Error) throw answer
      return { id: 'c', model: 'gpt-test', message: { role: 'assistant', content: answer ?? '' }, finishReason: 'stop' }
    }) as ModelProvider['chat'],
    embed: async () => ({ model: 'e', embeddings: [] }),
    uploadTrainingFile: async () => ({ id: 'f', name: 'f', bytes: 0, createdAt: 0 }),
    createFineTuningJob: async () => {
      throw new Error('unused')
    },
    getFineTuningJob: async () => {
      throw new Error('unused')
    },
    listFineTuningEvents: async () => [],
    cancelFineTuningJob: async () => {
      throw new Error('unused')
    },
    listModels: async () => [],
  }
}

describe('the model path of Q&A generation', () => {
  it('asks for JSON pairs per chunk and falls back to the extractor when an answer is not JSON', async () => {
    const requests: ChatRequest[] = []
    const provider = scriptedProvider(
      [
        '```json\n{"pairs":[{"prompt":"How do I void a label?","alternativePrompts":["Can I cancel a label?"],"completion":"Open the order and click Void."},{"prompt":"How do I undo a label?","alternativePrompts":[],"completion":"Open the order and click Void."}]}\n```',
        'Sorry, here are some questions: ...',
      ],
      requests,
    )
    const markdown = `## Void a label\n\nOpen the order and click Void.\n\n${'Filler sentence for size. '.repeat(200)}\n\n## Print labels\n\nClick Print on the order page to print the label.`
    const pairs = await askModelForQuestionAnswers(provider, markdown, { title: 'Labels' })
    expect(requests).toHaveLength(2)
    expect(requests[0]?.temperature).toBe(0)
    expect(requests[0]?.messages[1]?.content).toMatch(/^Document: Labels\n\n## Void a label/)
    // One pair per answer: a second pair the model gave the same answer becomes an alternative question.
    expect(pairs).toEqual([
      {
        prompt: 'How do I void a label?',
        completion: 'Open the order and click Void.',
        alternativePrompts: ['Can I cancel a label?', 'How do I undo a label?'],
      },
      {
        prompt: 'How do I print labels?',
        completion: 'Click Print on the order page to print the label.',
        alternativePrompts: ['What are the steps to print labels?'],
      },
    ])
    // Structured outputs: the reply is constrained to the pairs' JSON schema (the batch keeps one pair per answer).
    expect(requests[0]?.responseFormat?.json_schema.name).toBe('knowledge_pairs')
    expect(JSON.stringify(requests[0]?.responseFormat?.json_schema)).toContain('alternativePrompts')
    expect(requests[0]?.messages[0]?.content).toMatch(/never exceed 1,500 characters/)
  })

  it('parses bare arrays and refuses other shapes', () => {
    expect(parseModelPairs('[{"prompt":" A? ","completion":" B. "},{"prompt":"","completion":"x"}]')).toEqual([
      { prompt: 'A?', completion: 'B.' },
    ])
    expect(parseModelPairs('{"questions":[]}')).toBeUndefined()
    expect(parseModelPairs(null)).toBeUndefined()
  })

  it('splits documents at paragraph boundaries', () => {
    const chunks = chunkMarkdown(`${'a'.repeat(40)}\n\n${'b'.repeat(40)}\n\n${'c'.repeat(40)}`, 90)
    expect(chunks).toEqual([`${'a'.repeat(40)}\n\n${'b'.repeat(40)}`, 'c'.repeat(40)])
  })
})

describe('chooseQuestionAnswerGenerator', () => {
  it('uses the extractor without a provider and with the local engine, the model otherwise', () => {
    expect(chooseQuestionAnswerGenerator({}).method).toBe('extractor')
    expect(
      chooseQuestionAnswerGenerator({
        MODEL_PROVIDER_BASE_URL: 'http://127.0.0.1:9/v1',
        MODEL_PROVIDER_CHAT_MODEL: 'local-retrieval',
      }).method,
    ).toBe('extractor')
    expect(chooseQuestionAnswerGenerator({ MODEL_PROVIDER_BASE_URL: 'https://api.example.com/v1' }).method).toBe(
      'model',
    )
  })

  it('falls back to the extractor when the provider refuses for good (a bad key)', async () => {
    // An OpenAI-compatible endpoint that rejects every key, as a provider does with a revoked one.
    const server = createServer((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
    try {
      const generator = chooseQuestionAnswerGenerator({
        MODEL_PROVIDER_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        MODEL_PROVIDER_API_KEY: 'revoked',
      })
      expect(generator.method).toBe('model')
      expect(await generator.generate('## Void a label\n\nOpen the order and click Void.', {})).toEqual([
        {
          prompt: 'How do I void a label?',
          completion: 'Open the order and click Void.',
          alternativePrompts: ['What are the steps to void a label?'],
        },
      ])
    } finally {
      server.close()
    }
  })
})
