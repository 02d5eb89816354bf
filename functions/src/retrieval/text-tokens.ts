/**
 * Tokenization shared by the engine's BM25 index, its features and tool matching. Deliberately light:
 * lower-casing, accent folding, English stop words and a small suffix stemmer, because the embeddings carry
 * the meaning and the keywords only need to meet on the same surface forms (label/labels, ship/shipping).
 */
const stopWords = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having he her here ' +
    'hers him his how i if in into is it its itself just me might more most must my myself of on once only or other ' +
    'our ours out own please same she should so some such than that the their theirs them then there these they ' +
    'this those through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours yourself yourselves am any also about after again all an because before below between ' +
    'both each few further over s t don get got let lets need want wants would like'
  ).split(' '),
)

const wordPattern = /[\p{L}\p{N}]+/gu

/** The text with accents taken off its letters ("café" → "cafe"), so both spellings meet on the same terms. */
export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '')
}

/** Words of a text, lower-cased and accent-folded, stop words kept (tool argument extraction needs them). */
export function splitWords(text: string): string[] {
  return foldAccents(text).toLowerCase().match(wordPattern) ?? []
}

/** The words of a text as written, with where each is (callers that need the case or what follows a word). */
export function wordMatches(text: string): IterableIterator<RegExpExecArray> {
  return text.matchAll(wordPattern)
}

export function isStopWord(word: string): boolean {
  return stopWords.has(word)
}

/**
 * A light suffix stemmer: plural, -ing, -ed, -ly and a final -e, so that "create", "creating", "created" and
 * "creates" meet on "creat". Porter-like rules beyond this cost more surprises than they bring here.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word
  let stemmed = word
  if (stemmed.endsWith('ies') && stemmed.length > 4) stemmed = `${stemmed.slice(0, -3)}y`
  else if (stemmed.endsWith('sses')) stemmed = stemmed.slice(0, -2)
  else if (stemmed.endsWith('es') && /(ch|sh|x|zz|ss)es$/.test(stemmed)) stemmed = stemmed.slice(0, -2)
  else if (stemmed.endsWith('s') && !/(ss|us|is)$/.test(stemmed)) stemmed = stemmed.slice(0, -1)

  if (stemmed.endsWith('ing') && stemmed.length > 5) stemmed = undoubleConsonant(stemmed.slice(0, -3))
  else if (stemmed.endsWith('ed') && stemmed.length > 4) stemmed = undoubleConsonant(stemmed.slice(0, -2))
  else if (stemmed.endsWith('ly') && stemmed.length > 5) stemmed = stemmed.slice(0, -2)

  if (stemmed.endsWith('e') && stemmed.length > 3) stemmed = stemmed.slice(0, -1)
  return stemmed
}

function undoubleConsonant(word: string): string {
  const last = word.at(-1)
  if (word.length > 3 && last === word.at(-2) && last !== undefined && /[bdgmnprt]/.test(last)) {
    return word.slice(0, -1)
  }
  // British "cancelled", "labelled", "travelled"; but not "installed" or "called".
  if (word.length >= 6 && word.endsWith('ell')) return word.slice(0, -1)
  return word
}

/** A lower-case letter or digit followed by a capital: the seams of camelCase identifiers in code and options. */
const identifierSeam = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u
const identifierPattern = /[\p{L}\p{N}]+(?:[_-][\p{L}\p{N}]+)*/gu

/**
 * The terms BM25 and keyword features work on: content words, stemmed, and what examples written in code show
 * (`shapeTerms`, `symbolTerms`). Documentation names things in code (`maxRetriesPerRequest`, `scan_stream`), while
 * people ask in words ("max retries per request"), so an identifier yields its parts as well as itself.
 *
 * @example contentTerms('How do I print shipping labels?') // ['print', 'ship', 'label']
 * @example contentTerms('autoResubscribe') // ['autoresubscrib', 'auto', 'resubscrib']
 */
export function contentTerms(text: string): string[] {
  const terms: string[] = []
  const push = (word: string) => {
    if (!isStopWord(word)) terms.push(stem(word))
  }
  const folded = foldAccents(text)
  for (const identifier of folded.match(identifierPattern) ?? []) {
    const parts = identifier.split(/[_-]/).flatMap((part) => part.split(identifierSeam))
    if (parts.length === 1) {
      push(identifier.toLowerCase())
      continue
    }
    const whole = identifier.replace(/[_-]/g, '').toLowerCase()
    if (!/^\d+$/.test(whole)) push(whole)
    for (const part of parts) push(part.toLowerCase())
  }
  const tokens = codeLikeTokens(folded)
  terms.push(...shapesOf(tokens), ...symbolNamesOf(folded, tokens))
  return terms
}

/**
 * Examples written in code, by their shape: letters become "a", digits "9", the punctuation stays. A question
 * that asks with an example ("Does a[]=b&a[]=c give me a list?", "Does 1.2.3 fall within ^1.0.0?") shares no
 * word with the answer, whose own examples ("a[]=b", "^1.2.3") have the same shapes. Command-line flags are kept
 * as written.
 *
 * @example shapeTerms('x[25]=foo and a[1]=b') // ['a[9]=a', 'a[9]=a']
 */
export function shapeTerms(text: string): string[] {
  return shapesOf(codeLikeTokens(foldAccents(text)))
}

function shapesOf(codeTokens: readonly string[]): string[] {
  const shapes: string[] = []
  for (const token of codeTokens) {
    // A command-line flag is its own name: "-r" and "--range" say more written whole than as "r" and "range".
    if (commandLineFlag.test(token)) shapes.push(token.toLowerCase())
    for (const part of new Set([token, ...token.split(/[&,;]/u)])) {
      const shape = part.replace(/\p{N}+/gu, '9').replace(/[\p{L}_]+/gu, 'a')
      if (shape.length < 3 || shape.length > maximumShapeLength) continue
      if (!/[^a9]/u.test(shape) || !structuralShape.test(shape)) continue
      shapes.push(shape)
      // Values may be words or numbers ("?ids=1,2,3" and "a=b,c"), and a query string may carry its "?".
      const coarse = shape.replace(/^\?/u, '').replace(/9/gu, 'a')
      if (coarse !== shape && coarse.length >= 3) shapes.push(coarse)
    }
  }
  return shapes
}

/**
 * The names of the syntax characters a text shows, once each: people name the character ("split by semicolons",
 * "what does a double pipe do?", "without the equals sign") where the documentation only shows it
 * (`delimiter: ';'`, `1.x || >=2.5.0`, `a=b`). A character alone between quotes, an operator alone between spaces,
 * and the syntax characters inside examples count; an example's dots, colons, slashes and commas do not, since
 * every method call and address has them.
 *
 * @example symbolTerms("qs.parse('a=b;c=d', { delimiter: ';' })") // ['semicolon', 'equal']
 */
export function symbolTerms(text: string): string[] {
  const folded = foldAccents(text)
  return symbolNamesOf(folded, codeLikeTokens(folded))
}

function symbolNamesOf(foldedText: string, codeTokens: readonly string[]): string[] {
  const names = new Set<string>()
  const add = (character: string) => {
    const name = symbolNames[character]
    // Stemmed as the word a question names it with ("pipes" → pip).
    if (name) names.add(stem(name))
  }
  for (const match of foldedText.matchAll(quotedSymbols)) for (const character of match[1] ?? '') add(character)
  for (const match of foldedText.matchAll(spacedOperator)) add(match[1]?.[0] ?? '')
  for (const token of codeTokens) {
    for (const character of token) if (syntaxCharacter.test(character)) add(character)
  }
  return [...names]
}

/**
 * Tokens between spaces and quotes with a letter or digit and something else, without the sentence's own brackets
 * and stops: a plain word gives neither a shape nor a symbol, and most tokens are plain words.
 */
function codeLikeTokens(foldedText: string): string[] {
  const tokens: string[] = []
  for (const token of foldedText.split(/[\s`'"“”‘’]+/u)) {
    const trimmed = token.replace(/^[(<]+/u, '').replace(/[.,;:!?)>]+$/u, '')
    if (/[\p{L}\p{N}]/u.test(trimmed) && /[^\p{L}\p{N}_]/u.test(trimmed)) tokens.push(trimmed)
  }
  return tokens
}

/**
 * Shapes of examples have punctuation, and digits or syntax: "a.a", "a/a" and "a-a" are names and word pairs, "a9"
 * ("utf8", "sha256") a name, and all of those are terms already.
 */
const structuralShape = /[9=[\]^~<>%&?#{}|*@+\\]/u
const maximumShapeLength = 40
const commandLineFlag = /^--?\p{L}[\p{L}\p{N}-]*$/u
const quotedSymbols = /[`'"‘“]([^\p{L}\p{N}\s`'"’”]{1,2})[`'"’”]/gu
const spacedOperator = /(?<=\s)(\|\||[|+\-&;])(?=\s)/gu
const syntaxCharacter = /[|+^~;&?=*[\]{}%]/u
const symbolNames: Readonly<Record<string, string>> = {
  '[': 'bracket',
  ']': 'bracket',
  '{': 'brace',
  '}': 'brace',
  '=': 'equal',
  '&': 'ampersand',
  ';': 'semicolon',
  ',': 'comma',
  '?': 'questionmark',
  '|': 'pipe',
  '-': 'hyphen',
  '.': 'dot',
  '^': 'caret',
  '~': 'tilde',
  '*': 'asterisk',
  '%': 'percent',
  ':': 'colon',
  '/': 'slash',
  '\\': 'backslash',
  '<': 'less',
  '>': 'greater',
  '+': 'plus',
}

const nameWordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu

/**
 * The terms of the words a question uses as names: identifiers (`connectTimeout`, `IPv6`), acronyms (`IAM`) and
 * capitalized words inside a sentence (`Redlock`, `Berlin`). An identifier gives its whole form only: its parts
 * ("connect", "timeout") are ordinary words. A question naming something its knowledge never mentions is most
 * likely about something the knowledge does not cover.
 *
 * @example nameTerms('How do I use it with BullMQ and connectTimeout?') // ['bullmq', 'connecttimeout']
 */
export function nameTerms(text: string): string[] {
  const folded = foldAccents(text)
  const names: string[] = []
  for (const match of folded.matchAll(nameWordPattern)) {
    const word = match[0].replace(/['’]s?$/, '')
    const before = folded.slice(0, match.index).trimEnd()
    const sentenceStart = before === '' || /[.!?:]$/.test(before)
    const isIdentifier = /\p{Ll}\p{Lu}|\p{Lu}{2,}\p{Ll}/u.test(word)
    const isAcronym = /^\p{Lu}{2,}$/u.test(word)
    const isProperName = !sentenceStart && /^\p{Lu}\p{Ll}+$/u.test(word) && word.toLowerCase() !== 'i'
    if (!isIdentifier && !isAcronym && !isProperName) continue
    const lowered = word.toLowerCase()
    if (isStopWord(lowered)) continue
    names.push(stem(lowered))
  }
  return names
}
