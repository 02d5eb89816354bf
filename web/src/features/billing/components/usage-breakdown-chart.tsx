import BarChart from '@cloudscape-design/components/bar-chart'
import Box from '@cloudscape-design/components/box'
import Container from '@cloudscape-design/components/container'
import Header from '@cloudscape-design/components/header'
import type { Identifier } from '../../../lib/require-identifiers.ts'
import { useUsageBreakdown } from '../api/get-usage-breakdown.ts'
import { formatUsd } from '../money.ts'

/** Costs per day over the last 30 days, stacked by kind (`breakdown-30d`). */
export function UsageBreakdownChart({ organizationId }: { organizationId: Identifier }) {
  const breakdown = useUsageBreakdown(organizationId)
  const days = breakdown.data?.days ?? []
  const series = (title: string, pick: (day: (typeof days)[number]) => number) => ({
    title,
    type: 'bar' as const,
    data: days.map((day) => ({ x: day.day.slice(5), y: pick(day) })),
    valueFormatter: (value: number) => formatUsd(value),
  })
  const spent = days.some((day) => day.trainingUsd + day.chatUsd + day.evaluationUsd > 0)
  return (
    <Container
      header={
        <Header variant="h2" description="Costs per day, by kind, with the chat messages answered each day.">
          Usage over 30 days
        </Header>
      }
    >
      <BarChart
        series={
          spent
            ? [
                series('Training', (day) => day.trainingUsd),
                series('Chat messages', (day) => day.chatUsd),
                series('Test runs', (day) => day.evaluationUsd),
              ]
            : []
        }
        stackedBars
        xScaleType="categorical"
        xTitle="Day (UTC)"
        yTitle="Cost (USD)"
        ariaLabel="Costs per day over the last 30 days"
        statusType={breakdown.isPending ? 'loading' : 'finished'}
        empty={
          <Box textAlign="center">
            No costs in the last 30 days ({days.reduce((total, day) => total + day.chatMessages, 0)} chat messages).
          </Box>
        }
        hideFilter
        height={220}
      />
    </Container>
  )
}
