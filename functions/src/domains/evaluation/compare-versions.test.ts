import { describe, expect, it } from 'vitest'
import { compareKnowledge } from './compare-versions.ts'

describe('compareKnowledge', () => {
  it('matches pairs by prompt as runs are matched, and sorts each list by prompt', () => {
    const base = [
      { prompt: 'How do I print a label?', completion: 'Click Print.' },
      { prompt: 'Which carriers work?', completion: 'UPS and DHL.' },
      { prompt: 'Can I cancel?', completion: 'Yes.' },
    ]
    const candidate = [
      { prompt: 'how do I print a label', completion: 'Click Print.' },
      { prompt: 'Which carriers work?', completion: 'UPS, DHL and FedEx.' },
      { prompt: 'Can I change the address?', completion: 'Until it ships.' },
    ]
    expect(compareKnowledge(base, candidate)).toEqual({
      added: [{ prompt: 'Can I change the address?', completion: 'Until it ships.' }],
      removed: [{ prompt: 'Can I cancel?', completion: 'Yes.' }],
      changed: [
        { prompt: 'Which carriers work?', baseCompletion: 'UPS and DHL.', candidateCompletion: 'UPS, DHL and FedEx.' },
      ],
      unchanged: 1,
    })
  })
})
