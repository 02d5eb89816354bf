import { creditBalanceOf, currentMonth, dailyUsageSince } from '../organizations/index.ts'

/** This month's costs by kind from the daily aggregates (one keyed query), with credits added and the balance. */
export async function getCosts({ organizationId }: { organizationId: string }) {
  const month = currentMonth()
  const [entries, balance] = await Promise.all([
    dailyUsageSince(organizationId, `${month}-01`),
    creditBalanceOf(organizationId),
  ])
  const sum = (pick: (entry: (typeof entries)[number]) => number) =>
    entries.reduce((total, entry) => total + pick(entry), 0) / 1_000_000
  const trainingUsd = sum((entry) => entry.trainingMicros)
  const chatUsd = sum((entry) => entry.chatMicros)
  const evaluationUsd = sum((entry) => entry.evaluationMicros)
  return {
    month,
    trainingUsd,
    chatUsd,
    evaluationUsd,
    totalUsd: trainingUsd + chatUsd + evaluationUsd,
    creditsAddedUsd: sum((entry) => entry.creditsAddedMicros),
    creditBalanceUsd: balance / 1_000_000,
  }
}
