import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
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
import { bm25Baseline, encoderBaselines, paraphraseEncoder, sentenceEncoder } from './quality-baselines.ts'
import { documentationBeside } from './quality-documentation.ts'
import {
  describePagesLine,
  measureFromPages,
  type PagesLine,
  readmeDocumentation,
  type ServedDocumentation,
  siteFolderDocumentation,
} from './quality-pages.ts'
import { type Client, createProject, signUp, startEngineProcess, trainAndAsk } from './quality-platform.ts'

const setPaths = process.argv.slice(2).filter((argument) => !argument.startsWith('--'))
const withScale = !process.argv.includes('--no-scale')
const withPages = !process.argv.includes('--no-pages')
if (setPaths.length === 0) {
  console.error(
    'Usage: npm run bench:quality -- <set.json> [<set.json> …] [--sources=<file>,<file>] [--sites=<folder>] ' +
      '[--no-scale] [--no-pages]',
  )
  process.exit(2)
}
const sourcesArgument = process.argv.find((argument) => argument.startsWith('--sources='))
if (sourcesArgument && setPaths.length > 1) {
  console.error('--sources names the documentation of one set: give one set with it.')
  process.exit(2)
}
// Help centres' articles are not ours to copy into the tree: `--sites=<folder>` names a folder holding one folder of
// articles per set (named as the set's folder), served as a help centre's pages for that set's end-to-end line.
const sitesFolder = process.argv.find((argument) => argument.startsWith('--sites='))?.slice('--sites='.length)
const fallbackAnswer = "I don't know the answer to that yet."

/** One set's lines, printed together once every set is measured. */
interface SetResult {
  path: string
  set: QualitySet
  rows: QualityFigures[]
  pagesLine?: PagesLine
  pagesError?: string
  /** What the end-to-end line served: the set's help-centre folder, else its README's sections. */
  documentation?: ServedDocumentation
}

process.env.TRAINING_POLL_SECONDS = '1'
// The end-to-end line serves the documentation as pages on 127.0.0.1 and adds them as links.
process.env.SOURCE_FETCH_ALLOW_PRIVATE_HOSTS = 'true'
const engineProcess = await startEngineProcess()
// Every request comes from one address: the gateway's per-caller throttle would refuse the set's knowledge writes and
// questions once requests answer quickly (as bench:api, it is off for the run only).
const platform: LocalPlatform = await startLocalPlatform({ port: 0, throttle: false, log: () => undefined })
const results: SetResult[] = []
const accounts = new Map<string, Client>()
try {
  for (const [position, setPath] of setPaths.entries()) {
    results.push(await measureSet(setPath, position))
  }
} finally {
  await platform.stop()
  engineProcess.kill('SIGTERM')
}

for (const result of results) printSet(result)
if (results.length > 1) printSummary(results)
if (withScale) await printScaleFigures(results[0]?.set as QualitySet)
process.exit(0)

/**
 * Trains and asks one set in organizations of its own: the plan's monthly chat messages are counted per organization,
 * and the end-to-end line gets a second account since the lines before it used most of one.
 */
async function measureSet(setPath: string, position: number): Promise<SetResult> {
  const set = readQualitySet(setPath)
  const sourcePaths = documentationOf(setPath, sourcesArgument)
  const rows: QualityFigures[] = []
  const client = await account('quality-bench@example.com')
  const organizationId = await createOrganization(client, `Quality bench ${position + 1}`)
  const base = await createProject(client, organizationId, 'Knowledge pairs')
  await addKnowledge(client, base, set)
  const engine = await trainAndAsk(client, base, 'engine: knowledge pairs, trained and asked via the API', set)
  rows.push(engine)
  if (sourcePaths.length > 0) {
    const documented = await createProject(client, organizationId, 'Knowledge pairs and documentation')
    await addKnowledge(client, documented, set)
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
  rows.push(...(await encoderBaselines(set, engineDeclineShare, sentenceEncoder)))
  rows.push(...(await encoderBaselines(set, engineDeclineShare, paraphraseEncoder)))
  const siteFolder = sitesFolder ? join(sitesFolder, basename(dirname(resolve(setPath)))) : undefined
  const documentation =
    siteFolder && existsSync(siteFolder)
      ? siteFolderDocumentation(siteFolder)
      : sourcePaths[0]
        ? readmeDocumentation(sourcePaths[0])
        : undefined
  const result: SetResult = { path: setPath, set, rows, documentation }
  if (withPages && documentation) {
    const pagesClient = await account('quality-pages-bench@example.com')
    const pagesOrganization = await createOrganization(pagesClient, `Pages ${position + 1}`)
    // The table above is printed whatever happens to this line: it is measured on other documentation.
    result.pagesLine = await measureFromPages(pagesClient, pagesOrganization, set, documentation).catch(
      (error: unknown) => {
        result.pagesError = error instanceof Error ? error.message : String(error)
        return undefined
      },
    )
  }
  return result
}

/** One account per email for the whole run: sign-ups from one address are rate limited. */
async function account(email: string): Promise<Client> {
  const known = accounts.get(email)
  if (known) return known
  const client = await signUp(platform, email)
  accounts.set(email, client)
  return client
}

/** An organization of its own per set: the plan's monthly chat messages are counted per organization. */
async function createOrganization(client: Client, name: string): Promise<string> {
  const created = await client.post<{ id: string }>('/organizations', { name })
  if (created.status !== 200) throw new Error(`Creating an organization failed: ${JSON.stringify(created.body)}`)
  return created.data.id
}

async function addKnowledge(client: Client, base: string, set: QualitySet): Promise<void> {
  for (const item of set.knowledge) {
    const created = await client.post(`${base}/knowledge`, { prompt: item.prompt, completion: item.completion })
    if (created.status !== 200) throw new Error(`Adding knowledge failed: ${JSON.stringify(created.body)}`)
  }
}

function printSet(result: SetResult): void {
  const { set } = result
  console.log(`\n## Answer quality on ${result.path}`)
  console.log(
    `${set.knowledge.length} pairs, ${set.paraphrases.length} paraphrases, ${set.outOfScope.length} out-of-scope questions. ` +
      'Engine latency: POST /models/message round trip with RAG on; baselines: their own retrieval.\n',
  )
  console.log(formatFiguresTable(result.rows))
  if (result.pagesLine && result.documentation) {
    console.log(describePagesLine(result.pagesLine, set, result.documentation.source))
    console.log(formatFiguresTable([result.pagesLine.figures]))
  }
  if (result.pagesError) console.log(`\n## End to end from documentation pages: not measured (${result.pagesError})`)
}

/** Every set's engine lines added up: the figure a change must not lower anywhere. */
function printSummary(measured: readonly SetResult[]): void {
  const total = (name: string, lines: readonly QualityFigures[]): QualityFigures => ({
    name,
    right: sum(lines, (line) => line.right),
    wrongAnswers: sum(lines, (line) => line.wrongAnswers),
    declinedOutOfScope: sum(lines, (line) => line.declinedOutOfScope),
    declinedRightOffered: sum(lines, (line) => line.declinedRightOffered ?? 0),
    paraphrases: sum(lines, (line) => line.paraphrases),
    outOfScope: sum(lines, (line) => line.outOfScope),
    latencies: lines.flatMap((line) => line.latencies).sort((left, right) => left - right),
    trainingSeconds: null,
  })
  const pairs = measured.map((result) => result.rows[0] as QualityFigures)
  const pages = measured.flatMap((result) => (result.pagesLine ? [result.pagesLine.figures] : []))
  const summary = [total(`all ${pairs.length} sets: engine, knowledge pairs`, pairs)]
  if (pages.length > 0) summary.push(total(`${pages.length} sets with pages: end to end`, pages))
  console.log(`\n## Summary over ${measured.length} sets (${measured.map((result) => result.path).join(', ')})`)
  console.log(formatFiguresTable(summary))
}

function sum<T>(values: readonly T[], of: (value: T) => number): number {
  return values.reduce((total, value) => total + of(value), 0)
}

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
