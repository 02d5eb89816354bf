import * as z from 'zod'
import type { VersionContentType } from '../../data/entities/version-content-item-entity.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { AppError } from '../../platform/app-error.ts'
import { s3Client } from '../../platform/aws-clients/s3.ts'
import { environment } from '../../platform/environment.ts'
import { findContentRecord, listContentRecords } from '../content/index.ts'
import { listAllKnowledge } from '../knowledge/index.ts'
import { listSourceRecords } from '../sources/index.ts'
import type {
  ActionItem,
  AgentFunctionItem,
  KnowledgePair,
  PageItem,
  SourceText,
  SystemPromptItem,
  VersionContent,
  WorkflowItem,
} from './version-content.ts'

/*
 * Reads a version's content for training with keyed queries on the version's partition (never a scan). The
 * content features own their entities and validate on write; these readers take only the fields training
 * needs and skip an item whose stored shape they cannot read, so one odd item never blocks a training.
 */

const text = z.string().catch('')
const pageShape = z.object({ title: z.string(), description: text, url: text })
const actionShape = z.object({ name: z.string(), description: text, pageId: z.string().nullable().catch(null) })
const workflowShape = z.object({
  name: z.string(),
  description: text,
  steps: z.array(z.object({ title: z.string(), description: text })).catch([]),
})
const faqShape = z.object({ question: z.string().min(1), answer: z.string().min(1) })
const agentFunctionShape = z.object({
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/),
  description: text,
  parameters: z.record(z.string(), z.unknown()).catch({ type: 'object', properties: {} }),
})
const systemPromptShape = z.object({ name: text, content: z.string().min(1) })

async function readItems<T>(key: VersionKey, contentType: VersionContentType, shape: z.ZodType<T>) {
  return parseItems(await listContentRecords(key, contentType), shape)
}

function parseItems<T>(records: readonly { itemId: string; data?: unknown }[], shape: z.ZodType<T>) {
  return records.flatMap((record) => {
    const parsed = shape.safeParse(record.data)
    return parsed.success ? [{ id: record.itemId, ...parsed.data }] : []
  })
}

/** The version's knowledge pairs, oldest first, then its FAQs (question and answer are a pair too). */
export async function readKnowledgePairs(key: VersionKey): Promise<KnowledgePair[]> {
  const [knowledge, faqs] = await Promise.all([listAllKnowledge(key), readItems(key, 'faq', faqShape)])
  return [
    ...knowledge
      .sort((left, right) => left.listedAt.localeCompare(right.listedAt))
      .map((item) => ({
        id: item.knowledgeId,
        prompt: item.prompt,
        alternativePrompts: item.alternativePrompts ?? [],
        completion: item.completion,
        source: item.source,
        sourceKey: item.sourceKey,
      })),
    ...faqs.map((faq) => ({ id: faq.id, prompt: faq.question, completion: faq.answer, source: 'faq', sourceKey: '' })),
  ]
}

export const readPages = (key: VersionKey): Promise<PageItem[]> => readItems(key, 'page', pageShape)
export const readActions = (key: VersionKey): Promise<ActionItem[]> => readItems(key, 'action', actionShape)
export const readWorkflows = (key: VersionKey): Promise<WorkflowItem[]> => readItems(key, 'workflow', workflowShape)
export const readAgentFunctions = (key: VersionKey): Promise<AgentFunctionItem[]> =>
  readItems(key, 'agentFunction', agentFunctionShape)
export const readSystemPrompts = (key: VersionKey): Promise<SystemPromptItem[]> =>
  readItems(key, 'systemPrompt', systemPromptShape)

/**
 * What answering a chat message needs of the version's content in one query: its agent functions (the tools) and,
 * for suggested actions, its pages, actions and workflows.
 */
export async function readChatContent(
  key: VersionKey,
  options: { suggestions: boolean },
): Promise<{ functions: AgentFunctionItem[]; pages: PageItem[]; actions: ActionItem[]; workflows: WorkflowItem[] }> {
  const types: VersionContentType[] = options.suggestions
    ? ['agentFunction', 'page', 'action', 'workflow']
    : ['agentFunction']
  const records = await listContentRecords(key, types)
  const of = <T>(contentType: VersionContentType, shape: z.ZodType<T>) =>
    parseItems(
      records.filter((record) => record.contentType === contentType),
      shape,
    )
  return {
    functions: of('agentFunction', agentFunctionShape),
    pages: of('page', pageShape),
    actions: of('action', actionShape),
    workflows: of('workflow', workflowShape),
  }
}

export async function readSystemPrompt(key: VersionKey, systemPromptId: string): Promise<SystemPromptItem | null> {
  const data = await findContentRecord(key, 'systemPrompt', systemPromptId)
  const parsed = systemPromptShape.safeParse(data?.data)
  return data && parsed.success ? { id: data.itemId, ...parsed.data } : null
}

/** Stored texts beyond this are left out of the snapshot (the retrieval index is for passages, not archives). */
const maximumSourceTextCharacters = 5_000_000

/** Texts extracted from the version's ready links and files, read from the uploads bucket. */
export async function readSourceTexts(key: VersionKey): Promise<SourceText[]> {
  const { links, files } = await listSourceRecords(key)
  const sources = [
    ...links.map((link) => ({ ...link, source: 'url' as const, sourceKey: link.url })),
    ...files.map((file) => ({
      ...file,
      source: 'file' as const,
      sourceKey: file.fileId,
      title: file.title ?? file.name,
    })),
  ].filter((source) => source.status === 'ready' && source.textKey)
  const texts: SourceText[] = []
  const unreadable: string[] = []
  let characters = 0
  for (const source of sources) {
    if (characters >= maximumSourceTextCharacters) break
    const stored = await readStoredText(environment().UPLOADS_BUCKET, source.textKey as string)
    if (stored === undefined) {
      unreadable.push(source.title ?? source.sourceKey)
      continue
    }
    const text = stored.slice(0, maximumSourceTextCharacters - characters)
    characters += text.length
    texts.push({ source: source.source, sourceKey: source.sourceKey, title: source.title ?? null, text })
  }
  // Training silently without sources the version lists as ready would give a worse model nobody asked for.
  if (unreadable.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      message: `${unreadable.length} of ${sources.length} ready sources could not be read (their stored text is missing): ${unreadable.slice(0, 5).join(', ')}${unreadable.length > 5 ? ', …' : ''}. Remove them and add them again, then start the training again.`,
    })
  return texts
}

async function readStoredText(bucket: string, objectKey: string): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await s3Client().getObject(bucket, objectKey))
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined
    throw error
  }
}

/** Everything of the version a training or an estimate needs; source texts only when asked (they are large). */
export async function readVersionContent(
  key: VersionKey,
  options: { sourceTexts: boolean } = { sourceTexts: false },
): Promise<VersionContent> {
  const [knowledge, pages, actions, workflows, functions, systemPrompts, sourceTexts] = await Promise.all([
    readKnowledgePairs(key),
    readPages(key),
    readActions(key),
    readWorkflows(key),
    readAgentFunctions(key),
    readSystemPrompts(key),
    options.sourceTexts ? readSourceTexts(key) : Promise.resolve([]),
  ])
  return { knowledge, pages, actions, workflows, functions, systemPrompts, sourceTexts }
}
