import { describe, expect, it } from 'vitest'
import { alternativeQuestionLines, knowledgeForm } from './knowledge-form.ts'

describe('knowledgeForm', () => {
  it("shows a pair's alternative questions one per line and sends them back as a list", () => {
    const values = knowledgeForm.valuesOf({
      id: 'k1',
      idx: 0,
      prompt: 'How do I void a label?',
      alternativePrompts: ['Can I cancel a label?', 'How do I undo a label?'],
      completion: 'Open the order and click Void.',
      source: 'manual',
      sourceKey: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
    expect(values.alternativePrompts).toBe('Can I cancel a label?\nHow do I undo a label?')
    expect(knowledgeForm.toRequest?.({ ...values, alternativePrompts: ' Can I cancel a label? \n\n' })).toEqual({
      prompt: 'How do I void a label?',
      alternativePrompts: ['Can I cancel a label?'],
      completion: 'Open the order and click Void.',
    })
    expect(alternativeQuestionLines('\r\n')).toEqual([])
  })

  it('names the line of an alternative question that is not valid, under the field', () => {
    const result = knowledgeForm.schema.safeParse({
      prompt: 'How do I void a label?',
      alternativePrompts: ['Can I cancel a label?', 'x'.repeat(2001)],
      completion: 'Open the order and click Void.',
    })
    expect(result.success).toBe(false)
    if (result.success) return
    expect(result.error.issues).toEqual([
      { path: ['alternativePrompts'], message: 'Line 2: Use at most 2000 characters.' },
    ])
  })
})
