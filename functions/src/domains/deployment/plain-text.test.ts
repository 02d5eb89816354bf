import { describe, expect, it } from 'vitest'
import { toPlainText } from './plain-text.ts'

describe('toPlainText', () => {
  it('drops emphasis, code marks, headings and link targets', () => {
    expect(toPlainText('**Print** the [label](https://x.io/labels).')).toBe('Print the label.')
    expect(toPlainText('## Steps\n* Open `Settings`\n* Choose _Printing_')).toBe(
      'Steps\n- Open Settings\n- Choose Printing',
    )
  })

  it('leaves plain text and snake_case words alone', () => {
    expect(toPlainText('Use the get_shipment_status function.')).toBe('Use the get_shipment_status function.')
  })
})
