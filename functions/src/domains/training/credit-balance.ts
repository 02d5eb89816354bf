import { db, isConditionFailure } from '../../data/database.ts'
import { AppError } from '../../platform/app-error.ts'
import { environment } from '../../platform/environment.ts'

/*
 * The organization's credit balance, in micro US dollars. Spec section 9: "Free credits are added to the credit
 * balance on subscribing." Until subscriptions exist, an organization gets the free plan's credits
 * (FREE_CREDITS_USD) the first time its balance is read; the billing feature will call `addCredits` when a plan
 * or top-up is bought.
 */

function freeCreditsMicros(): number {
  return Math.round(environment().FREE_CREDITS_USD * 1_000_000)
}

/** The balance, creating it with the free credits on first use (a conditional create, so only once). */
export async function creditBalanceOf(organizationId: string): Promise<number> {
  const { data } = await db().entities.creditBalance.get({ organizationId }).go()
  if (data) return data.balanceMicros
  const free = freeCreditsMicros()
  try {
    await db().entities.creditBalance.create({ organizationId, balanceMicros: free, freeCreditsMicros: free }).go()
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
 * await chargeCredits(organizationId, estimate.costMicros)
 */
export async function chargeCredits(organizationId: string, micros: number): Promise<void> {
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
}

/** Adds credits (a refund, a purchase, free credits of a plan). */
export async function addCredits(
  organizationId: string,
  micros: number,
  options: { free?: boolean } = {},
): Promise<void> {
  if (micros <= 0) return
  await creditBalanceOf(organizationId)
  await db()
    .entities.creditBalance.patch({ organizationId })
    .add({ balanceMicros: micros, ...(options.free ? { freeCreditsMicros: micros } : {}) })
    .go()
}

/**
 * Takes `micros` for usage that has already happened (metered test runs): the debit is recorded even when it
 * takes the balance below zero, because the tokens were spent; callers check for a positive balance before
 * starting more work.
 */
export async function debitCredits(organizationId: string, micros: number): Promise<void> {
  if (micros <= 0) return
  await creditBalanceOf(organizationId)
  await db().entities.creditBalance.patch({ organizationId }).subtract({ balanceMicros: micros }).go()
}
