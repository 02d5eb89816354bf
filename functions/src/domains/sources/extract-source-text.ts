import { db } from '../../data/database.ts'
import { type VersionKey, versionScope } from '../../data/version-scope.ts'
import type { JobContext } from '../../platform/jobs/job-definition.ts'
import { enqueueJob } from '../../platform/jobs/job-service.ts'
import { detectFileKind } from './detect-file-kind.ts'
import { isDocumentError } from './document-error.ts'
import { extractDocumentText } from './extract-document-text.ts'
import { fetchWebDocument } from './fetch-web-document.ts'
import type { ExtractedDocument } from './html-to-markdown.ts'
import { readObjectBytes, sourceObjectKeys, storeObject } from './uploads-storage.ts'

export interface SourceBatch extends VersionKey {
  source: 'url' | 'file'
  sourceIds: string[]
}

/** Links fetched at once: a batch usually points at one site, which should not see more than this. */
const concurrentFetches = 4
/**
 * Sources per generation job: with a language model a source can take a minute (20 chunks), and a job must end
 * within the consumer's 15 minutes.
 */
const sourcesPerGenerationJob = 10

interface ExtractedSource {
  document: ExtractedDocument
  contentType: string
}

/** Fetches a link and extracts its text as Markdown (the add and the re-sync paths). */
export async function readUrl(url: string): Promise<ExtractedSource> {
  const fetched = await fetchWebDocument(url)
  const kind = detectFileKind({
    name: new URL(fetched.url).pathname,
    contentType: fetched.contentType,
    bytes: fetched.bytes,
  })
  return {
    document: await extractDocumentText(kind, fetched.bytes, fetched.url),
    contentType: fetched.contentType.split(';')[0]?.trim() || kind,
  }
}

async function extractOne(
  key: VersionKey,
  source: SourceBatch['source'],
  sourceId: string,
): Promise<'ready' | 'failed' | 'gone'> {
  if (source === 'url') {
    const { data: record } = await db()
      .entities.urlSource.get({ ...key, urlId: sourceId })
      .go()
    if (!record) return 'gone'
    // Already extracted by an earlier delivery of this job: only generation is left.
    if (record.textKey) return record.status === 'failed' ? 'failed' : 'ready'
    try {
      const { document, contentType } = await readUrl(record.url)
      const textKey = sourceObjectKeys.urlText(key, sourceId)
      await storeObject(textKey, document.markdown, 'text/markdown; charset=utf-8')
      await db()
        .entities.urlSource.patch({ ...key, urlId: sourceId })
        .set({
          textKey,
          contentType,
          characters: document.markdown.length,
          ...(document.title ? { title: document.title } : {}),
        })
        .go()
      return 'ready'
    } catch (error) {
      if (!isDocumentError(error)) throw error
      await db()
        .entities.urlSource.patch({ ...key, urlId: sourceId })
        .set({ status: 'failed', failureReason: error.message })
        .go()
      return 'failed'
    }
  }
  const { data: record } = await db()
    .entities.fileSource.get({ ...key, fileId: sourceId })
    .go()
  if (!record) return 'gone'
  if (record.textKey) return record.status === 'failed' ? 'failed' : 'ready'
  try {
    const document = await extractDocumentText(record.kind, await readObjectBytes(record.originalKey), record.name)
    const textKey = sourceObjectKeys.fileText(key, sourceId)
    await storeObject(textKey, document.markdown, 'text/markdown; charset=utf-8')
    await db()
      .entities.fileSource.patch({ ...key, fileId: sourceId })
      .set({ textKey, characters: document.markdown.length, ...(document.title ? { title: document.title } : {}) })
      .go()
    return 'ready'
  } catch (error) {
    if (!isDocumentError(error)) throw error
    await db()
      .entities.fileSource.patch({ ...key, fileId: sourceId })
      .set({ status: 'failed', failureReason: error.message })
      .go()
    return 'failed'
  }
}

/**
 * The fetch-and-extract step for a batch of links or files: each source's text is fetched (links) or read from
 * the uploads bucket (files), turned into Markdown and stored; a source that cannot be read is marked failed with
 * the reason and the others go on. Sources with text then get one Q&A generation job. Safe to run twice:
 * sources already extracted are not fetched again, and generation skips pairs that exist.
 */
export async function extractSourceText(
  batch: SourceBatch,
  context: Pick<JobContext<unknown>, 'reportProgress' | 'log'>,
) {
  const key: VersionKey = {
    organizationId: batch.organizationId,
    projectId: batch.projectId,
    versionId: batch.versionId,
  }
  const outcomes = new Map<string, 'ready' | 'failed' | 'gone'>()
  const queue = [...batch.sourceIds]
  const worker = async () => {
    for (let sourceId = queue.shift(); sourceId; sourceId = queue.shift()) {
      outcomes.set(sourceId, await extractOne(key, batch.source, sourceId))
      await context.reportProgress(
        outcomes.size,
        batch.sourceIds.length,
        `Read ${outcomes.size} of ${batch.sourceIds.length}`,
      )
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrentFetches, queue.length) }, worker))
  const ready = batch.sourceIds.filter((sourceId) => outcomes.get(sourceId) === 'ready')
  const generationJobIds: string[] = []
  for (let start = 0; start < ready.length; start += sourcesPerGenerationJob) {
    const { jobId } = await enqueueJob({
      kind: 'generate-knowledge',
      scope: versionScope(key),
      payload: { ...key, source: batch.source, sourceIds: ready.slice(start, start + sourcesPerGenerationJob) },
    })
    generationJobIds.push(jobId)
  }
  const failed = batch.sourceIds.filter((sourceId) => outcomes.get(sourceId) === 'failed').length
  context.log.info('source text extracted', { source: batch.source, ready: ready.length, failed })
  return { ready: ready.length, failed, generationJobIds }
}
