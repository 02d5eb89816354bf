import type { VersionKey } from '../../data/version-scope.ts'
import { isAppError } from '../../platform/app-error.ts'
import type { JobContext } from '../../platform/jobs/job-definition.ts'
import { recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import type { SourceBatch } from '../sources/index.ts'
import { markSourceKnowledge, readObjectText, readPendingSourceText } from '../sources/index.ts'
import { knowledgeOfSource } from './delete-knowledge-of-source.ts'
import { chooseQuestionAnswerGenerator } from './generate-question-answers.ts'
import { writeKnowledgePairs } from './write-knowledge-pairs.ts'

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
    const text = await readPendingSourceText(key, batch.source, sourceId)
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
        await markSourceKnowledge(key, batch.source, sourceId, { status: 'ready', knowledgeCount })
      } catch (error) {
        if (!isAppError(error) || error.code !== 'PLAN_LIMIT_REACHED') throw error
        await markSourceKnowledge(key, batch.source, sourceId, { status: 'failed', failureReason: error.publicMessage })
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
    summary: `${written} knowledge ${written === 1 ? 'pair' : 'pairs'} generated from ${sources} ${batch.source === 'url' ? 'link' : 'file'}${sources === 1 ? '' : 's'}`,
    details: { kind: 'generate-knowledge', method: generator.method, written, sources },
  })
  return { written, sources, method: generator.method }
}
