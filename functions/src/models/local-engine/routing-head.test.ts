import { describe, expect, it } from 'vitest'
import { featureCount } from './candidate-features.ts'
import { chooseConfidenceThreshold, decideRoute, type LabeledQuery, trainRoutingHead } from './routing-head.ts'
import { seededRandom } from './seeded-random.ts'

/** Candidates whose first feature says how good they are; the right one is clearly better when it exists. */
function query(random: () => number, answerable: boolean): LabeledQuery {
  const candidates = Array.from({ length: 5 }, (_, position) => {
    const features = new Float32Array(featureCount)
    features[0] = answerable && position === 2 ? 0.8 + random() * 0.2 : random() * 0.4
    return { answer: position, bestPrompt: position, features }
  })
  return { candidates, target: answerable ? 2 : -1 }
}

describe('trainRoutingHead', () => {
  it('learns to pick the right candidate and to decline when none fits, with falling loss', async () => {
    const random = seededRandom(3)
    const training = Array.from({ length: 200 }, (_, index) => query(random, index % 3 !== 0))
    const validation = Array.from({ length: 60 }, (_, index) => query(random, index % 3 !== 0))
    const epochs: number[] = []
    const { head, history } = await trainRoutingHead(training, validation, {
      epochs: 30,
      random,
      onEpoch: (metrics) => {
        epochs.push(metrics.epoch)
      },
    })
    expect(epochs).toHaveLength(30)
    expect(history.at(-1)!.trainingLoss).toBeLessThan(history[0]!.trainingLoss)
    expect(history.at(-1)!.validationAccuracy).toBeGreaterThan(0.95)
    expect(head.weights.every((weight) => weight >= 0)).toBe(true)

    const { threshold, accuracy } = chooseConfidenceThreshold(head, validation)
    expect(accuracy).toBeGreaterThan(0.95)
    expect(threshold).toBeGreaterThan(0)
    expect(decideRoute(head, query(random, true).candidates).best).toBe(2)
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      trainRoutingHead([query(seededRandom(1), true)], [], {
        epochs: 5,
        random: seededRandom(1),
        signal: controller.signal,
      }),
    ).rejects.toThrow()
  })
})
