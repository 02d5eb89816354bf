import { describe, expect, it } from 'vitest'
import { contentTerms } from './text-tokens.ts'
import { familyRoot, WordFamilyIndex } from './word-families.ts'

function indexOf(...texts: string[]): WordFamilyIndex {
  return new WordFamilyIndex(texts.flatMap(contentTerms))
}

const term = (word: string) => contentTerms(word)[0] as string

describe('WordFamilyIndex', () => {
  const index = indexOf(
    'Commands execute once the connection is ready.',
    'Set autoResubscribe to false; encrypt with TLS.',
    'Custom transformers are available; the connector is configurable.',
    'The header names are case-insensitive; define a general format for the form.',
  )

  it('reads a derived word as the known words of its family', () => {
    expect(index.relatives(term('execution'))).toEqual([term('execute')])
    expect(index.relatives(term('encryption'))).toEqual([term('encrypt')])
    expect(index.relatives(term('resubscription'))).toEqual([term('resubscribe')])
    expect(index.relatives(term('availability'))).toEqual([term('available')])
    expect(index.relatives(term('customization'))).toEqual([term('custom')])
    expect(index.relatives(term('definition'))).toEqual([term('define')])
  })

  it('goes from a base word to the derived words the knowledge uses', () => {
    expect(index.relatives(term('configure'))).toEqual([term('configurable')])
    expect(index.relatives(term('connect'))).toEqual([term('connection'), term('connector')])
  })

  it('leaves words apart whose shared beginning is a different, shorter word', () => {
    expect(index.relatives(term('head'))).toEqual([])
    expect(index.relatives(term('form'))).toEqual([])
    expect(index.relatives(term('generate'))).toEqual([])
    expect(index.relatives(term('format'))).toEqual([])
  })
})

describe('familyRoot', () => {
  it('removes derivational suffixes from stemmed terms', () => {
    expect(familyRoot(term('serialization'))).toBe(familyRoot(term('serializer')))
    expect(familyRoot(term('subscription'))).toBe(term('subscribe'))
    expect(familyRoot(term('maintainer'))).toBe(term('maintain'))
    expect(familyRoot(term('controller'))).toBe(term('control'))
  })

  it('keeps a term whose base would be too short to mean the same', () => {
    expect(familyRoot('header')).toBe('header')
    expect(familyRoot('author')).toBe('author')
  })
})
