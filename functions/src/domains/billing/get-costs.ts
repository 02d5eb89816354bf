import { creditBalanceOf, currentMonth, dailyUsageSince } from '../organizations/index.ts'

/** This month's costs by kind from the daily aggregates (one keyed query), with credits added and the balance. */
export async function getCosts({ organizationId }: { organizationId: string }) {
  const month = currentMonth()
  const [entries, balance] = await Promise.all([
    dailyUsageSince(organizationId, `${month}-01`),
    creditBalanceOf(organizationId),
  ])
  // Sums in whole micro dollars, divided once, so the total is exactly the sum of the amounts shown.
  const sumMicros = (pick: (entry: (typeof entries)[number]) => number) =>
    entries.reduce((total, entry) => total + pick(entry), 0)
  const trainingMicros = sumMicros((entry) => entry.trainingMicros)
  const chatMicros = sumMicros((entry) => entry.chatMicros)
  const evaluationMicros = sumMicros((entry) => entry.evaluationMicros)
  return {
    month,
    trainingUsd: trainingMicros / 1_000_000,
    chatUsd: chatMicros / 1_000_000,
    evaluationUsd: evaluationMicros / 1_000_000,
    totalUsd: (trainingMicros + chatMicros + evaluationMicros) / 1_000_000,
    creditsAddedUsd: sumMicros((entry) => entry.creditsAddedMicros) / 1_000_000,
    creditBalanceUsd: balance / 1_000_000,
  }
}
