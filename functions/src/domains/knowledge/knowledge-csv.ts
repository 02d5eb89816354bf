import { alternativePromptsSchema, completionSchema, promptSchema } from '@platform/shared/contracts/knowledge'
import Papa from 'papaparse'
import { AppError } from '../../platform/app-error.ts'

export interface KnowledgeCsvRow {
  /** Data row number, from 1 (the header is not counted). */
  row: number
  prompt: string
  completion: string
  /** Read from an `alternativePrompts` column, one per line in the cell; empty when the file has none. */
  alternativePrompts: string[]
}

export interface ParsedKnowledgeCsv {
  rows: KnowledgeCsvRow[]
  errors: Array<{ row: number; message: string }>
  /** Data rows in the file, good and bad. */
  total: number
}

/**
 * Cells that spreadsheet programs would evaluate as a formula (`=`, `+`, `-`, `@`, tab, carriage return, and the
 * full-width `＝＋－＠` some programs also take), also behind quotes already added, so escaping stays reversible.
 * A leading `-` is escaped too (`-2+3+cmd|' /C calc'!A0` runs a command): a list answer's "- item" then shows as
 * typed, since spreadsheets hide the leading `'`.
 */
const formulaStart = /^'*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/

/** Spreadsheet-safe cell: a leading `'` keeps Excel and Sheets from running a cell as a formula. */
export function escapeFormula(cell: string): string {
  return formulaStart.test(cell) ? `'${cell}` : cell
}

/** The inverse of `escapeFormula`, so an exported file imports back exactly. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && formulaStart.test(cell) ? cell.slice(1) : cell
}

export function invalidCsv(detail: string): AppError {
  return new AppError('INVALID_CSV_FILE_UPLOADED', { message: `Invalid CSV file uploaded. ${detail}` })
}

function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string {
  return result.error?.issues[0]?.message ?? 'Invalid value.'
}

/**
 * Reads a knowledge CSV: a header row with `prompt` and `completion` columns (any case, any order, other columns
 * ignored; an `alternativePrompts` column, as the export writes it, gives each pair's other wordings one per line),
 * then one pair per row. A file that is not CSV text or lacks the columns is refused whole
 * (INVALID_CSV_FILE_UPLOADED); a bad row (malformed, empty or too long fields, a prompt repeated within the file)
 * is reported with its number while the good rows are kept.
 *
 * @example parseKnowledgeCsv('prompt,completion\n"Who pays?","You do."\n').rows // [{ row: 1, prompt: 'Who pays?', completion: 'You do.' }]
 */
export function parseKnowledgeCsv(text: string): ParsedKnowledgeCsv {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  })
  const fields = parsed.meta.fields ?? []
  if (!fields.includes('prompt') || !fields.includes('completion'))
    throw invalidCsv('The first row must name the columns prompt and completion.')
  const errors = new Map<number, string>()
  for (const error of parsed.errors) {
    if (error.row !== undefined && error.row !== null && !errors.has(error.row + 1))
      errors.set(error.row + 1, `The row is malformed: ${error.message}.`)
  }
  const rows: KnowledgeCsvRow[] = []
  const firstRowOfPrompt = new Map<string, number>()
  parsed.data.forEach((record, index) => {
    const row = index + 1
    if (errors.has(row)) return
    const prompt = promptSchema.safeParse(unescapeFormula(record.prompt ?? ''))
    const completion = completionSchema.safeParse(unescapeFormula(record.completion ?? ''))
    const alternativePrompts = alternativePromptsSchema.safeParse(
      unescapeFormula(record.alternativeprompts ?? '')
        .split(/\r?\n/)
        .filter((line) => line.trim() !== ''),
    )
    if (!prompt.success) errors.set(row, `prompt: ${firstIssue(prompt)}`)
    else if (!completion.success) errors.set(row, `completion: ${firstIssue(completion)}`)
    else if (!alternativePrompts.success) errors.set(row, `alternativePrompts: ${firstIssue(alternativePrompts)}`)
    else {
      const key = prompt.data.toLowerCase().replace(/\s+/g, ' ')
      const first = firstRowOfPrompt.get(key)
      if (first !== undefined) errors.set(row, `prompt: Repeats the prompt of row ${first}.`)
      else {
        firstRowOfPrompt.set(key, row)
        rows.push({
          row,
          prompt: prompt.data,
          completion: completion.data,
          alternativePrompts: alternativePrompts.data,
        })
      }
    }
  })
  return {
    rows,
    errors: [...errors].map(([row, message]) => ({ row, message })).sort((first, second) => first.row - second.row),
    total: parsed.data.length,
  }
}

/**
 * The export CSV: `prompt,completion,source,sourceKey,alternativePrompts` (alternatives one per line), quoted where
 * needed, formula-safe.
 */
export function writeKnowledgeCsv(
  items: Array<{
    prompt: string
    completion: string
    source: string
    sourceKey: string | null
    alternativePrompts?: string[] | undefined
  }>,
): string {
  return Papa.unparse(
    {
      fields: ['prompt', 'completion', 'source', 'sourceKey', 'alternativePrompts'],
      data: items.map((item) => [
        escapeFormula(item.prompt),
        escapeFormula(item.completion),
        item.source,
        escapeFormula(item.sourceKey ?? ''),
        escapeFormula((item.alternativePrompts ?? []).join('\n')),
      ]),
    },
    { newline: '\r\n' },
  )
}
