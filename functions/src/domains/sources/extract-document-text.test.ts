import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildPdf } from '../../../../tests/fixtures/documentation-site/generate-documents.ts'
import { detectFileKind } from './detect-file-kind.ts'
import { isDocumentError } from './document-error.ts'
import { extractDocumentText } from './extract-document-text.ts'
import { htmlToMarkdown } from './html-to-markdown.ts'
import { runningLines } from './pdf-to-markdown.ts'

const downloads = new URL('../../../../tests/fixtures/documentation-site/downloads/', import.meta.url)
const read = (name: string) => new Uint8Array(readFileSync(new URL(name, downloads)))

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (isDocumentError(error)) return error.message
    throw error
  }
  throw new Error('expected a DocumentError')
}

describe('htmlToMarkdown', () => {
  it('keeps the main content and drops navigation, scripts, site header and footer', () => {
    const html = `<html><head><title>Returns · Shipkite Docs</title><script>track()</script></head><body>
      <header><a href="/">Shipkite</a><nav><a href="/a">A</a></nav></header>
      <aside class="sidebar"><a href="/b">Sidebar link</a></aside>
      <main><h1>Returns</h1><p>Labels are <strong>prepaid</strong>.<br>Always.</p>
        <ul><li>One</li><li>Two<ul><li>Nested</li></ul></li></ul>
        <table><tr><th>Carrier</th><th>Days</th></tr><tr><td>DHL</td><td>2</td></tr></table>
        <pre>npm install shipkite</pre>
        <details><summary>Who pays?</summary><p>You do.</p></details>
        <dl><dt>Manifest</dt><dd>A list of parcels.</dd></dl>
      </main>
      <footer>© Shipkite</footer></body></html>`
    expect(htmlToMarkdown(html)).toEqual({
      title: 'Returns',
      markdown: [
        '# Returns',
        'Labels are prepaid.\nAlways.',
        '- One\n- Two\n  - Nested',
        '| Carrier | Days |\n| --- | --- |\n| DHL | 2 |',
        '```\nnpm install shipkite\n```',
        '**Who pays?**',
        'You do.',
        'Manifest\n: A list of parcels.',
      ].join('\n\n'),
    })
  })

  it('falls back to the body and to the page title when there is no <main> or <h1>', () => {
    const document = htmlToMarkdown(
      '<title>Pricing | Shipkite</title><body><div>Plans start at 9 euros a month for every shop, billed monthly or yearly, with no setup fee.</div></body>',
    )
    expect(document.title).toBe('Pricing')
    expect(document.markdown).toBe(
      'Plans start at 9 euros a month for every shop, billed monthly or yearly, with no setup fee.',
    )
  })
})

describe('runningLines', () => {
  it('finds the lines most pages print at their top or bottom, page numbers ignored', () => {
    const page = (number: number, body: string[]) =>
      ['Acme Ltd - Support policy - Version 4', ...body, `Page ${number} of 3 - Ref LS-017`].map((text) => ({
        text,
        page: number,
      }))
    const lines = [
      ...page(1, ['Support hours', 'We answer on weekdays.']),
      ...page(2, ['Refunds']),
      ...page(3, ['Escalation']),
    ]
    expect([...runningLines(lines)].map((line) => `${line.page}: ${line.text}`)).toEqual([
      '1: Acme Ltd - Support policy - Version 4',
      '1: Page 1 of 3 - Ref LS-017',
      '2: Acme Ltd - Support policy - Version 4',
      '2: Page 2 of 3 - Ref LS-017',
      '3: Acme Ltd - Support policy - Version 4',
      '3: Page 3 of 3 - Ref LS-017',
    ])
    expect(runningLines(page(1, ['One page only']))).toEqual(new Set())
  })
})

describe('extractDocumentText', () => {
  it('reads a PDF, inferring headings from font sizes across pages', async () => {
    const started = Date.now()
    const document = await extractDocumentText('pdf', read('customs-guide.pdf'), 'customs-guide.pdf')
    expect(Date.now() - started).toBeLessThan(5000)
    expect(document.title).toBe('Shipkite customs guide')
    expect(document.markdown).toContain('## HS codes\n\nAn HS code is a six digit number that classifies goods')
    // Page 2 text, with a paragraph wrapped over several lines joined back.
    expect(document.markdown).toContain(
      '## Commercial invoices\n\nShipkite generates a commercial invoice for shipments above 1000 euros or when the carrier asks for one.',
    )
  })

  it('keeps the space between words a PDF places one by one without a space character', async () => {
    const pdf = buildPdf([
      [
        { kind: 'heading', text: 'Install picomatch' },
        { kind: 'placedWords', text: 'npm install --save picomatch' },
      ],
    ])
    const document = await extractDocumentText('pdf', new Uint8Array(pdf), 'install.pdf')
    expect(document.markdown).toContain('npm install --save picomatch')
  })

  it('reads a Word document with its heading styles', async () => {
    const document = await extractDocumentText('docx', read('packaging-guide.docx'), 'packaging-guide.docx')
    expect(document.title).toBe('Shipkite packaging guide')
    expect(document.markdown).toContain('## How do I save a box size?\n\nOpen Settings > Packaging, click Add box')
  })

  it('reads plain text, Markdown and CSV', async () => {
    const text = await extractDocumentText('txt', read('carrier-notes.txt'), 'carrier-notes.txt')
    expect(text.markdown).toContain('## What is a pickup window?\n\nA pickup window is the time range')
    const markdown = await extractDocumentText('markdown', new TextEncoder().encode('# Guide\n\nText.'), 'guide.md')
    expect(markdown).toEqual({ title: 'Guide', markdown: '# Guide\n\nText.' })
    const questions = await extractDocumentText(
      'csv',
      new TextEncoder().encode('Question,Answer\n"Do you ship abroad?","Yes, to 40 countries."\n'),
      'faq.csv',
    )
    expect(questions.markdown).toBe('## Do you ship abroad?\n\nYes, to 40 countries.')
    const facts = await extractDocumentText('csv', new TextEncoder().encode('carrier,days\nDHL,2\nUPS,3\n'), 'x.csv')
    expect(facts.markdown).toBe('carrier: DHL; days: 2\n\ncarrier: UPS; days: 3')
  })

  it('names the problem with damaged, empty and binary documents', async () => {
    expect(await failureOf(extractDocumentText('pdf', new TextEncoder().encode('%PDF-1.4\nbroken'), 'x.pdf'))).toBe(
      'The PDF could not be read; it may be damaged (Invalid PDF structure).',
    )
    const truncated = read('customs-guide.pdf').subarray(0, 600)
    expect(await failureOf(extractDocumentText('pdf', truncated, 'x.pdf'))).toMatch(/^The PDF could not be read/)
    expect(
      await failureOf(extractDocumentText('docx', new TextEncoder().encode('PK\u0003\u0004junk'), 'x.docx')),
    ).toMatch(/^The Word document could not be read/)
    expect(await failureOf(extractDocumentText('txt', new TextEncoder().encode('  \n '), 'x.txt'))).toBe(
      'The document has no text to read.',
    )
    expect(await failureOf(extractDocumentText('txt', new Uint8Array([104, 0, 105]), 'x.txt'))).toBe(
      '"x.txt" contains binary data, not text.',
    )
  })
})

describe('detectFileKind', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)

  it('trusts the bytes first, then the content type, then the name', () => {
    expect(detectFileKind({ name: 'scan', contentType: 'application/octet-stream', bytes: bytes('%PDF-1.7') })).toBe(
      'pdf',
    )
    expect(detectFileKind({ name: 'guide.docx', bytes: bytes('PK\u0003\u0004…') })).toBe('docx')
    expect(detectFileKind({ name: 'notes', contentType: 'text/markdown', bytes: bytes('# x') })).toBe('markdown')
    expect(detectFileKind({ name: 'page.HTM', contentType: '', bytes: bytes('<p>') })).toBe('html')
    expect(detectFileKind({ name: 'rows.csv', contentType: 'application/vnd.ms-excel', bytes: bytes('a,b') })).toBe(
      'csv',
    )
  })

  it('refuses what it cannot read, saying why', () => {
    const message = (input: Parameters<typeof detectFileKind>[0]) => {
      try {
        detectFileKind(input)
      } catch (error) {
        return (error as Error).message
      }
      return 'accepted'
    }
    expect(message({ name: 'photo.png', contentType: 'image/png', bytes: bytes('\u0089PNG') })).toBe(
      '"photo.png" is not a supported type (image/png). Upload a PDF, Word (.docx), text, Markdown, HTML or CSV file.',
    )
    expect(message({ name: 'fake.pdf', bytes: bytes('hello') })).toBe(
      '"fake.pdf" is not a valid PDF: it does not start with %PDF-.',
    )
    expect(message({ name: 'old.doc', bytes: bytes('\u00d0\u00cf') })).toMatch(/old Word \(\.doc\) file/)
    expect(message({ name: 'archive.zip', bytes: bytes('PK\u0003\u0004') })).toMatch(/zip archive, not a Word document/)
  })
})
