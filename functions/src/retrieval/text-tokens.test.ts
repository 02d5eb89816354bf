import { describe, expect, it } from 'vitest'
import { contentTerms, nameTerms, shapeTerms, stem, symbolTerms } from './text-tokens.ts'

describe('stem', () => {
  it('brings inflections of one word together', () => {
    expect(new Set(['create', 'creates', 'created', 'creating'].map(stem))).toEqual(new Set(['creat']))
    expect(new Set(['ship', 'ships', 'shipped', 'shipping'].map(stem))).toEqual(new Set(['ship']))
    expect(new Set(['label', 'labels', 'labelled'].map(stem))).toEqual(new Set(['label']))
    expect(stem('addresses')).toBe(stem('address'))
    expect(stem('install')).toBe(stem('installed'))
  })

  it('leaves short words and numbers alone', () => {
    expect(stem('ups')).toBe('ups')
    expect(stem('2026')).toBe('2026')
  })
})

describe('contentTerms', () => {
  it('drops stop words, folds case and accents', () => {
    expect(contentTerms('How do I print Shipping Labels for Zürich?')).toEqual(['print', 'ship', 'label', 'zurich'])
  })

  it('splits code identifiers into their words and keeps the identifier', () => {
    expect(contentTerms('Set maxRetriesPerRequest')).toEqual([
      'set',
      'maxretriesperrequest',
      'max',
      'retry',
      'per',
      'request',
    ])
    expect(contentTerms('scan_stream and auto-pipelining')).toEqual([
      'scanstream',
      'scan',
      'stream',
      'autopipelin',
      'auto',
      'pipelin',
    ])
  })
})

describe('shapeTerms', () => {
  it('gives examples written in code one term per shape, so a question asking by example meets the answer', () => {
    expect(shapeTerms('Does x[25]=foo give me a list?')).toEqual(shapeTerms('`a[100]=b` becomes an object'))
    expect(shapeTerms('Does 1.2.3 fall within ^1.0.0?')).toEqual(['9.9.9', 'a.a.a', '^9.9.9', '^a.a.a'])
    expect(shapeTerms("Can user.name=bob become nested, like 'a.b=c'?")).toEqual(['a.a=a', 'a.a=a'])
  })

  it('keeps command-line flags as written', () => {
    expect(shapeTerms('cli -r flag?')).toEqual(['-r'])
    expect(shapeTerms('Run `semver` with `-r --range <range>`')).toEqual(['-r', '--range'])
  })

  it('gives a coarser shape too, for values that may be words or numbers', () => {
    expect(shapeTerms('How do I turn ?ids=1,2,3 into a list?')).toEqual(expect.arrayContaining(shapeTerms('`a=b`')))
  })

  it('reads each part of a query string too', () => {
    expect(shapeTerms('Does a[]=b&a[]=c give me a list?')).toEqual(['a[]=a&a[]=a', 'a[]=a', 'a[]=a'])
  })

  it('leaves names and word pairs to the word terms', () => {
    expect(shapeTerms('Call redis.set(), see Object.prototype, key/value pairs, utf8 and sha256, e.g. this.')).toEqual(
      [],
    )
  })

  it('is part of the content terms', () => {
    expect(contentTerms('connect to 127.0.0.1:6380')).toEqual(
      expect.arrayContaining(['connect', '127', '6380', ...shapeTerms('192.168.1.1:26379')]),
    )
  })
})

describe('symbolTerms', () => {
  it('names the syntax characters an example shows, so a question that names them meets it', () => {
    expect(symbolTerms("qs.parse('a=b;c=d', { delimiter: ';' })")).toEqual(['semicolon', 'equal'])
    expect(symbolTerms('Ranges: 1.2.3 - 2.3.4 || >=3.0.0')).toEqual(['hyphen', stem('pipe'), 'equal'])
    expect(symbolTerms("cmp(a, '<', b)")).toEqual(['less'])
    const question = contentTerms('My pairs are split by semicolons; what does a double pipe do?')
    expect(question).toEqual(expect.arrayContaining(symbolTerms('Split by ";" or use ||')))
  })

  it("leaves the dots, colons and slashes of calls and addresses, and the sentence's own punctuation, unnamed", () => {
    expect(symbolTerms('Call redis.get(key) on https://example.com/a, then stop. Really?')).toEqual([])
  })
})

describe('nameTerms', () => {
  it('finds identifiers, acronyms and names inside a sentence, not ordinary or sentence-initial words', () => {
    expect(nameTerms('How do I use it with BullMQ and connectTimeout?')).toEqual(['bullmq', 'connecttimeout'])
    expect(nameTerms('How do I force IPv6 with the family option?')).toEqual(['ipv6'])
    expect(nameTerms('Can I authenticate with IAM on Redlock?')).toEqual(['iam', 'redlock'])
    expect(nameTerms('Where does the connection go? Nowhere I know of.')).toEqual([])
  })
})
