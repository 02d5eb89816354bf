import type { VersionKey } from '../../data/version-scope.ts'
import { isAppError } from '../../platform/app-error.ts'
import type { JobContext } from '../../platform/jobs/job-definition.ts'
import { recordTimelineEvent, timelineEventTypes } from '../projects/index.ts'
import type { SourceBatch } from '../sources/index.ts'
import { listSourceRecords, markSourceKnowledge, readObjectText, readPendingSourceText } from '../sources/index.ts'
import { knowledgeOfSource } from './delete-knowledge-of-source.ts'
import { chooseQuestionAnswerGenerator } from './generate-question-answers.ts'
import { withoutFurniture } from './site-furniture.ts'
import { writeKnowledgePairs } from './write-knowledge-pairs.ts'

/**
 * The Q&A generation step: for each source with extracted text, asks the generator (model or extractor) for
 * prompt and completion pairs and writes them with `source` and `sourceKey` set. The batch's texts are read first,
 * so the paragraphs most of its pages repeat (site furniture: breadcrumbs, banners, prev/next links, cookie
 * notices) are left out. One pair per answer, its other wordings kept as alternative questions that training
 * writes as extra prompts: the local engine's routing learns from them, and dropping them cost 14 of 150
 * rewordings end to end (ADR 0029). Deterministic ids make a
 * rerun write nothing twice. A source over the plan's knowledge limit is marked failed with the limit
 * message; the others go on.
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
  const read = []
  for (const sourceId of batch.sourceIds) {
    const text = await readPendingSourceText(key, batch.source, sourceId)
    read.push(text ? { sourceId, text, markdown: await readObjectText(text.textKey) } : { sourceId })
  }
  const texts = read.flatMap((entry) => ('text' in entry && entry.text ? [entry] : []))
  const contents = withoutFurniture(
    texts.map((entry) => ({ markdown: entry.markdown, title: entry.text.title })),
    await siblingPages(key, batch),
  )
  let written = 0
  let sources = 0
  for (const [index, { sourceId }] of read.entries()) {
    const position = texts.findIndex((entry) => entry.sourceId === sourceId)
    const text = texts[position]?.text
    if (text) {
      const markdown = contents[position] ?? ''
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

/** Other pages of the batch's site to tell its furniture by (see `withoutFurniture`): at most this many are read. */
const maximumSiblingPages = 12

/** Read links of the same host as the batch's first link that are not in the batch (links only: files have no site). */
async function siblingPages(
  key: VersionKey,
  batch: SourceBatch,
): Promise<Array<{ markdown: string; title: string | null }>> {
  if (batch.source !== 'url') return []
  const { links } = await listSourceRecords(key)
  const inBatch = new Set(batch.sourceIds)
  const host = (url: string) => URL.parse(url)?.host
  const batchHost = host(links.find((link) => inBatch.has(link.urlId))?.url ?? '')
  const siblings = links
    .filter((link) => !inBatch.has(link.urlId) && link.textKey && batchHost && host(link.url) === batchHost)
    .slice(0, maximumSiblingPages)
  const pages = await Promise.all(
    siblings.map(async (link) => {
      // A sibling only helps tell furniture apart: one whose text is gone is left out, not an error of this batch.
      const markdown = await readObjectText(link.textKey as string).catch(() => undefined)
      return markdown === undefined ? [] : [{ markdown, title: link.title ?? null }]
    }),
  )
  return pages.flat()
}
