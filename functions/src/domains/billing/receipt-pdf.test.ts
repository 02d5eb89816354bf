import { describe, expect, it } from 'vitest'
import { billedToLines, formatAmount, receiptPdf, sellerLines } from './receipt-pdf.ts'

describe('receiptPdf', () => {
  const pdf = receiptPdf(['Receipt', 'Payment pay_123', 'Amount INR 1999.00', 'Odd (text) \\ here', 'Café'])

  it('writes a PDF whose cross-reference table points at each object', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.endsWith('%%EOF\n')).toBe(true)
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1])
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(offsets).toHaveLength(5)
    expect(offsets.map((offset) => pdf.slice(offset, offset + 7))).toEqual([
      '1 0 obj',
      '2 0 obj',
      '3 0 obj',
      '4 0 obj',
      '5 0 obj',
    ])
  })

  it('escapes parentheses and backslashes and keeps the text ASCII', () => {
    expect(pdf).toContain('(Odd \\(text\\) \\\\ here) Tj')
    expect(pdf).toContain('(Caf?) Tj')
    expect([...pdf].every((character) => character === '\n' || (character >= ' ' && character <= '~'))).toBe(true)
  })

  it('gives the stream its exact length', () => {
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1])
    const stream = /stream\n([\s\S]*?)\nendstream/.exec(pdf)?.[1] ?? ''
    expect(stream.length).toBe(length)
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
