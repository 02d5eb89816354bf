import { describe, expect, it } from 'vitest'
import { fineTunedModelId, localRetrievalModelId } from './local-engine/model-ids.ts'
import { modelCapabilities } from './model-capabilities.ts'

describe('model capabilities', () => {
  it('declares the local engine’s retrieval models as choosing answers, polled every 2 seconds', () => {
    for (const modelId of [localRetrievalModelId, fineTunedModelId('help', 'k3v9x2')])
      expect(modelCapabilities(modelId)).toEqual({
        generatesText: false,
        supportsTools: true,
        fineTuningPollSeconds: 2,
        learnsFromDocuments: true,
      })
  })

  it('declares any other model a language model, polled every 30 seconds', () => {
    expect(modelCapabilities('ft:gpt-4o-mini-2024-07-18:acme::abc123')).toEqual({
      generatesText: true,
      supportsTools: true,
      fineTuningPollSeconds: 30,
      learnsFromDocuments: false,
    })
  })
})
