/*
 * "Did you mean" questions of a declined answer. The local engine delivers them inside the text: its fallback
 * answer, a blank line, "Did you mean:" and one "- question" line each (`declineWithSuggestions`). The playground
 * reply carries them as data (`suggestions`), so the console and the widget show them as chips that ask the
 * question instead of a list to retype.
 */

/** The spec's suggested questions: at most three are offered. */
export const maximumSuggestions = 3

const heading = 'Did you mean:'

/**
 * Splits a declined reply into the answer shown and the questions offered; text without the list is returned whole.
 *
 * @example
 * splitDidYouMean('Sorry, I do not know.\n\nDid you mean:\n- How do I track a parcel?')
 * // { answer: 'Sorry, I do not know.', suggestions: ['How do I track a parcel?'] }
 */
export function splitDidYouMean(text: string): { answer: string; suggestions: string[] } {
  const normalized = text.replace(/\r\n?/g, '\n')
  const start = normalized.lastIndexOf(`\n\n${heading}\n`)
  if (start === -1) return { answer: text, suggestions: [] }
  const lines = normalized.slice(start + heading.length + 3).split('\n')
  if (lines.length === 0 || !lines.every((line) => line.startsWith('- ') && line.length > 2)) {
    return { answer: text, suggestions: [] }
  }
  const suggestions = lines.map((line) => line.slice(2).trim()).slice(0, maximumSuggestions)
  return { answer: normalized.slice(0, start), suggestions }
}
