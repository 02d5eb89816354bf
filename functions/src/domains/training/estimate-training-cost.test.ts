import { countTokens } from 'gpt-tokenizer'
import { describe, expect, it } from 'vitest'
import { countTrainingTokens, estimateTrainingCost, standardEpochs } from './estimate-training-cost.ts'
import { estimateTrainingDuration } from './estimate-training-duration.ts'
import { microsToDollars } from './micros-to-dollars.ts'

const knowledge = [
  { prompt: 'How do I reset my password?', completion: 'Open Settings > Security and click Reset password.' },
  { prompt: 'Can I export my data?', completion: 'Yes. Settings > Data > Export gives you a CSV file.' },
]
const trackShipment = {
  id: 'f1',
  name: 'track_shipment',
  description: 'Look up a shipment by its tracking number.',
  parameters: { type: 'object', properties: { trackingNumber: { type: 'string' } } },
}

describe('countTrainingTokens', () => {
  it('counts prompts and completions once, and the system prompt and functions once per example', async () => {
    const plain = await countTrainingTokens({ knowledge, systemPrompt: null, functions: [] })
    const expectedKnowledge = knowledge.reduce(
      (sum, pair) => sum + countTokens(pair.prompt) + countTokens(pair.completion),
      0,
    )
    expect(plain).toEqual({
      knowledge: expectedKnowledge,
      systemPrompt: 0,
      functions: 0,
      // 3 per example plus 4 for each of its two messages.
      formatting: 2 * (3 + 8),
      total: expectedKnowledge + 22,
    })
    const full = await countTrainingTokens({ knowledge, systemPrompt: 'You are helpful.', functions: [trackShipment] })
    expect(full.systemPrompt).toBe(2 * countTokens('You are helpful.'))
    expect(full.functions).toBeGreaterThan(0)
    expect(full.functions % 2).toBe(0)
    expect(full.formatting).toBe(2 * (3 + 12))
    expect(full.total).toBe(full.knowledge + full.systemPrompt + full.functions + full.formatting)
  })

  it('is zero for an empty version', async () => {
    expect((await countTrainingTokens({ knowledge: [], systemPrompt: 'Hi', functions: [trackShipment] })).total).toBe(0)
  })
})

describe('estimateTrainingCost', () => {
  it('multiplies by the epochs (standard when the provider picks) and rounds up to whole micro dollars', () => {
    expect(estimateTrainingCost(10_000, { epochs: null, pricePerMillionTokens: 3 })).toEqual({
      epochs: standardEpochs,
      trainingTokens: 30_000,
      costMicros: 90_000,
    })
    expect(estimateTrainingCost(1, { epochs: 1, pricePerMillionTokens: 0.5 }).costMicros).toBe(1)
    expect(estimateTrainingCost(0, { epochs: 4, pricePerMillionTokens: 25 }).costMicros).toBe(0)
    expect(microsToDollars(90_000)).toBe(0.09)
  })
})

describe('estimateTrainingDuration', () => {
  it('uses the engine figures locally and minutes of queueing for hosted providers', () => {
    expect(
      estimateTrainingDuration({ examples: 1000, passages: 0, trainingTokens: 0, localEngine: true }).seconds,
    ).toBe(60)
    const hosted = estimateTrainingDuration({ examples: 100, passages: 0, trainingTokens: 150_000, localEngine: false })
    expect(hosted.seconds).toBe(700)
    expect(hosted.basis).toContain('Hosted')
  })

  it('scales the formula by what the finished trainings of this version measured', () => {
    const input = { examples: 101, passages: 101, trainingTokens: 0, localEngine: true }
    // The formula says 17 s for 101 pairs; the run took 55 s, so the next estimate of the same size says 55 s.
    expect(estimateTrainingDuration(input).seconds).toBe(17)
    const calibrated = estimateTrainingDuration(input, [{ examples: 101, passages: 101, seconds: 55 }])
    expect(calibrated.seconds).toBe(55)
    expect(calibrated.basis).toBe("Measured on this version's last training: the latest took 55 s for 101 Q&A pairs.")
    // Twice the pairs, with the same slowness, take about twice the variable part.
    const larger = estimateTrainingDuration({ ...input, examples: 202, passages: 202 }, [
      { examples: 101, passages: 101, seconds: 55 },
    ])
    expect(larger.seconds).toBeGreaterThan(55)
    expect(larger.seconds).toBeLessThan(110)
  })
})
