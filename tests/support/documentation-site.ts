import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname } from 'node:path'

/** The fixture documentation site's files: multi-page HTML with links, robots.txt, a PDF, a DOCX, text. */
export const documentationSiteFolder = new URL('../fixtures/documentation-site/', import.meta.url)

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/**
 * Serves the fixture site on 127.0.0.1, so links have something real to read and crawl: its files, a PNG at
 * `/logo.png` (an unsupported type) and 404 for the rest. `requests` records every path asked for.
 */
export async function startDocumentationSite(): Promise<{ url: string; requests: string[]; stop(): Promise<void> }> {
  const requests: string[] = []
  const site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname
    requests.push(path)
    if (path === '/logo.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
      return
    }
    try {
      const file = readFileSync(new URL(`.${path === '/' ? '/index.html' : path}`, documentationSiteFolder))
      response.writeHead(200, { 'content-type': contentTypes[extname(path)] ?? 'text/plain; charset=utf-8' })
      response.end(file)
    } catch {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')
    }
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
    requests,
    stop: () => new Promise<void>((resolve) => site.close(() => resolve())),
  }
}
