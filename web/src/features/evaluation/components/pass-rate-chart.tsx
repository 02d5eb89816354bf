import Box from '@cloudscape-design/components/box'
import LineChart from '@cloudscape-design/components/line-chart'
import SpaceBetween from '@cloudscape-design/components/space-between'
import type { TestRun } from '@platform/shared/contracts/evaluation'
import { formatDate } from '../../../lib/format-date.ts'
import { formatRunTime, passRateSeries } from '../evaluation-format.ts'

/**
 * Pass rate of each finished run of the model over time, one line per test set. A line needs two runs: a test
 * set with one finished run is named in words under the chart (a lone point draws nothing, and at 0% it would
 * also sit on the axis).
 */
export function PassRateChart({ runs }: { runs: readonly TestRun[] }) {
  const series = [
    { title: 'Test cases', type: 'line' as const, data: passRateSeries(runs, 'testcases') },
    { title: 'Knowledge', type: 'line' as const, data: passRateSeries(runs, 'knowledge') },
  ].filter((line) => line.data.length > 0)
  const lines = series.filter((line) => line.data.length > 1)
  const singleRuns = series.filter((line) => line.data.length === 1)
  const times = lines.flatMap((line) => line.data.map((point) => point.x.getTime()))
  return (
    <SpaceBetween size="s">
      {(lines.length > 0 || singleRuns.length === 0) && (
        <LineChart
          series={lines}
          xScaleType="time"
          xDomain={times.length > 0 ? [new Date(Math.min(...times)), new Date(Math.max(...times) + 1)] : undefined}
          yDomain={[0, 100]}
          xTitle="Run finished"
          yTitle="Pass rate (%)"
          ariaLabel="Pass rate across runs"
          height={200}
          hideFilter
          i18nStrings={{ xTickFormatter: (value) => formatRunTime(value), yTickFormatter: (value) => `${value}%` }}
          empty={
            <Box textAlign="center" color="inherit">
              No finished run yet.
            </Box>
          }
        />
      )}
      {singleRuns.map((line) => (
        <Box key={line.title}>
          <Box variant="awsui-key-label">{line.title}</Box>
          <Box variant="h3" tagOverride="p">
            {line.data[0]?.y}% passed
          </Box>
          <Box variant="small" color="text-body-secondary">
            The only finished run of this test set, {formatDate(line.data[0]?.x.toISOString() ?? '')}. Its line appears
            once a second run finishes.
          </Box>
        </Box>
      ))}
    </SpaceBetween>
  )
}
