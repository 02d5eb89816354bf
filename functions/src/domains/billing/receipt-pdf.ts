import type { BillingInformation } from '@platform/shared/contracts/billing'

/**
 * A one-page PDF receipt written by hand (PDF 1.4, Helvetica, ASCII text): a receipt needs a few lines of text,
 * which does not justify a PDF library in the Lambda bundle.
 */
export function receiptPdf(lines: string[]): string {
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1')
  const [title = '', ...rest] = lines
  const commands = [
    'BT /F1 20 Tf 56 770 Td',
    `(${ascii(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 16 TL',
    ...rest.map((line) => `(${ascii(line)}) Tj T*`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${commands.length} >>\nstream\n${commands}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return body
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
