import { describe, expect, it } from 'vitest'
import { AppError } from '../../platform/app-error.ts'
import { escapeFormula, parseKnowledgeCsv, unescapeFormula, writeKnowledgeCsv } from './knowledge-csv.ts'

describe('parseKnowledgeCsv', () => {
  it('reads prompt and completion columns in any case and order, reporting bad rows by number', () => {
    const csv = [
      'Notes,COMPLETION,Prompt',
      'x,"Yes, 5,000 euros.",Do you insure parcels?',
      'y,,Empty answer?',
      'z,"Two\nlines",How do I reach support?',
      'w,Again,do you insure parcels?',
      'v,too,many,fields',
    ].join('\r\n')
    expect(parseKnowledgeCsv(csv)).toEqual({
      total: 5,
      rows: [
        { row: 1, prompt: 'Do you insure parcels?', completion: 'Yes, 5,000 euros.', alternativePrompts: [] },
        { row: 3, prompt: 'How do I reach support?', completion: 'Two\nlines', alternativePrompts: [] },
      ],
      errors: [
        { row: 2, message: 'completion: Enter a completion.' },
        { row: 4, message: 'prompt: Repeats the prompt of row 1.' },
        { row: 5, message: 'The row is malformed: Too many fields: expected 3 fields but parsed 4.' },
      ],
    })
  })

  it('reports a row whose alternative questions repeat one another or are too many', () => {
    const csv = ['prompt,completion,alternativePrompts', 'Who pays?,You do.,"Who pays?\nwho  pays?"'].join('\r\n')
    expect(parseKnowledgeCsv(csv).errors).toEqual([
      { row: 1, message: 'alternativePrompts: Each alternative question may be listed once.' },
    ])
    const many = Array.from({ length: 11 }, (_unused, index) => `Question ${index}?`).join('\n')
    expect(parseKnowledgeCsv(`prompt,completion,alternativePrompts\r\nWho pays?,You do.,"${many}"`).errors).toEqual([
      { row: 1, message: 'alternativePrompts: Use at most 10 alternative questions.' },
    ])
  })

  it('refuses a file without the two columns', () => {
    expect(() => parseKnowledgeCsv('question,answer\na,b')).toThrow(AppError)
    expect(() => parseKnowledgeCsv('')).toThrow('Invalid CSV file uploaded. The first row must name the columns')
  })

  it('writes a formula-safe CSV that reads back to the same pairs with their alternative questions', () => {
    const items = [
      {
        prompt: '=HYPERLINK("x")',
        completion: '- Open Settings\n- Click "Save"',
        source: 'manual',
        sourceKey: null,
        alternativePrompts: ['=Where is Save?', 'How do I save?'],
      },
      {
        prompt: "'=already quoted",
        completion: '@mention, +1',
        source: 'url',
        sourceKey: 'https://a.example/',
        alternativePrompts: [],
      },
    ]
    const csv = writeKnowledgeCsv(items)
    expect(csv.split('\r\n')[0]).toBe('prompt,completion,source,sourceKey,alternativePrompts')
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    const pick = ({ prompt, completion, alternativePrompts }: (typeof items)[number]) => ({
      prompt,
      completion,
      alternativePrompts,
    })
    expect(parseKnowledgeCsv(csv).rows.map(({ row: _row, ...pair }) => pair)).toEqual(items.map(pick))
    expect(unescapeFormula(escapeFormula("'=x"))).toBe("'=x")
  })

  it('escapes a leading minus and full-width formula signs, and reads them back exactly (issue 38)', () => {
    for (const cell of [
      "-2+3+cmd|' /C calc'!A0",
      '-1+1',
      '\uff1d1+1',
      '\uff0b1',
      '\uff0d1',
      '\uff20SUM(A1)',
      '- Open Settings',
    ]) {
      expect(escapeFormula(cell), cell).toBe(`'${cell}`)
      expect(unescapeFormula(escapeFormula(cell))).toBe(cell)
    }
    expect(escapeFormula('Open Settings')).toBe('Open Settings')
  })
})
