import { randomUUID } from 'node:crypto'
import { maximumGroupExamples, sameMeaningSimilarity } from '@platform/shared/contracts/improvement'
import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { asPut, asUpdate, cancellationCodes, type TogetherWrite, writeTogether } from '../../data/write-together.ts'
import { embedSentences } from '../../models/local-engine/sentence-encoder.ts'
import { AppError } from '../../platform/app-error.ts'
import { logger } from '../../platform/logger.ts'
import { type AnswerMessage, questionOfAnswer } from '../deployment/index.ts'
import { requireModel } from '../training/index.ts'
import { type ImprovementGroupRecord, similarity } from './improvement-records.ts'
import { listGroupRecords } from './list-improvement-groups.ts'

/** An assistant message as the table's stream hands it (inserted, or changed by the end user's feedback). */
export interface StreamedAnswer extends AnswerMessage {
  sender: string
  content?: string
  feedback?: 'up' | 'down'
  modelId?: string
  createdAt: string
  expiresAt: number
}

/** Why an answer belongs in the inbox, or undefined when it does not. */
async function inboxReason(answer: StreamedAnswer): Promise<'declined' | 'thumbsDown' | undefined> {
  if (answer.sender !== 'ASSISTANT') return undefined
  if (answer.feedback === 'down') return 'thumbsDown'
  if (!answer.modelId || !answer.content) return undefined
  const model = await modelOrNothing(answer, answer.modelId)
  // A local model declines with its fallback answer (a "Did you mean" list may follow it).
  const fallback = model?.fallbackAnswer?.trim()
  return fallback && answer.content.trim().startsWith(fallback) ? 'declined' : undefined
}

/**
 * Takes an assistant message into its version's "Improve" inbox when the assistant declined the question or the
 * end user thumbed the answer down (ADR 0030): the question joins the group whose first question means the same
 * (the local engine's sentence encoder, cosine ≥ `sameMeaningSimilarity`) or starts a new one. Called by the
 * table stream's derivations, never on the chat's request path. Idempotent per message: the message's inbox item
 * and its group's counts are one transaction, on condition the item is new and the group is as it was read (a
 * concurrent change fails it and the stream retries the record). An answered group asked again after a model
 * trained since its answer reopens.
 */
export async function takeAnswerIntoInbox(answer: StreamedAnswer, channel = 'embed'): Promise<void> {
  const reason = await inboxReason(answer)
  if (!reason) return
  const key: VersionKey = {
    organizationId: answer.organizationId,
    projectId: answer.projectId,
    versionId: answer.versionId,
  }
  const questionKey = { ...key, messageId: answer.messageId }
  const { data: taken } = await db().entities.improvementQuestion.get(questionKey).go({ consistent: true })
  if (taken) return
  const question = await questionOfAnswer(answer)
  if (!question) return
  const embedding = await embedQuestion(question)
  if (!embedding) return
  const groups = await listGroupRecords(key)
  const nearest = nearestGroup(groups, embedding)
  const askedAt = answer.createdAt
  const groupId = nearest?.groupId ?? `group-${randomUUID()}`
  const questionWrite = asPut(
    db()
      .entities.improvementQuestion.create({
        ...questionKey,
        groupId,
        question,
        reason,
        channel,
        sessionId: answer.sessionId,
        askedAt,
        expiresAt: answer.expiresAt,
      })
      .params(),
  )
  const groupWrite = nearest
    ? await joinGroup(nearest, { question, reason, channel, sessionId: answer.sessionId, askedAt }, answer)
    : asPut(
        db()
          .entities.improvementGroup.create({
            ...key,
            groupId,
            status: 'open',
            embedding: [...embedding],
            askedCount: 1,
            declinedCount: reason === 'declined' ? 1 : 0,
            thumbsDownCount: reason === 'thumbsDown' ? 1 : 0,
            sessionIds: [answer.sessionId],
            channels: [channel],
            examples: [question],
            firstSeenAt: askedAt,
            lastSeenAt: askedAt,
          })
          .params(),
      )
  try {
    await writeTogether([questionWrite, groupWrite])
  } catch (error) {
    // The message was taken by a delivery running at the same time: done, nothing counted twice.
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return
    throw error
  }
}

/**
 * The question's vector, or undefined when the sentence encoder cannot load (its packages and weights ship beside
 * the consumer's bundle as lazily loaded modules; a load can still fail, out of memory for one). The inbox then
 * misses the question, logged, rather than failing the record: a failing record holds back every record after it in
 * its batch, the balance's settlement among them.
 */
async function embedQuestion(question: string): Promise<Float32Array | undefined> {
  try {
    return (await embedSentences([question]))[0]
  } catch (error) {
    logger.warn('sentence encoder unavailable: question not taken into the Improve inbox', { error })
    return undefined
  }
}

function nearestGroup(groups: readonly ImprovementGroupRecord[], embedding: Float32Array) {
  let best: { group: ImprovementGroupRecord; score: number } | undefined
  for (const group of groups) {
    const score = similarity(group.embedding, embedding)
    if (score >= sameMeaningSimilarity && (!best || score > best.score)) best = { group, score }
  }
  return best?.group
}

interface Asking {
  question: string
  reason: 'declined' | 'thumbsDown'
  channel: string
  sessionId: string
  askedAt: string
}

/** The group's counts moved by one question, on condition its status is still the one read. */
async function joinGroup(
  group: ImprovementGroupRecord,
  asking: Asking,
  answer: StreamedAnswer,
): Promise<TogetherWrite> {
  const reopens = group.status === 'answered' && (await trainedSinceAnswer(group, answer))
  const update = db()
    .entities.improvementGroup.patch({
      organizationId: group.organizationId,
      projectId: group.projectId,
      versionId: group.versionId,
      groupId: group.groupId,
    })
    .add({
      askedCount: 1,
      declinedCount: asking.reason === 'declined' ? 1 : 0,
      thumbsDownCount: asking.reason === 'thumbsDown' ? 1 : 0,
      sessionIds: [asking.sessionId],
      channels: [asking.channel],
    })
    .set({
      // ISO times: the later sorts last (a redelivered older question leaves the time alone).
      lastSeenAt: [asking.askedAt, group.lastSeenAt].sort()[1] as string,
      ...(group.examples.length < maximumGroupExamples ? { examples: [...group.examples, asking.question] } : {}),
      ...(reopens ? { status: 'open' as const, reopenedAt: asking.askedAt } : {}),
    })
    // The group as read (its count moves with every question): a concurrent question or action fails this write.
    .where(
      (attributes, { eq }) =>
        `${eq(attributes.status, group.status)} AND ${eq(attributes.askedCount, group.askedCount)}`,
    )
  return asUpdate(update.params())
}

/** Whether the model that gave this answer was trained after the group was answered (so the answer was in it). */
async function trainedSinceAnswer(group: ImprovementGroupRecord, answer: StreamedAnswer): Promise<boolean> {
  if (!answer.modelId || !group.resolvedAt) return false
  const model = await modelOrNothing(answer, answer.modelId)
  return model?.createdAt !== undefined && model.createdAt > group.resolvedAt
}

/**
 * The model that gave the answer, or undefined once it is deleted. Any other failure to read it fails the record,
 * which the stream hands again: read as "not declined", the question would leave the inbox for good.
 */
async function modelOrNothing(key: VersionKey, modelId: string) {
  try {
    return await requireModel(key, modelId)
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined
    throw error
  }
}
