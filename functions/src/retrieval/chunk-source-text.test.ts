import { describe, expect, it } from 'vitest'
import { buildRagPassages } from './build-rag-passages.ts'
import { chunkSourceText } from './chunk-source-text.ts'

describe('chunkSourceText', () => {
  it('keeps paragraphs whole, titles chunks by their section and never spans two sections', () => {
    const markdown = [
      '# Returns',
      'You can return items within 30 days of delivery for a full refund.',
      'Refunds reach your card within 5 business days after we receive the parcel.',
      '## Exchanges',
      'Exchanges are free: choose a new size on the returns page and we ship it at once.',
    ].join('\n\n')
    expect(chunkSourceText(markdown)).toEqual([
      {
        heading: 'Returns',
        text: 'You can return items within 30 days of delivery for a full refund.\n\nRefunds reach your card within 5 business days after we receive the parcel.',
      },
      {
        heading: 'Exchanges',
        text: 'Exchanges are free: choose a new size on the returns page and we ship it at once.',
      },
    ])
  })

  it('packs paragraphs up to the size, cuts long ones between sentences and drops scraps', () => {
    const sentence = 'This sentence is about forty-five characters.'
    const long = Array.from({ length: 10 }, () => sentence).join(' ')
    const chunks = chunkSourceText(`${long}\n\nNext\n\n${sentence}`, 200)
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThanOrEqual(200)
    expect(chunks.map((chunk) => chunk.text).join(' ')).not.toContain('Next')
    expect(chunks.every((chunk) => chunk.heading === null)).toBe(true)
    expect(chunks.map((chunk) => chunk.text.split(sentence).length - 1).reduce((a, b) => a + b, 0)).toBe(11)
  })
})

describe('buildRagPassages', () => {
  it('gives answers titled by their question, source chunks and described pages, actions and workflows', () => {
    const passages = buildRagPassages({
      knowledge: [
        {
          id: 'k1',
          prompt: 'How long do refunds take?',
          alternativePrompts: ['When will I get my money back?'],
          completion: 'Five business days.',
        },
      ],
      sourceTexts: [
        {
          source: 'url',
          sourceKey: 'https://help.example/returns',
          title: 'Returns',
          text: 'You can return items within 30 days of delivery.',
        },
      ],
      pages: [
        { id: '/billing', title: 'Billing', description: 'Plans and invoices.' },
        { id: '/blank', title: 'Blank', description: '' },
      ],
      actions: [{ id: 'open-chat', name: 'Open chat', description: 'Starts a chat with support.' }],
      workflows: [
        {
          id: 'refund',
          name: 'Ask for a refund',
          description: '',
          steps: [{ title: 'Open the order' }],
        },
      ],
    })
    expect(passages.map((passage) => passage.id)).toEqual([
      'knowledge:k1',
      'url:https://help.example/returns#0',
      'page:/billing',
      'action:open-chat',
      'workflow:refund',
    ])
    expect(passages[0]).toMatchObject({ title: 'How long do refunds take?', text: 'Five business days.' })
    expect(passages[0]?.searchText).toContain('How long do refunds take?')
    // The pair's other wordings find its answer too.
    expect(passages[0]?.searchText).toContain('When will I get my money back?')
    expect(passages[4]?.text).toBe('Steps: 1. Open the order')
  })
})
