import { describe, expect, it } from 'vitest'
import { modelNamesById, withModelNames } from './model-names.ts'

const model = (id: string, createdAt: string, label = 'Local retrieval model') => ({
  id,
  providerModelId: `ft:local-retrieval:support:${id}`,
  label,
  createdAt,
})

describe('model names in activity', () => {
  it('names models by label, numbered in training order when labels repeat', () => {
    const names = modelNamesById([
      model('md2', '2026-11-23T10:00:00Z'),
      model('md1', '2026-11-22T10:00:00Z'),
      model('md3', '2026-11-23T11:00:00Z', 'GPT-4o mini fine-tune'),
    ])
    expect(names.get('md1')).toBe('Local retrieval model 1')
    expect(names.get('ft:local-retrieval:support:md2')).toBe('Local retrieval model 2')
    expect(names.get('md3')).toBe('GPT-4o mini fine-tune')
  })

  it('replaces both ids a model goes by and keeps unknown ids as written', () => {
    const names = modelNamesById([model('md1', '2026-11-22T10:00:00Z')])
    expect(withModelNames('Fine-tuning finished: ft:local-retrieval:support:md1', names)).toBe(
      'Fine-tuning finished: Local retrieval model',
    )
    expect(withModelNames('Testing finished on model md1: 0 of 2 passed', names)).toBe(
      'Testing finished on model Local retrieval model: 0 of 2 passed',
    )
    expect(withModelNames('Model md9 registered', names)).toBe('Model md9 registered')
  })
})
