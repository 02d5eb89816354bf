import { describe, expect, it } from 'vitest'
import { Bm25Index } from './bm25-index.ts'
import { expandQuery, inKnowledgeWords, phraseTerms } from './query-expansion.ts'
import { softwareSynonymGroups } from './software-synonyms.ts'
import { contentTerms, splitWords, stem } from './text-tokens.ts'

function conceptsOf(question: string) {
  return expandQuery(contentTerms(question), splitWords(question))
}

describe('softwareSynonymGroups', () => {
  it('has no member made of stop words alone, which no question could ever match', () => {
    const members = softwareSynonymGroups.flatMap((line) => line.split(',').map((member) => member.trim()))
    expect(members.filter((member) => contentTerms(member).length === 0)).toEqual([])
  })
})

describe('expandQuery', () => {
  it('gives each term the other words of its concept', () => {
    const [broadcast, topic] = conceptsOf('broadcast to a topic')
    expect(broadcast?.term).toBe('broadcast')
    expect(broadcast?.alternatives).toContain('publish')
    expect(topic?.alternatives).toContain('channel')
  })

  it('finds phrases among the question words', () => {
    const concepts = conceptsOf('Can a value have a time to live?')
    const live = concepts.find((concept) => concept.term === stem('live'))
    expect(live?.alternatives).toContain(stem('expire'))
    expect(live?.alternatives).toContain('ttl')
  })

  it('marks a word that only stands inside a phrase, but not a member of the group itself', () => {
    const turn = conceptsOf('How do I turn off list syntax?').find((concept) => concept.term === 'turn')
    expect(turn?.alternatives).toContain(stem('disable'))
    expect(turn?.phraseOnly).toBe(true)
    const live = conceptsOf('Can a value have a time to live?').find((concept) => concept.term === stem('live'))
    expect(live?.phraseOnly).toBe(true)
    const publish = conceptsOf('publish and fan out').find((concept) => concept.term === 'publish')
    expect(publish?.phraseOnly).toBeUndefined()
  })

  it('finds a phrase in any of its forms', () => {
    const variable = conceptsOf('Which environment variables are read?').find(
      (concept) => concept.term === stem('variables'),
    )
    expect(variable?.alternatives).toContain('env')
    const turned = conceptsOf('Retries were turned off').find((concept) => concept.term === stem('turned'))
    expect(turned?.alternatives).toContain(stem('disable'))
    expect(phraseTerms('Both environment variables are read')).toEqual([`${stem('environment')} ${stem('variable')}`])
  })

  it('finds a phrasal verb split around its object pronoun', () => {
    const turn = conceptsOf('Can I turn that off?').find((concept) => concept.term === 'turn')
    expect(turn?.alternatives).toContain(stem('disable'))
    expect(turn?.phraseOnly).toBe(true)
    const switched = conceptsOf('How do I switch it on again?').find((concept) => concept.term === 'switch')
    expect(switched?.alternatives).toContain(stem('enable'))
    expect(conceptsOf('Can I turn the lights off?').find((concept) => concept.term === 'turn')?.alternatives).toEqual(
      [],
    )
  })

  it('leaves words outside every group alone', () => {
    expect(conceptsOf('zebra crossing')).toEqual([
      { term: 'zebra', alternatives: [] },
      { term: stem('crossing'), alternatives: [] },
    ])
  })
})

describe('phraseTerms', () => {
  it('names the synonym phrases a text uses, and none for names written without spaces', () => {
    expect(phraseTerms('Set the DEBUG environment variable to ioredis:*')).toEqual([
      `${stem('environment')} ${stem('variable')}`,
    ])
    expect(phraseTerms('Runs on Node.js and reads process.env')).toEqual([])
    expect(phraseTerms('A key with a time to live')).toEqual([`${stem('time')} ${stem('live')}`])
  })

  it('lets a question meet a text that uses the same phrase, which its words alone no longer do', () => {
    const texts = ['Set the `DEBUG` environment variable to `ioredis:*`', 'Use the production environment only']
    const withoutPhrases = new Bm25Index(texts.map(contentTerms))
    const withPhrases = new Bm25Index(texts.map((text) => [...contentTerms(text), ...phraseTerms(text)]))
    const concepts = conceptsOf('Which environment variable is it?')
    expect(withoutPhrases.searchConcepts(concepts).matchedDocuments).toEqual([])
    const found = withPhrases.searchConcepts(concepts)
    expect(found.matchedDocuments).toEqual([0])
  })
})

describe('Bm25Index.searchConcepts', () => {
  const index = new Bm25Index(
    ['Publish a message to a channel', 'Set a key that expires', 'Install the package with npm'].map(contentTerms),
  )

  it('matches the documentation by a synonym of the question word', () => {
    const plain = index.search(contentTerms('broadcast to a topic'))
    expect(plain.matchedDocuments).toEqual([])
    const expanded = index.searchConcepts(conceptsOf('broadcast to a topic'))
    expect(expanded.matchedDocuments).toEqual([0])
    // Both question terms are covered through their synonyms, as weaker evidence than the words themselves.
    expect(expanded.matchedWeight[0]! / expanded.queryWeight).toBeCloseTo(0.7)
  })

  it('counts a question word the document uses itself in full', () => {
    const literal = new Bm25Index([contentTerms('broadcast to a topic'), contentTerms('other text')])
    const result = literal.searchConcepts(conceptsOf('broadcast to a topic'))
    expect(result.matchedWeight[0]).toBeCloseTo(result.queryWeight)
  })

  it('does not match the word of a phrase on its own ("turn" of "turn off" in "turn entities into characters")', () => {
    const documents = new Bm25Index(
      ['Turn numeric entities into characters', 'Disable array parsing', 'Sort the keys'].map(contentTerms),
    )
    const result = documents.searchConcepts(conceptsOf('turn off arrays'))
    expect(result.matchedDocuments).toEqual([1])
  })

  it('counts a concept once however many of its words a document uses', () => {
    const both = new Bm25Index([contentTerms('publish and broadcast'), contentTerms('other text')])
    const concepts = [{ term: 'broadcast', alternatives: ['publish'] }]
    const onlyBroadcast = new Bm25Index([contentTerms('broadcast'), contentTerms('other text')])
    expect(both.searchConcepts(concepts).matchedWeight[0]).toBeCloseTo(both.inverseDocumentFrequency('broadcast'))
    expect(onlyBroadcast.searchConcepts(concepts).scores[0]).toBeGreaterThan(0)
  })

  it('scores plain terms as search does', () => {
    const terms = contentTerms('install the package')
    const concepts = terms.map((term) => ({ term, alternatives: [] }))
    expect(index.searchConcepts(concepts)).toEqual(index.search(terms))
  })
})

describe('inKnowledgeWords', () => {
  const known = new Set(contentTerms('Publish a message to a channel. Subscribe to a topic.'))
  const isKnown = (term: string) => known.has(term)

  it('replaces words the knowledge lacks by the synonym it uses', () => {
    expect(inKnowledgeWords('How do I broadcast to a feed?', isKnown, () => 0)).toBe('How do I publish to a channel?')
  })

  it('keeps words the knowledge uses, even when they have synonyms', () => {
    // "topic" is known here, so it stays although "channel" is its synonym.
    expect(inKnowledgeWords('How do I broadcast to a topic?', isKnown, () => 0)).toBe('How do I publish to a topic?')
  })

  it('spells out an abbreviation the knowledge never uses in its short form', () => {
    const spelledOut = (word: string) => (word === 'CSV' ? 'comma separated values' : undefined)
    expect(inKnowledgeWords('Can I publish CSV?', isKnown, () => 0, spelledOut)).toBe(
      'Can I publish comma separated values?',
    )
  })

  it('picks the synonym the preference ranks first', () => {
    const preference = (term: string) => (term === 'topic' ? 0 : 1)
    expect(inKnowledgeWords('Listen on a feed', isKnown, preference)).toBe('subscribe on a topic')
  })

  it('is undefined when nothing changes', () => {
    expect(inKnowledgeWords('How do I publish to a channel?', isKnown, () => 0)).toBeUndefined()
    expect(inKnowledgeWords('zebra crossing', isKnown, () => 0)).toBeUndefined()
  })
})
