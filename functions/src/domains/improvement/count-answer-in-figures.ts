import { db } from '../../data/database.ts'
import type { VersionKey } from '../../data/version-scope.ts'
import { asUpdate, cancellationCodes, type TogetherWrite, writeTogether } from '../../data/write-together.ts'
import { AppError } from '../../platform/app-error.ts'
import { requireModel } from '../training/index.ts'
import { dayOf, weekOf, weeksAfter } from './figure-calendar.ts'
import type { StreamedAnswer } from './take-answer-into-inbox.ts'
import type { LoggedCall } from './take-recorded-answer-into-inbox.ts'

/**
 * What a message adds to its project's figures: once as an answer (declined or not), once while it is thumbed down.
 */
type CountedKind = 'answer' | 'thumbsDown'

/** One answer as the figures count it: a stored chat message or an OpenAI-compatible call's log entry. */
interface CountedAnswer extends VersionKey {
  recordId: string
  createdAt: string
  expiresAt: number
  feedback?: 'up' | 'down'
}

/** A project's week record outlives the week by this much: the digest of the week after still reads it. */
const weekRecordWeeks = 3

/**
 * Counts an assistant message in its project's daily figures (issue 42's dashboard): an answer on its day, declined
 * or not, and a thumbs-down when the end user gives one; a declined or thumbed-down answer also marks its project's
 * week for the weekly digest. Called by the table stream's derivations (insert and change), never by the chat (ADR
 * 0028). Idempotent per message and kind: each addition is one transaction with the message's tally, on condition
 * the tally does not hold that kind yet, so a record handed again adds nothing.
 */
export async function countAnswerInFigures(answer: StreamedAnswer): Promise<void> {
  if (answer.sender !== 'ASSISTANT' || !answer.content?.trim()) return
  await countInFigures({ ...answer, recordId: answer.messageId }, () => isDeclined(answer))
}

/**
 * Counts an OpenAI-compatible completion in its project's figures, as an embed chat's answer is: its log entry is the
 * only record the call keeps, and it says whether the model declined. The playground's answers are the owner's own
 * tests, not end users', and stay out.
 */
export async function countLoggedCallInFigures(entry: LoggedCall): Promise<void> {
  if (!entry.question) return
  await countInFigures({ ...entry, recordId: entry.entryId, createdAt: entry.at }, async () => entry.declined === true)
}

async function countInFigures(answer: CountedAnswer, isAnswerDeclined: () => Promise<boolean>): Promise<void> {
  const { data: tally } = await db().entities.improvementTally.get(tallyKeyOf(answer)).go({ consistent: true })
  const counted = new Set<string>(tally?.counted ?? [])
  if (!counted.has('answer')) {
    const declined = await isAnswerDeclined()
    await countOnce(answer, 'answer', { answers: 1, ...(declined ? { declined: 1 } : {}) }, declined)
  }
  if (answer.feedback === 'down' && !counted.has('thumbsDown')) {
    await countOnce(answer, 'thumbsDown', { thumbsDown: 1 }, true)
  } else if (answer.feedback !== 'down' && counted.has('thumbsDown')) {
    await withdrawThumbsDown(answer)
  }
}

/**
 * The end user took their thumbs-down back (changed it to up): the day no longer counts it. One transaction with the
 * message's tally, on condition the tally still holds the thumbs-down, so a record handed again subtracts nothing;
 * a later thumbs-down counts again. The week's inbox count keeps the question, which the inbox still shows.
 */
async function withdrawThumbsDown(answer: CountedAnswer): Promise<void> {
  const { organizationId, projectId } = answer
  try {
    await writeTogether([
      asUpdate(
        db()
          .entities.improvementTally.update(tallyKeyOf(answer))
          .delete({ counted: ['thumbsDown'] })
          .where((attributes, { contains }) => contains(attributes.counted, 'thumbsDown'))
          .params(),
      ),
      asUpdate(
        db()
          .entities.improvementDay.update({ organizationId, projectId, day: dayOf(answer.createdAt) })
          .add({ thumbsDown: -1 })
          .params(),
      ),
    ])
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return
    throw error
  }
}

function tallyKeyOf(answer: CountedAnswer) {
  const { organizationId, projectId, versionId, recordId } = answer
  return { organizationId, projectId, versionId, messageId: recordId }
}

async function countOnce(
  answer: CountedAnswer,
  kind: CountedKind,
  counters: { answers?: number; declined?: number; thumbsDown?: number },
  intoInbox: boolean,
): Promise<void> {
  const { organizationId, projectId } = answer
  const writes: TogetherWrite[] = [
    asUpdate(
      db()
        .entities.improvementTally.upsert({ ...tallyKeyOf(answer), expiresAt: answer.expiresAt })
        .add({ counted: [kind] })
        .where((attributes, { notContains }) => notContains(attributes.counted, kind))
        .params(),
    ),
    asUpdate(
      db()
        .entities.improvementDay.upsert({ organizationId, projectId, day: dayOf(answer.createdAt) })
        .add(counters)
        .params(),
    ),
  ]
  if (intoInbox) {
    const week = weekOf(answer.createdAt)
    writes.push(
      asUpdate(
        db()
          .entities.improvementWeek.upsert({
            week,
            organizationId,
            projectId,
            expiresAt: weeksAfter(week, weekRecordWeeks),
          })
          .add({ inboxQuestions: 1 })
          .params(),
      ),
    )
  }
  try {
    await writeTogether(writes)
  } catch (error) {
    // Counted by an earlier delivery of the record (or one running beside it): nothing to add.
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return
    throw error
  }
}

/**
 * Whether the answer is its model's decline (a local model declines with its fallback answer, a "Did you mean" list
 * may follow). A deleted model's answer counts as answered; any other failure to read the model fails the record,
 * which the stream hands again.
 */
async function isDeclined(answer: StreamedAnswer): Promise<boolean> {
  if (!answer.modelId || !answer.content) return false
  const fallback = await requireModel(answer, answer.modelId).then(
    (model) => model.fallbackAnswer?.trim(),
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined
      throw error
    },
  )
  return Boolean(fallback) && answer.content.trim().startsWith(fallback as string)
}
