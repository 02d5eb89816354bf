import Papa from 'papaparse'
import { DocumentError } from './document-error.ts'
import type { ExtractedDocument } from './html-to-markdown.ts'

const questionColumn = /^(prompt|question|questions|q|title|topic|term)$/i
const answerColumn = /^(completion|answer|answers|a|response|description|definition|body)$/i

/**
 * A CSV data source as Markdown. A question-and-answer sheet (columns such as question/answer or
 * prompt/completion) becomes one `## question` section per row, which the extractor reads as pairs; any other
 * sheet becomes one paragraph per row, `column: value; …`, which keeps its facts searchable.
 */
export function csvToMarkdown(text: string): ExtractedDocument {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  })
  const columns = parsed.meta.fields ?? []
  if (columns.length === 0 || parsed.data.length === 0) throw new DocumentError('The CSV file has no rows to read.')
  const question = columns.find((column) => questionColumn.test(column))
  const answer = columns.find((column) => answerColumn.test(column))
  const blocks = parsed.data.flatMap((row) => {
    if (question && answer) {
      const prompt = row[question]?.trim()
      const completion = row[answer]?.trim()
      return prompt && completion ? [`## ${prompt.replace(/\n/g, ' ')}`, completion] : []
    }
    const facts = columns
      .map((column) => [column, row[column]?.trim()] as const)
      .filter(([, value]) => value)
      .map(([column, value]) => `${column}: ${value?.replace(/\n/g, ' ')}`)
    return facts.length > 0 ? [facts.join('; ')] : []
  })
  return { title: null, markdown: blocks.join('\n\n') }
}
