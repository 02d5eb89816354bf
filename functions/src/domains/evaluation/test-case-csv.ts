import { expectedCompletionSchema } from '@platform/shared/contracts/evaluation'
import { promptSchema } from '@platform/shared/contracts/knowledge'
import Papa from 'papaparse'
import { escapeFormula, invalidCsv, unescapeFormula } from '../knowledge/index.ts'
import { normalizePrompt } from './test-case-records.ts'

export interface TestCaseCsvRow {
  /** Data row number, from 1 (the header is not counted). */
  row: number
  prompt: string
  expectedCompletion: string
}

/** Column names accepted for the expected completion: ours, a spaced spelling, and knowledge's `completion`. */
const expectedColumns = ['expectedcompletion', 'expected_completion', 'expected completion', 'completion']

/**
 * Reads a test-case CSV: a header row with `prompt` and `expectedCompletion` columns (any case, any order;
 * `completion` is accepted too, so a knowledge export imports as test cases), then one case per row. A file
 * without those columns is refused whole (INVALID_CSV_FILE_UPLOADED); a bad row is reported by number while
 * the good rows are kept.
 *
 * @example parseTestCaseCsv('prompt,expectedCompletion\nWho pays?,You do.\n').rows // [{ row: 1, prompt: 'Who pays?', expectedCompletion: 'You do.' }]
 */
export function parseTestCaseCsv(text: string): {
  rows: TestCaseCsvRow[]
  errors: Array<{ row: number; message: string }>
  total: number
} {
  const parsed = Papa.parse<Record<string, string | undefined>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  })
  const fields = parsed.meta.fields ?? []
  const expectedColumn = expectedColumns.find((column) => fields.includes(column))
  if (!fields.includes('prompt') || !expectedColumn)
    throw invalidCsv('The first row must name the columns prompt and expectedCompletion.')
  const errors = new Map<number, string>()
  for (const error of parsed.errors) {
    if (error.row !== undefined && error.row !== null && !errors.has(error.row + 1))
      errors.set(error.row + 1, `The row is malformed: ${error.message}.`)
  }
  const rows: TestCaseCsvRow[] = []
  const firstRowOfPrompt = new Map<string, number>()
  parsed.data.forEach((record, index) => {
    const row = index + 1
    if (errors.has(row)) return
    const prompt = promptSchema.safeParse(unescapeFormula(record.prompt ?? ''))
    const expected = expectedCompletionSchema.safeParse(unescapeFormula(record[expectedColumn] ?? ''))
    if (!prompt.success) errors.set(row, `prompt: ${prompt.error.issues[0]?.message ?? 'Invalid value.'}`)
    else if (!expected.success)
      errors.set(row, `expectedCompletion: ${expected.error.issues[0]?.message ?? 'Invalid value.'}`)
    else {
      const key = normalizePrompt(prompt.data)
      const first = firstRowOfPrompt.get(key)
      if (first !== undefined) errors.set(row, `prompt: Repeats the prompt of row ${first}.`)
      else {
        firstRowOfPrompt.set(key, row)
        rows.push({ row, prompt: prompt.data, expectedCompletion: expected.data })
      }
    }
  })
  return {
    rows,
    errors: [...errors].map(([row, message]) => ({ row, message })).sort((first, second) => first.row - second.row),
    total: parsed.data.length,
  }
}

/** A CSV of named columns, quoted where needed and formula-safe (text cells only). */
export function writeCsv(fields: string[], rows: Array<Array<string | number | null>>): string {
  return Papa.unparse(
    {
      fields,
      data: rows.map((row) => row.map((cell) => (typeof cell === 'string' ? escapeFormula(cell) : (cell ?? '')))),
    },
    { newline: '\r\n' },
  )
}
