import { dailyUsageSince, today } from '../organizations/index.ts'

const days = 30
const usd = (micros: number) => micros / 1_000_000

/** The last 30 days (today included), one keyed query of the daily aggregates; days without usage are zeros. */
export async function getUsageBreakdown({ organizationId }: { organizationId: string }) {
  const now = Date.now()
  const dayList = Array.from({ length: days }, (_, index) => today(new Date(now - (days - 1 - index) * 86_400_000)))
  const recorded = new Map((await dailyUsageSince(organizationId, dayList[0] ?? '')).map((entry) => [entry.day, entry]))
  return {
    days: dayList.map((day) => {
      const entry = recorded.get(day)
      return {
        day,
        trainingUsd: usd(entry?.trainingMicros ?? 0),
        chatUsd: usd(entry?.chatMicros ?? 0),
        evaluationUsd: usd(entry?.evaluationMicros ?? 0),
        chatMessages: entry?.chatMessages ?? 0,
      }
    }),
  }
}
