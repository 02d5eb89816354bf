import { describe, expect, it } from 'vitest'
import { parseTestCaseCsv, writeCsv } from './test-case-csv.ts'

describe('parseTestCaseCsv', () => {
  it('reads prompt and expectedCompletion in any order and case', () => {
    const parsed = parseTestCaseCsv('ExpectedCompletion,Prompt\r\n"You do, always.",Who pays?\r\n')
    expect(parsed.rows).toEqual([{ row: 1, prompt: 'Who pays?', expectedCompletion: 'You do, always.' }])
    expect(parsed.errors).toEqual([])
  })

  it('accepts a knowledge export (completion column) and ignores other columns', () => {
    const parsed = parseTestCaseCsv('prompt,completion,source\nA?,B.,manual\n')
    expect(parsed.rows).toEqual([{ row: 1, prompt: 'A?', expectedCompletion: 'B.' }])
  })

  it('reports bad and repeated rows by number and keeps the good ones', () => {
    const parsed = parseTestCaseCsv('prompt,expectedCompletion\nA?,B.\n,missing prompt\nC?,\na ?,again\n')
    expect(parsed.rows.map((row) => row.prompt)).toEqual(['A?'])
    expect(parsed.errors).toEqual([
      { row: 2, message: 'prompt: Enter a prompt.' },
      { row: 3, message: 'expectedCompletion: Enter an expected completion.' },
      { row: 4, message: 'prompt: Repeats the prompt of row 1.' },
    ])
    expect(parsed.total).toBe(4)
  })

  it('refuses a file without the columns', () => {
    expect(() => parseTestCaseCsv('question,answer\nA,B\n')).toThrow(/prompt and expectedCompletion/)
  })

  it('round-trips what writeCsv writes, formulas included', () => {
    const content = writeCsv(['prompt', 'expectedCompletion'], [['=1+1?', 'Line one\nline "two"']])
    expect(parseTestCaseCsv(content).rows).toEqual([
      { row: 1, prompt: '=1+1?', expectedCompletion: 'Line one\nline "two"' },
    ])
  })
})
