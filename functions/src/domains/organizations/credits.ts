import { randomBytes } from 'node:crypto'
import { type Database, db, isConditionFailure } from '../../data/database.ts'
import type { CreditEntryReason } from '../../data/entities/credit-entry-entity.ts'
import { getInBatch } from '../../data/get-in-batch.ts'
import { asPut, asUpdate, cancellationCodes, type TogetherWrite, writeTogether } from '../../data/write-together.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'

/*
 * The organization's credit balance, in micro US dollars, and its ledger. Spec section 9: "Free credits are added
 * to the credit balance on subscribing." A new organization gets the free tier's credits (FREE_CREDITS_USD) the
 * first time its balance is read; billing adds a plan's free credits and purchases with `addCredits`. Every
 * movement writes a ledger entry and the day's usage aggregate (the dashboard's costs), so each debit can be
 * traced to what spent it.
 */

export interface CreditMovement {
  reason: CreditEntryReason
  /** What it was for: a training id, a chat message id, a test run id, an order id. */
  reference?: string
}

/** The counters of a day's usage (`dailyUsage`), each only ever added to. */
type DailyCounter = 'trainingMicros' | 'chatMicros' | 'evaluationMicros' | 'creditsAddedMicros' | 'chatMessages'

const dailyField: Partial<Record<CreditEntryReason, DailyCounter>> = {
  training: 'trainingMicros',
  chat: 'chatMicros',
  evaluation: 'evaluationMicros',
}

function freeCreditsMicros(): number {
  return Math.round(environment().FREE_CREDITS_USD * 1_000_000)
}

export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

function newEntryId(): string {
  return `${Date.now().toString(36).padStart(9, '0')}${randomBytes(5).toString('hex')}`
}

/**
 * What a movement adds to the day's usage. A usage reason with a positive amount is a reversal (a refunded training):
 * it lowers that day's cost. Only the counters this movement changes are named, so the one update ADDs to them and
 * leaves the day's others alone.
 */
function dayChangesOf(amountMicros: number, movement: CreditMovement): Partial<Record<DailyCounter, number>> {
  const field = dailyField[movement.reason]
  if (field) return { [field]: -amountMicros }
  return amountMicros > 0 ? { creditsAddedMicros: amountMicros } : {}
}

async function record(
  organizationId: string,
  amountMicros: number,
  movement: CreditMovement,
  dayCounts: DayCounts = {},
): Promise<void> {
  const dayChanges = { ...dayCounts, ...dayChangesOf(amountMicros, movement) }
  await Promise.all([
    db()
      .entities.creditEntry.create({
        organizationId,
        entryId: newEntryId(),
        amountMicros,
        reason: movement.reason,
        ...(movement.reference ? { reference: movement.reference } : {}),
      })
      .go(),
    addToDay(organizationId, dayChanges),
  ])
}

/**
 * The balance as stored, or null before its first use. Only a read, so a route may start it with its access check,
 * before the caller is known to be allowed; `creditBalanceOf` takes it from there.
 */
export async function storedCreditBalance(organizationId: string): Promise<number | null> {
  const data = await getInBatch(db().entities.creditBalance, { organizationId })
  return data ? data.balanceMicros : null
}

/**
 * The balance, creating it with the free credits on first use (a conditional create, so only once). `stored`: the
 * read already started (`storedCreditBalance`).
 */
export async function creditBalanceOf(
  organizationId: string,
  stored: Promise<number | null> = storedCreditBalance(organizationId),
): Promise<number> {
  const balance = await stored
  if (balance !== null) return balance
  const free = freeCreditsMicros()
  try {
    await db().entities.creditBalance.create({ organizationId, balanceMicros: free, freeCreditsMicros: free }).go()
    if (free > 0) await record(organizationId, free, { reason: 'freeCredits', reference: 'free tier' })
    return free
  } catch (error) {
    if (!isConditionFailure(error)) throw error
    const { data: created } = await db().entities.creditBalance.get({ organizationId }).go()
    return created?.balanceMicros ?? 0
  }
}

/**
 * Takes `micros` from the balance in one conditional update, so concurrent trainings cannot overspend.
 * Answers CREDITS_EXHAUSTED when the balance does not cover it (or is empty).
 *
 * @example
 * await chargeCredits(organizationId, estimate.costMicros, { reason: 'training', reference: trainingId })
 */
export async function chargeCredits(organizationId: string, micros: number, movement: CreditMovement): Promise<void> {
  const balance = await creditBalanceOf(organizationId)
  if (balance <= 0 || balance < micros) throw new AppError('CREDITS_EXHAUSTED')
  if (micros <= 0) return
  try {
    await db()
      .entities.creditBalance.patch({ organizationId })
      .subtract({ balanceMicros: micros })
      .where((attributes, operations) => operations.gte(attributes.balanceMicros, micros))
      .go()
  } catch (error) {
    if (isConditionFailure(error)) throw new AppError('CREDITS_EXHAUSTED')
    throw error
  }
  await record(organizationId, -micros, movement)
}

/** Adds credits (a refund, a purchase, free credits of a plan). */
export async function addCredits(organizationId: string, micros: number, movement: CreditMovement): Promise<void> {
  if (micros <= 0) return
  await creditBalanceOf(organizationId)
  await db()
    .entities.creditBalance.patch({ organizationId })
    .add({ balanceMicros: micros, ...(movement.reason === 'freeCredits' ? { freeCreditsMicros: micros } : {}) })
    .go()
  await record(organizationId, micros, movement)
}

/** What a transaction's callback is handed (`db().transaction.write((entities) => …)`): entities whose writes commit. */
type TransactionEntities = Parameters<Parameters<Database['transaction']['write']>[0]>[0]

/**
 * Credits granted as writes of the caller's transaction, so they are stored exactly when what paid for them is (a
 * paid order's claim, a plan's start, a training's refund) and a redelivery that finds that done grants nothing: the
 * balance's ADD, its ledger entry and the day's usage (credits added, or a refunded training's cost taken back). Answers the writes for the transaction's callback to add. A balance never
 * read yet is created first (with the free tier's credits, once), since the ADD is conditional on the balance existing.
 *
 * @example
 * const grant = await creditGrantWrites(organizationId, micros, { reason: 'purchase', reference: orderId })
 * await db().transaction.write((entities) => [entities.billingOrder.patch(key).set(paid).commit(), ...grant(entities)]).go()
 */
export async function creditGrantWrites(organizationId: string, micros: number, movement: CreditMovement) {
  if (micros <= 0) return () => []
  await creditBalanceOf(organizationId)
  const entryId = newEntryId()
  return ({ creditBalance, creditEntry, dailyUsage }: TransactionEntities) => [
    creditBalance
      .patch({ organizationId })
      .add({ balanceMicros: micros, ...(movement.reason === 'freeCredits' ? { freeCreditsMicros: micros } : {}) })
      .commit(),
    creditEntry
      .create({
        organizationId,
        entryId,
        amountMicros: micros,
        reason: movement.reason,
        ...(movement.reference ? { reference: movement.reference } : {}),
      })
      .commit(),
    dailyUsage.upsert({ organizationId, day: today() }).add(dayChangesOf(micros, movement)).commit(),
  ]
}

/** Counts the day's usage keeps beside its costs (the chat message the debit pays for). */
export interface DayCounts {
  chatMessages?: number
}

/** One atomic ADD of the named counters to today's usage (the item is created by the first). */
async function addToDay(organizationId: string, changes: Partial<Record<DailyCounter, number>>): Promise<void> {
  if (Object.keys(changes).length === 0) return
  await db().entities.dailyUsage.upsert({ organizationId, day: today() }).add(changes).go()
}

/** Adds to the day's counts alone: a counted chat message that is not debited (no tokens, or it failed). */
export async function countDayUsage(organizationId: string, dayCounts: DayCounts): Promise<void> {
  await addToDay(organizationId, dayCounts)
}

/**
 * Takes `micros` for usage that has already happened (metered test runs, answered chat messages): the debit is
 * recorded even when it takes the balance below zero, because the tokens were spent; callers check for a positive
 * balance before starting more work (`requireCredits`). `dayCounts` go into the same write of the day's usage as the
 * cost (one write per chat message instead of two), or alone when there is nothing to debit.
 */
export async function debitCredits(
  organizationId: string,
  micros: number,
  movement: CreditMovement,
  dayCounts: DayCounts = {},
): Promise<void> {
  if (micros <= 0) {
    if (Object.keys(dayCounts).length > 0) await countDayUsage(organizationId, dayCounts)
    return
  }
  // One atomic update, conditional on the balance existing (a patch's own condition); only a balance never read
  // yet is created first (with the free credits), which saves a read on every answered chat message.
  const subtract = () => db().entities.creditBalance.patch({ organizationId }).subtract({ balanceMicros: micros }).go()
  try {
    await subtract()
  } catch (error) {
    if (!isConditionFailure(error)) throw error
    await creditBalanceOf(organizationId)
    await subtract()
  }
  await record(organizationId, -micros, movement, dayCounts)
}

/** CREDITS_EXHAUSTED unless the balance is above zero: the check before metered work starts. */
export async function requireCredits(organizationId: string): Promise<void> {
  if ((await creditBalanceOf(organizationId)) <= 0) throw new AppError('CREDITS_EXHAUSTED')
}

/** An answered chat message's debit, as its caller writes it with the rest of the message's records. */
export interface ChatCharge {
  /** What the answer cost (its metered tokens at the chat price); zero still counts the message on the day. */
  micros: number
  /** What it was for: the model that answered. */
  reference: string
}

function chatChargeEntry(organizationId: string, charge: ChatCharge) {
  return db().entities.creditEntry.create({
    organizationId,
    entryId: newEntryId(),
    amountMicros: -charge.micros,
    reason: 'chat',
    reference: charge.reference,
    chatMessages: 1,
    unsettled: true,
  })
}

/**
 * An answered chat message's ledger entry, unsettled, as one write of the caller's transaction (the embed service
 * writes it with the turn's messages): the request path writes no organization-wide item, and the table's stream
 * consumer takes the entry into the balance and the day's usage, once (`settleCreditEntry`, ADR 0028).
 */
export function chatChargeWrite(organizationId: string, charge: ChatCharge): TogetherWrite {
  return asPut(chatChargeEntry(organizationId, charge).params())
}

/** `chatChargeWrite` written alone (the playground, which keeps no transcript). */
export async function recordChatCharge(organizationId: string, charge: ChatCharge): Promise<void> {
  await chatChargeEntry(organizationId, charge).go()
}

/**
 * The stream consumer's part for a ledger entry written unsettled (`chatChargeWrite`): one transaction marks it
 * settled, on condition it was not yet, and adds it to the balance and to its day's usage (cost and message). A
 * redelivered record finds it settled and changes nothing, so the totals are the sum of the entries, once each.
 * Answers whether this call settled it.
 */
export async function settleCreditEntry(entry: {
  organizationId: string
  entryId: string
  amountMicros: number
  chatMessages?: number
  createdAt: string
}): Promise<boolean> {
  const { organizationId } = entry
  const day = today(new Date(entry.createdAt))
  const dayChanges: Partial<Record<DailyCounter, number>> = {
    chatMicros: -entry.amountMicros,
    ...(entry.chatMessages ? { chatMessages: entry.chatMessages } : {}),
  }
  const settle = () =>
    writeTogether([
      asUpdate(
        db()
          .entities.creditEntry.patch({ organizationId, entryId: entry.entryId })
          .remove(['unsettled'])
          .where((attributes, operations) => operations.exists(attributes.unsettled))
          .params(),
      ),
      asUpdate(
        db().entities.creditBalance.patch({ organizationId }).add({ balanceMicros: entry.amountMicros }).params(),
      ),
      asUpdate(db().entities.dailyUsage.upsert({ organizationId, day }).add(dayChanges).params()),
    ])
  try {
    await settle()
    return true
  } catch (error) {
    const codes = cancellationCodes(error)
    if (codes?.[0] === 'ConditionalCheckFailed') return false
    if (codes?.[1] !== 'ConditionalCheckFailed') throw error
  }
  // A balance never read yet (only a chat written before its first read could be): created, then settled.
  await creditBalanceOf(organizationId)
  await settle()
  return true
}

/** The ledger, newest first, one page. */
export async function listCreditEntries(organizationId: string, limit = 50) {
  const { data } = await db().entities.creditEntry.query.byOrganization({ organizationId }).go({ order: 'desc', limit })
  return data
}
