import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { KnowledgePage } from '@platform/shared/contracts/knowledge'
import type { FileSource } from '@platform/shared/contracts/sources'
import { ragSystemMessage } from '../functions/src/domains/playground/playground-messages.ts'
import { respondToChat } from '../functions/src/models/local-engine/respond-to-chat.ts'
import { EmbeddingCache, embedSentences } from '../functions/src/models/local-engine/sentence-encoder.ts'
import { trainRetrievalModel } from '../functions/src/models/local-engine/train-retrieval-model.ts'
import { buildRagPassages } from '../functions/src/retrieval/build-rag-passages.ts'
import { loadRagIndex, searchRagIndex, serializeRagIndex } from '../functions/src/retrieval/rag-index-file.ts'
import { type LocalPlatform, startLocalPlatform } from '../infra/local/local-platform.ts'
import {
  formatFiguresTable,
  type QualityFigures,
  type QualitySet,
  readQualitySet,
} from '../tests/support/quality-set.ts'
import { bm25Baseline, nearestNeighbourBaseline } from './quality-baselines.ts'
import { documentationBeside } from './quality-documentation.ts'
import { describePagesLine, measureFromPages, type PagesLine } from './quality-pages.ts'
import { type Client, createProject, signUp, startEngineProcess, trainAndAsk } from './quality-platform.ts'

const setPath = process.argv.slice(2).find((argument) => !argument.startsWith('--'))
const withScale = !process.argv.includes('--no-scale')
const withPages = !process.argv.includes('--no-pages')
if (!setPath) {
  console.error('Usage: npm run bench:quality -- <set.json> [--sources=<file>,<file>] [--no-scale] [--no-pages]')
  process.exit(2)
}
const set = readQualitySet(setPath)
const sourcePaths = documentationOf(
  setPath,
  process.argv.find((argument) => argument.startsWith('--sources=')),
)
const fallbackAnswer = "I don't know the answer to that yet."

process.env.TRAINING_POLL_SECONDS = '1'
// The end-to-end line serves the documentation as pages on 127.0.0.1 and adds them as links.
process.env.SOURCE_FETCH_ALLOW_PRIVATE_HOSTS = 'true'
const engineProcess = await startEngineProcess()
// Every request comes from one address: the gateway's per-caller throttle would refuse the set's knowledge writes and
// questions once requests answer quickly (as bench:api, it is off for the run only).
const platform: LocalPlatform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined })
const rows: QualityFigures[] = []
let pagesLine: PagesLine | undefined
let pagesError: string | undefined
try {
  const client = await signUp(platform, 'quality-bench@example.com')
  const organizationId = (await client.post<{ id: string }>('/organizations', { name: 'Quality bench' })).data.id
  const base = await createProject(client, organizationId, 'Knowledge pairs')
  for (const item of set.knowledge) {
    const created = await client.post(`${base}/knowledge`, { prompt: item.prompt, completion: item.completion })
    if (created.status !== 200) throw new Error(`Adding knowledge failed: ${JSON.stringify(created.body)}`)
  }
  const engine = await trainAndAsk(client, base, 'engine: knowledge pairs, trained and asked via the API', set)
  rows.push(engine)
  if (sourcePaths.length > 0) {
    const documented = await createProject(client, organizationId, 'Knowledge pairs and documentation')
    for (const item of set.knowledge) {
      const created = await client.post(`${documented}/knowledge`, { prompt: item.prompt, completion: item.completion })
      if (created.status !== 200) throw new Error(`Adding knowledge failed: ${JSON.stringify(created.body)}`)
    }
    await uploadDocumentation(client, documented, sourcePaths)
    rows.push(
      await trainAndAsk(
        client,
        documented,
        `engine: knowledge pairs + the documentation as files (${sourcePaths.length})`,
        set,
      ),
    )
  }
  const engineDeclineShare = engine.declinedOutOfScope / engine.outOfScope
  rows.push(await bm25Baseline(set, engineDeclineShare))
  rows.push(await nearestNeighbourBaseline(set, engineDeclineShare))
  const readmePath = sourcePaths[0]
  if (withPages && readmePath) {
    // Its own account: the plan's monthly chat messages are counted per organization, and the lines above used most.
    const pagesClient = await signUp(platform, 'quality-pages-bench@example.com')
    const pagesOrganization = (await pagesClient.post<{ id: string }>('/organizations', { name: 'Pages' })).data.id
    // The table above is printed whatever happens to this line: it is measured on other documentation.
    pagesLine = await measureFromPages(pagesClient, pagesOrganization, set, readFileSync(readmePath, 'utf8')).catch(
      (error: unknown) => {
        pagesError = error instanceof Error ? error.message : String(error)
        return undefined
      },
    )
  }
} finally {
  await platform.stop()
  engineProcess.kill('SIGTERM')
}

console.log(`\n## Answer quality on ${setPath}`)
console.log(
  `${set.knowledge.length} pairs, ${set.paraphrases.length} paraphrases, ${set.outOfScope.length} out-of-scope questions. ` +
    'Engine latency: POST /models/message round trip with RAG on; baselines: their own retrieval.\n',
)
console.log(formatFiguresTable(rows))
if (pagesLine && sourcePaths[0]) {
  console.log(describePagesLine(pagesLine, set, sourcePaths[0]))
  console.log(formatFiguresTable([pagesLine.figures]))
}
if (pagesError) console.log(`\n## End to end from documentation pages: not measured (${pagesError})`)
if (withScale) await printScaleFigures(set)
process.exit(0)

/** The documentation the set was condensed from: `--sources=a.md,b.md`, or else the README beside it. */
function documentationOf(qualitySetPath: string, argument: string | undefined): string[] {
  if (argument) return argument.slice('--sources='.length).split(',').filter(Boolean)
  return documentationBeside(qualitySetPath)
}

/**
 * Uploads each documentation file as a source of the version and waits for its text; the knowledge generated from
 * it is deleted, so the trained answers are the set's pairs only and the documentation is what the engine reads
 * beside them (the end-to-end line measures generated knowledge).
 */
async function uploadDocumentation(client: Client, base: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const form = new FormData()
    form.append('file', new Blob([readFileSync(path)], { type: 'text/markdown' }), basename(path))
    const response = await fetch(`${platform.apiUrl}${base}/files`, {
      method: 'POST',
      headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: form,
    })
    if (response.status !== 200) throw new Error(`Uploading ${path} failed: ${await response.text()}`)
  }
  const deadline = Date.now() + 600_000
  for (;;) {
    const files = (await client.get<FileSource[]>(`${base}/files`)).data
    const jobs = await client.get<{ items?: { status: string }[] }>(`${base}/knowledge?source=file&limit=1`)
    if (files.every((file) => file.status !== 'pending') && jobs.status === 200) {
      const failed = files.find((file) => file.status === 'failed')
      if (failed) throw new Error(`The text of ${failed.name} could not be extracted: ${failed.failureReason}`)
      break
    }
    if (Date.now() > deadline) throw new Error('The documentation files were not processed within 10 minutes.')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  for (;;) {
    const page = await client.get<KnowledgePage>(`${base}/knowledge?source=file&limit=100`)
    const ids = page.data.items.map((item) => item.id)
    if (ids.length === 0) break
    const deleted = await client.put(`${base}/knowledge/delete-many`, { ids })
    if (deleted.status !== 200) throw new Error(`Deleting generated knowledge failed: ${JSON.stringify(deleted.body)}`)
  }
}

/**
 * The targets are stated for 1,000 pairs: the set's pairs varied by context until there are 1,000, trained in
 * process with the engine's training code, then every set question answered by the engine's chat code with four
 * retrieved passages in the system message, as the playground sends them.
 */
async function printScaleFigures(qualitySet: QualitySet): Promise<void> {
  const contexts = ['in production', 'on a laptop', 'in a container', 'with TypeScript', 'in a worker', 'in CI']
  const knowledge = Array.from({ length: 1_000 }, (_, index) => {
    const item = qualitySet.knowledge[index % qualitySet.knowledge.length] as QualitySet['knowledge'][number]
    const round = Math.floor(index / qualitySet.knowledge.length)
    if (round === 0) return { ...item, id: `pair-${index}` }
    const context = contexts[round % contexts.length]
    return {
      id: `pair-${index}`,
      prompt: `${item.prompt.replace(/\?$/, '')} ${context} (case ${index})?`,
      completion: `${item.completion} This applies ${context} too; see note ${index}.`,
    }
  })
  const started = performance.now()
  const model = await trainRetrievalModel({
    examples: knowledge.map((item, index) => ({ prompt: item.prompt, completion: item.completion, lineNumber: index })),
    fallbackAnswer,
    seed: 1,
  })
  const trainingSeconds = (performance.now() - started) / 1000
  const passages = buildRagPassages({
    knowledge: knowledge.map((item) => ({ ...item, source: 'manual', sourceKey: item.id })),
    sourceTexts: [],
    pages: [],
    actions: [],
    workflows: [],
  })
  const vectors = await embedSentences(passages.map((passage) => passage.searchText))
  const index = loadRagIndex(
    serializeRagIndex({ embeddingModel: 'local', passages, embeddings: vectors.map((vector) => Array.from(vector)) }),
  )
  const cache = new EmbeddingCache()
  const latencies: number[] = []
  for (const question of [...qualitySet.paraphrases, ...qualitySet.outOfScope].map((item) => item.question)) {
    const asked = performance.now()
    // As the engine server does: the platform's `POST /embeddings` of the question fills the chat's cache.
    const [embedding] = (await cache.embed([question])) as [Float32Array]
    const found = searchRagIndex(index, { embedding, text: question }, { limit: 4 })
    await respondToChat({
      question,
      systemText: found.length > 0 ? ragSystemMessage(found) : '',
      tools: [],
      toolChoice: 'auto',
      model,
      fallbackAnswer,
      cache,
    })
    latencies.push(performance.now() - asked)
  }
  latencies.sort((left, right) => left - right)
  const median = latencies[Math.floor(latencies.length / 2)] ?? 0
  console.log(
    `\n## At 1,000 pairs (in process): training ${trainingSeconds.toFixed(1)} s (target <= 60 s); ` +
      `p50 answer ${median.toFixed(1)} ms including retrieval of passages (target <= 50 ms)`,
  )
}
