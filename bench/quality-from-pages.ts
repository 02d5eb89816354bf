/**
 * Answer quality from documentation pages alone, not a test (issue 13's end-to-end line):
 *   npm run bench:quality-pages -- ../shared/eval/dev-quality-set.json [--readme=<README.md>]
 *
 * Serves the README the set was condensed from as HTML pages (one per top-level section, titled
 * "<section> · <package>" as documentation sites do) from a local server, adds them as links through the API,
 * waits for the knowledge the product generates from them, trains with no hand-written pairs and asks the set's
 * paraphrases and out-of-scope questions through the playground with RAG on. Prints the figures of that line and
 * how many pairs were generated.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import type { UrlSource } from '@platform/shared/contracts/sources'
import { marked } from 'marked'
import { startLocalPlatform } from '../infra/local/local-platform.ts'
import { formatFiguresTable, readQualitySet } from '../tests/support/quality-set.ts'
import { createProject, signUp, startEngineProcess, trainAndAsk } from './quality-platform.ts'

const setPath = process.argv.slice(2).find((argument) => !argument.startsWith('--'))
if (!setPath) {
  console.error('Usage: npm run bench:quality-pages -- <set.json> [--readme=<README.md>]')
  process.exit(2)
}
const set = readQualitySet(setPath)
const readmePath =
  process.argv.find((argument) => argument.startsWith('--readme='))?.slice('--readme='.length) ??
  join(dirname(resolve(setPath)), 'ioredis-6.0.0', 'README.md')
const readme = readFileSync(readmePath, 'utf8')
const packageName = /npm install ([\w@./-]+)/.exec(readme)?.[1] ?? 'docs'
const pages = readmePages(readme, packageName)

const site = createServer((request, response) => {
  const body = pages.get(new URL(request.url ?? '/', 'http://site').pathname)
  if (body === undefined) response.writeHead(404).end('Not found')
  else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body)
})
await new Promise<void>((done) => site.listen(0, '127.0.0.1', done))
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`

process.env.TRAINING_POLL_SECONDS = '1'
process.env.SOURCE_FETCH_ALLOW_PRIVATE_HOSTS = 'true'
const engineProcess = await startEngineProcess()
const platform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined }).catch(
  (error: unknown) => {
    // Not left running when the stand-ins do not start (DynamoDB Local on a loaded machine).
    engineProcess.kill('SIGTERM')
    site.close()
    throw error
  },
)
try {
  const client = await signUp(platform, 'quality-pages-bench@example.com')
  const organizationId = (await client.post<{ id: string }>('/organizations', { name: 'Quality pages bench' })).data.id
  const base = await createProject(client, organizationId, 'Documentation pages')
  for (const path of pages.keys()) {
    const added = await client.post(`${base}/urls`, { url: `${siteUrl}${path}` })
    if (added.status !== 200) throw new Error(`Adding ${path} failed: ${JSON.stringify(added.body)}`)
  }
  const deadline = Date.now() + 900_000
  for (;;) {
    const urls = (await client.get<UrlSource[]>(`${base}/urls`)).data
    const waiting = urls.filter((url) => url.status === 'pending')
    if (urls.length === pages.size && waiting.length === 0) {
      const failed = urls.find((url) => url.status === 'failed')
      if (failed) throw new Error(`${failed.url} failed: ${failed.failureReason}`)
      break
    }
    if (Date.now() > deadline) throw new Error('The pages were not processed within 15 minutes.')
    await new Promise((done) => setTimeout(done, 1_000))
  }
  const urls = (await client.get<UrlSource[]>(`${base}/urls`)).data
  const generated = urls.reduce((sum, url) => sum + url.knowledgeCount, 0)
  const figures = await trainAndAsk(client, base, `engine: knowledge generated from ${pages.size} README pages`, set)
  console.log(`\n## End to end from documentation pages (${readmePath})`)
  console.log(
    `${pages.size} pages served as HTML and added as links; ${generated} pairs generated from them; no ` +
      `hand-written pairs. ${set.paraphrases.length} paraphrases, ${set.outOfScope.length} out-of-scope ` +
      'questions asked through POST /models/message with RAG on. Goal: accuracy >= 0.50 at >= 0.85 declined.\n',
  )
  console.log(formatFiguresTable([figures]))
} finally {
  await platform.stop()
  engineProcess.kill('SIGTERM')
  site.close()
}
process.exit(0)

/** The README as pages, one per top-level (`#`) section, the text before the first as the home page. */
function readmePages(markdown: string, siteName: string): Map<string, string> {
  const result = new Map<string, string>()
  const parts = markdown.split(/^(?=# )/m)
  for (const [index, part] of parts.entries()) {
    const heading = /^# (.+)$/m.exec(part)?.[1]?.trim()
    const title = heading ? `${heading} · ${siteName}` : siteName
    const path = index === 0 ? '/' : `/${(heading ?? `page-${index}`).toLowerCase().replace(/[^a-z0-9]+/g, '-')}.html`
    const body = marked.parse(part, { async: false })
    result.set(
      path,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
        `<body><nav><a href="/">${siteName}</a></nav><main>${body}</main></body></html>`,
    )
  }
  return result
}
