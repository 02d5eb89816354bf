import { db, isConditionFailure } from '../../data/database.ts'
import { getInBatch } from '../../data/get-in-batch.ts'
import { asUpdate, type TogetherWrite } from '../../data/write-together.ts'
import { AppError } from '../../platform/app-error.ts'
import type { OrganizationRecord } from './organization-records.ts'
import { itemLabels, limitFor } from './plan-limits.ts'

export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7)
}

/**
 * Counts one chat message against the plan's monthly allowance before it is answered: one conditional add on this
 * month's counter, so concurrent chats cannot pass the limit (PLAN_LIMIT_REACHED for "chat messages"). The caller
 * adds it to the day's usage for the dashboard with the message's debit (`debitCredits(..., { chatMessages: 1 })`,
 * one write for the day's count and cost), or alone if the message fails before (`countDayUsage`). A caller that has
 * read the organization already (with the other reads of its request) hands it in.
 *
 * @example
 * await countChatMessage(apiKey.organizationId)
 */
export async function countChatMessage(organizationId: string, organization?: OrganizationRecord): Promise<void> {
  const plan = organization ?? (await getInBatch(db().entities.organization, { organizationId }))
  try {
    await chatMessageCount(organizationId, plan ?? undefined).go()
  } catch (error) {
    if (isConditionFailure(error)) throw chatMessagesExhausted()
    throw error
  }
}

function chatMessageCount(organizationId: string, organization: OrganizationRecord | undefined) {
  const limit = limitFor(organization, 'chatMessages')
  return db()
    .entities.monthlyUsage.upsert({ organizationId, month: currentMonth() })
    .add({ chatMessages: 1 })
    .where(
      (attributes, operations) =>
        `${operations.notExists(attributes.chatMessages)} OR ${operations.lt(attributes.chatMessages, limit)}`,
    )
}

/**
 * `countChatMessage` as one write of a caller's transaction: the embed service takes it with the key's hourly count
 * in one round trip. Its condition refusing cancels the transaction: answer `chatMessagesExhausted()`.
 */
export function chatMessageCountWrite(organizationId: string, organization: OrganizationRecord): TogetherWrite {
  return asUpdate(chatMessageCount(organizationId, organization).params())
}

/** The refusal of a chat message past the plan's monthly allowance (PLAN_LIMIT_REACHED). */
export function chatMessagesExhausted(): AppError {
  return new AppError('PLAN_LIMIT_REACHED', { values: { item: itemLabels.chatMessages } })
}

/** Chat messages answered this month. */
export async function chatMessagesThisMonth(organizationId: string): Promise<number> {
  const { data } = await db().entities.monthlyUsage.get({ organizationId, month: currentMonth() }).go()
  return data?.chatMessages ?? 0
}

/** One day's usage: costs in micro US dollars, counts as numbers (a counter never added to is zero). */
export interface DayUsage {
  day: string
  trainingMicros: number
  chatMicros: number
  evaluationMicros: number
  creditsAddedMicros: number
  chatMessages: number
}

/** The days from `fromDay` (YYYY-MM-DD) on, one keyed query (the dashboard's charts). */
export async function dailyUsageSince(organizationId: string, fromDay: string): Promise<DayUsage[]> {
  const { data } = await db()
    .entities.dailyUsage.query.byOrganization({ organizationId })
    .gte({ day: fromDay })
    .go({ pages: 'all' })
  return data.map((entry) => ({
    day: entry.day,
    trainingMicros: entry.trainingMicros ?? 0,
    chatMicros: entry.chatMicros ?? 0,
    evaluationMicros: entry.evaluationMicros ?? 0,
    creditsAddedMicros: entry.creditsAddedMicros ?? 0,
    chatMessages: entry.chatMessages ?? 0,
  }))
}
