import { describe, expect, it } from 'vitest'
import { billedToLines, formatAmount, receiptPdf, sellerLines } from './receipt-pdf.ts'

/** Each text run of the receipt's page as a reader finds it: its text, where it starts and its font size. */
async function readBack(pdf: Uint8Array) {
  const { getDocumentProxy } = await import('unpdf')
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const page = await document.getPage(1)
  const { items } = await page.getTextContent()
  return items
    .filter((item) => 'str' in item && item.str !== '')
    .map((item) => {
      const { str, transform } = item as { str: string; transform: number[] }
      return { text: str, x: transform[4], y: transform[5], size: transform[3] }
    })
}

describe('receiptPdf (issue 39)', () => {
  const hindiAddress = 'पता: १२ महात्मा गांधी मार्ग, नई दिल्ली ११०००१'

  it('prints names and addresses in any script as written, and a reader gets the text back', async () => {
    const lines = ['Payment receipt', 'Billed to: Zoë Müller, 東京', hindiAddress, 'Odd (text) \\ here', 'Café']
    const pdf = await receiptPdf(lines)
    expect((await readBack(pdf)).map((run) => run.text)).toEqual(lines)
  })

  it('keeps the layout: the title at the top in 20 pt, each line below it in 11 pt, 16 pt apart', async () => {
    const runs = await readBack(await receiptPdf(['Payment receipt', 'Receipt for payment pay_123', '', 'Date: 2026']))
    expect(runs).toEqual([
      { text: 'Payment receipt', x: 56, y: 770, size: 20 },
      { text: 'Receipt for payment pay_123', x: 56, y: 738, size: 11 },
      { text: 'Date: 2026', x: 56, y: 706, size: 11 },
    ])
  })

  it('embeds only the glyphs it uses, so a receipt stays a few KB', async () => {
    const pdf = await receiptPdf(['Payment receipt', 'Billed to: Zoë Müller, 東京', hindiAddress])
    expect(new TextDecoder('latin1').decode(pdf.subarray(0, 5))).toBe('%PDF-')
    expect(pdf.byteLength).toBeLessThan(20_000)
  })

  it('prints a line break or a control character in a saved field as a space, on its own line', async () => {
    const runs = await readBack(await receiptPdf(['Payment receipt', '1 MG Road\nBengaluru\t560001']))
    expect(runs.map((run) => run.text)).toEqual(['Payment receipt', '1 MG Road Bengaluru 560001'])
  })

  it("writes amounts in the currency's major unit", () => {
    expect(formatAmount(199_900, 'INR')).toBe('INR 1999.00')
  })
})

describe('receipt text (issue 43, item 25)', () => {
  it('names the seller and how to reach it', () => {
    expect(sellerLines('https://console.example.com', 'billing@example.com')).toEqual([
      'Sold by: Assistant Platform (console.example.com)',
      'Contact: billing@example.com',
    ])
  })

  it('names the organization, not its id, before billing information is saved', () => {
    const lines = billedToLines(undefined, 'Paying Customers')
    expect(lines[0]).toBe('Billed to: Paying Customers')
    expect(lines.join(' ')).not.toMatch(/organization [0-9a-f-]{8}/)
  })
})
