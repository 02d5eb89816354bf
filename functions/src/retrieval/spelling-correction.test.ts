import { describe, expect, it } from 'vitest'
import { isOneEditApart, SpellingCorrector } from './spelling-correction.ts'

describe('SpellingCorrector', () => {
  const corrector = new SpellingCorrector(['depend', 'dependenci', 'subscrib', 'field', 'topic', 'return', 'pool'])

  it('repairs a dropped, added, changed or swapped letter', () => {
    expect(corrector.correct('dependnci')).toBe('dependenci')
    expect(corrector.correct('subscirb')).toBe('subscrib')
    expect(corrector.correct('feild')).toBe('field')
    expect(corrector.correct('topik')).toBe('topic')
    expect(corrector.correct('retun')).toBe('return')
    expect(corrector.correct('fieldd')).toBe('field')
  })

  it('keeps known terms, short terms, numbers and words two edits away', () => {
    expect(corrector.correct('field')).toBe('field')
    expect(corrector.correct('poll')).toBe('poll')
    expect(corrector.correct('6380')).toBe('6380')
    expect(corrector.correct('weather')).toBe('weather')
    expect(corrector.correct('fiedl')).toBe('field')
    expect(corrector.correct('fdiel')).toBe('fdiel')
  })

  it('takes the preferred candidate when several are one edit away', () => {
    const twoWays = new SpellingCorrector(['caches', 'cached'])
    expect(twoWays.correct('cachez', (term) => (term === 'cached' ? 0 : 1))).toBe('cached')
    expect(twoWays.correct('cachez', (term) => (term === 'caches' ? 0 : 1))).toBe('caches')
  })
})

describe('isOneEditApart', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(isOneEditApart('feild', 'field')).toBe(true)
    expect(isOneEditApart('field', 'field')).toBe(false)
    expect(isOneEditApart('fidle', 'field')).toBe(false)
  })
})
