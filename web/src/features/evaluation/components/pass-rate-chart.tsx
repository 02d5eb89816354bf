import Box from '@cloudscape-design/components/box'
import LineChart from '@cloudscape-design/components/line-chart'
import type { TestRun } from '@platform/shared/contracts/evaluation'
import { passRateSeries } from '../evaluation-format.ts'

/** Pass rate of each finished run of the model over time, one line per test set. */
export function PassRateChart({ runs }: { runs: readonly TestRun[] }) {
  const series = [
    { title: 'Test cases', type: 'line' as const, data: passRateSeries(runs, 'testcases') },
    { title: 'Knowledge', type: 'line' as const, data: passRateSeries(runs, 'knowledge') },
  ].filter((line) => line.data.length > 0)
  const times = series.flatMap((line) => line.data.map((point) => point.x.getTime()))
  return (
    <LineChart
      series={series}
      xScaleType="time"
      xDomain={times.length > 0 ? [new Date(Math.min(...times)), new Date(Math.max(...times) + 1)] : undefined}
      yDomain={[0, 100]}
      xTitle="Run finished"
      yTitle="Pass rate (%)"
      ariaLabel="Pass rate across runs"
      height={200}
      hideFilter
      i18nStrings={{ yTickFormatter: (value) => `${value}%` }}
      empty={
        <Box textAlign="center" color="inherit">
          No finished run yet.
        </Box>
      }
    />
  )
}
