import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import type { JobContext } from '../../jobs/job-registry.ts'
import { isAppError } from '../../platform/app-error.ts'
import type { SourceBatch } from '../sources/extract-source-text.ts'
import { readObjectText } from '../sources/uploads-storage.ts'
import { recordTimelineEvent, timelineEventTypes } from '../timeline/record-timeline-event.ts'
import { knowledgeOfSource } from './delete-knowledge-of-source.ts'
import { chooseQuestionAnswerGenerator } from './generate-question-answers.ts'
import { writeKnowledgePairs } from './write-knowledge-pairs.ts'

interface SourceText {
  sourceKey: string
  textKey: string
  title: string | null
}

async function readSource(
  key: VersionKey,
  source: SourceBatch['source'],
  sourceId: string,
): Promise<SourceText | undefined> {
  if (source === 'url') {
    const { data } = await db()
      .entities.urlSource.get({ ...key, urlId: sourceId })
      .go()
    if (!data?.textKey || data.status === 'failed') return undefined
    return { sourceKey: data.url, textKey: data.textKey, title: data.title ?? null }
  }
  const { data } = await db()
    .entities.fileSource.get({ ...key, fileId: sourceId })
    .go()
  if (!data?.textKey || data.status === 'failed') return undefined
  return { sourceKey: data.fileId, textKey: data.textKey, title: data.title ?? data.name }
}

async function markSource(
  key: VersionKey,
  source: SourceBatch['source'],
  sourceId: string,
  change: { status: 'ready'; knowledgeCount: number } | { status: 'failed'; failureReason: string },
) {
  // A source removed while its knowledge was generated stays removed (patch requires the item to exist).
  const patch =
    source === 'url'
      ? db()
          .entities.urlSource.patch({ ...key, urlId: sourceId })
          .set(change)
      : db()
          .entities.fileSource.patch({ ...key, fileId: sourceId })
          .set(change)
  await patch.go().catch((error: unknown) => {
    if ((error as { cause?: { name?: string } }).cause?.name !== 'ConditionalCheckFailedException') throw error
  })
}

/**
 * The Q&A generation step: for each source with extracted text, asks the generator (model or extractor) for
 * prompt and completion pairs and writes them with `source` and `sourceKey` set. Deterministic ids make a rerun
 * write nothing twice. A source over the plan's knowledge limit is marked failed with the limit message; the
 * others go on.
 */
export async function generateKnowledgeFromSources(
  batch: SourceBatch,
  context: Pick<JobContext<unknown>, 'reportProgress' | 'log'>,
) {
  const key: VersionKey = {
    organizationId: batch.organizationId,
    projectId: batch.projectId,
    versionId: batch.versionId,
  }
  const generator = chooseQuestionAnswerGenerator()
  let written = 0
  let sources = 0
  for (const [index, sourceId] of batch.sourceIds.entries()) {
    const text = await readSource(key, batch.source, sourceId)
    if (text) {
      const markdown = await readObjectText(text.textKey)
      const pairs = await generator.generate(markdown, { title: text.title, log: context.log })
      try {
        const result = await writeKnowledgePairs(
          key,
          pairs.map((pair) => ({ ...pair, source: batch.source, sourceKey: text.sourceKey })),
        )
        written += result.written
        sources += 1
        const knowledgeCount = (await knowledgeOfSource(key, batch.source, text.sourceKey)).length
        await markSource(key, batch.source, sourceId, { status: 'ready', knowledgeCount })
      } catch (error) {
        if (!isAppError(error) || error.code !== 'PLAN_LIMIT_REACHED') throw error
        await markSource(key, batch.source, sourceId, { status: 'failed', failureReason: error.publicMessage })
      }
    }
    await context.reportProgress(
      index + 1,
      batch.sourceIds.length,
      `Generated knowledge for ${index + 1} of ${batch.sourceIds.length}`,
    )
  }
  await recordTimelineEvent(key, {
    type: timelineEventTypes.jobFinished,
    summary: `${written} knowledge ${written === 1 ? 'pair' : 'pairs'} generated from ${sources} ${batch.source === 'url' ? 'links' : 'files'}`,
    details: { kind: 'generate-knowledge', method: generator.method, written, sources },
  })
  return { written, sources, method: generator.method }
}
