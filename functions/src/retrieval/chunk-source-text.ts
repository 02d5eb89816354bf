import { splitSentences } from './split-sentences.ts'

export interface TextChunk {
  /** The nearest Markdown heading above the chunk, if any. */
  heading: string | null
  text: string
}

const headingPattern = /^#{1,6}\s+(.+?)\s*#*\s*$/
/** Pieces shorter than this (a lone link, "Next") carry nothing worth retrieving. */
const minimumChunkCharacters = 40
const minimumParagraphWords = 3

/**
 * Cuts an extracted text (Markdown from the sources feature) into passages for retrieval: paragraphs are kept
 * whole and packed together up to `maximumCharacters`, a chunk never spans two sections (so its heading is its
 * title), and a paragraph too long for one chunk is cut between sentences.
 *
 * @example
 * chunkSourceText('# Returns\n\nYou can return items within 30 days of delivery for a full refund.')
 * // [{ heading: 'Returns', text: 'You can return items within 30 days of delivery for a full refund.' }]
 */
export function chunkSourceText(markdown: string, maximumCharacters = 900): TextChunk[] {
  const chunks: TextChunk[] = []
  let heading: string | null = null
  let current: string[] = []
  let currentLength = 0
  const flush = () => {
    const text = current.join('\n\n').trim()
    if (text.length >= minimumChunkCharacters) chunks.push({ heading, text })
    current = []
    currentLength = 0
  }
  const add = (piece: string) => {
    if (currentLength > 0 && currentLength + piece.length + 2 > maximumCharacters) flush()
    current.push(piece)
    currentLength += piece.length + 2
  }
  for (const block of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const trimmed = block.trim()
    if (trimmed === '') continue
    const lines = trimmed.split('\n')
    const headingMatch = headingPattern.exec(lines[0] ?? '')
    if (headingMatch) {
      flush()
      heading = (headingMatch[1] ?? '').trim() || null
      const rest = lines.slice(1).join('\n').trim()
      if (rest === '') continue
      lines.splice(0, lines.length, rest)
    }
    const paragraph = lines.join('\n')
    // Navigation scraps ("Next", "Back to top") carry nothing to retrieve and would blur the passage they join.
    if (paragraph.split(/\s+/).length < minimumParagraphWords) continue
    if (paragraph.length <= maximumCharacters) {
      add(paragraph)
      continue
    }
    for (const piece of packSentences(paragraph, maximumCharacters)) add(piece)
  }
  flush()
  return chunks
}

/** Sentences packed into pieces of at most `maximumCharacters`; a single longer sentence is cut by length. */
function packSentences(paragraph: string, maximumCharacters: number): string[] {
  const pieces: string[] = []
  let current = ''
  for (const sentence of splitSentences(paragraph)) {
    for (let start = 0; start < sentence.length; start += maximumCharacters) {
      const part = sentence.slice(start, start + maximumCharacters)
      if (current !== '' && current.length + part.length + 1 > maximumCharacters) {
        pieces.push(current)
        current = ''
      }
      current = current === '' ? part : `${current} ${part}`
    }
  }
  if (current !== '') pieces.push(current)
  return pieces
}
