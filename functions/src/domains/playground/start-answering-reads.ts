import type { VersionKey } from '../../data/version-scope.ts'
import {
  creditBalanceOf,
  type OrganizationRecord,
  requireOrganization,
  storedCreditBalance,
} from '../organizations/index.ts'
import { requireVersion } from '../projects/index.ts'
import { findRagSetting, type readChatContent, readSystemPrompt, requireModel } from '../training/index.ts'
import { chatContentOf } from './frozen-version-content.ts'

/** What the reads depend on: the playground request's fields, or a key's settings. */
export interface AnsweringRequest {
  modelId: string
  systemPromptId?: string | null
  useRag?: boolean
  suggestActions?: boolean
}

/**
 * Every record answering a chat message needs, as promises started together. The keyed ones (version, model,
 * credit balance, organization, system prompt, RAG setting) go to DynamoDB as one BatchGetItem (`getInBatch`),
 * the version's content as one query beside it (none for a deployed, frozen version a warm function has read).
 * A caller with reads of its own (the embed service's admission and session) starts these in the same turn, so
 * they all share the round trip; the playground's route starts them with its access check (`readWithAccess`). They
 * only read until the caller awaits them (`credits`), so they may start before the caller is known to be allowed.
 */
export interface AnsweringReads {
  version: ReturnType<typeof requireVersion>
  model: ReturnType<typeof requireModel>
  /**
   * The organization's balance, read only for a metered message. A function: the balance read is started with the
   * rest, but a first use's free credits are written only when the caller asks, after its checks passed.
   */
  credits: () => Promise<number>
  /** The organization's plan, read only for a metered message. */
  organization: Promise<OrganizationRecord>
  systemPrompt: ReturnType<typeof readSystemPrompt>
  /** The version's RAG setting: its index answers for a model trained before models had their own. */
  ragSetting: ReturnType<typeof findRagSetting>
  content: ReturnType<typeof readChatContent>
}

/**
 * Starts the reads (nothing is awaited here). A read whose answer the message never waits for, because an earlier
 * check refused it, must not become an unhandled rejection: each promise is marked handled, and the one awaiting
 * it still sees its failure.
 *
 * @example
 * const reads = startAnsweringReads(key, { modelId, useRag: true }, { metered: true })
 */
export function startAnsweringReads(
  key: VersionKey,
  request: AnsweringRequest,
  options: { metered: boolean },
): AnsweringReads {
  const version = requireVersion(key)
  const storedBalance = options.metered ? storedCreditBalance(key.organizationId) : undefined
  storedBalance?.catch(() => undefined)
  let balance: Promise<number> | undefined
  const reads: AnsweringReads = {
    version,
    model: requireModel(key, request.modelId),
    credits: () => {
      balance ??= storedBalance
        ? creditBalanceOf(key.organizationId, storedBalance)
        : Promise.resolve(Number.POSITIVE_INFINITY)
      return balance
    },
    organization: options.metered
      ? requireOrganization(key.organizationId)
      : Promise.reject(new Error('an unmetered message does not read the organization')),
    systemPrompt: request.systemPromptId ? readSystemPrompt(key, request.systemPromptId) : Promise.resolve(null),
    ragSetting: request.useRag ? findRagSetting(key) : Promise.resolve(null),
    content: chatContentOf(key, version, { suggestions: request.suggestActions === true }),
  }
  for (const read of Object.values(reads)) if (read instanceof Promise) read.catch(() => undefined)
  return reads
}
