import type { BillingInformation } from '@platform/shared/contracts/billing'
import { receiptFont } from './receipt-font.ts'

/** The receipt's page (A4, in points), its left margin and where its title sits. */
const page = { width: 595, height: 842, left: 56, titleTop: 770 }
const titleSize = 20
const lineSize = 11
/** The gap from the title to the first line, then from line to line. */
const titleGap = 32
const lineGap = 16

/**
 * A one-page PDF receipt: the first line as its title, the others below it, in a Unicode font embedded as a subset
 * (only the glyphs the receipt uses, a few KB), so a customer named "Zoë Müller" or an address in Tokyo or in Hindi
 * prints as written. pdf-lib and the font are loaded on the first receipt, never by a function that makes none.
 *
 * @example
 * const pdf = await receiptPdf(['Payment receipt', 'Billed to: Zoë Müller, 東京'])
 */
export async function receiptPdf(lines: string[]): Promise<Uint8Array> {
  const [{ PDFDocument }, { default: fontkit }, fontBytes] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    receiptFont(),
  ])
  const document = await PDFDocument.create()
  document.registerFontkit(fontkit)
  const font = await document.embedFont(fontBytes, { subset: true })
  const receiptPage = document.addPage([page.width, page.height])
  const [title = '', ...rest] = lines
  receiptPage.drawText(printable(title), { x: page.left, y: page.titleTop, size: titleSize, font })
  rest.forEach((line, index) => {
    const y = page.titleTop - titleGap - index * lineGap
    receiptPage.drawText(printable(line), { x: page.left, y, size: lineSize, font })
  })
  return document.save()
}

/** One printed line: pdf-lib breaks text at line breaks, and a saved field's control characters would print as boxes. */
function printable(line: string): string {
  return line.replace(/\p{Cc}/gu, ' ')
}

/** Who sold: the product and where to reach it, so a receipt can be filed and queried. */
export function sellerLines(appOrigin: string, contactEmail: string): string[] {
  return [`Sold by: Assistant Platform (${new URL(appOrigin).host})`, `Contact: ${contactEmail}`]
}

/** Who paid: the saved billing information, or the organization's name until some is saved. */
export function billedToLines(details: BillingInformation | undefined, organizationName: string): string[] {
  if (!details) return [`Billed to: ${organizationName}`, 'Add billing information in Billing to show it on receipts.']
  return [
    `Billed to: ${details.name}`,
    ...(details.taxId ? [`Tax ID: ${details.taxId}`] : []),
    ...(details.companyId ? [`Company ID: ${details.companyId}`] : []),
    [details.address.line1, details.address.line2].filter(Boolean).join(', '),
    `${details.address.city}, ${details.address.state} ${details.address.pin}, ${details.address.country}`,
    `${details.fullName}${details.position ? `, ${details.position}` : ''} - ${details.email} - ${details.phone}`,
  ]
}

export function formatAmount(amountMinor: number, currency: string): string {
  return `${currency} ${(amountMinor / 100).toFixed(2)}`
}
