import { describe, expect, it } from 'vitest'
import { trainingSeed } from './submit-fine-tuning.ts'
import type { TrainingOptions } from './training-records.ts'

const options: TrainingOptions = {
  baseModel: 'local-retrieval',
  epochs: null,
  validationSplit: 0,
  suffix: null,
  systemPromptId: null,
}

describe('trainingSeed', () => {
  it('is the same for the same lines in any order: installations list the same knowledge in the order of their ids', () => {
    const lines = ['{"messages":[1]}', '{"messages":[2]}', '{"messages":[3]}']
    const seed = trainingSeed(`${lines.join('\n')}\n`, options)
    expect(trainingSeed(`${[...lines].reverse().join('\n')}\n`, options)).toBe(seed)
    expect(trainingSeed(`${lines.slice(0, 2).join('\n')}\n`, options)).not.toBe(seed)
    expect(trainingSeed(`${lines.join('\n')}\n`, { ...options, epochs: 3 })).not.toBe(seed)
  })
})
