import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { localLogFile } from '../infra/local/local-log-file.ts'

/**
 * `npm run metrics`: local mode's metrics of the last hour, summed from the embedded-metric-format lines Powertools
 * Metrics wrote to the log file (`LOG_FILE`, by default `.local/data/logs/platform.jsonl`). Counts are summed;
 * durations and latencies show how many, the median and the largest. `-- --minutes 10` changes the window,
 * `-- --file <path>` reads another file.
 */

interface MetricDefinition {
  Name: string
  Unit?: string
}

interface EmbeddedMetricLine {
  _aws: { Timestamp: number; CloudWatchMetrics: Array<{ Dimensions: string[][]; Metrics: MetricDefinition[] }> }
  [key: string]: unknown
}

export interface MetricSummary {
  /** The metric's name with its dimensions besides `service`, e.g. `AnswersGiven channel=embed`. */
  name: string
  unit: string
  count: number
  sum: number
  median: number
  maximum: number
}

function isEmbeddedMetricLine(value: unknown): value is EmbeddedMetricLine {
  const aws = (value as { _aws?: { CloudWatchMetrics?: unknown } } | null)?._aws
  return Array.isArray(aws?.CloudWatchMetrics)
}

/** Sums the metric lines among `lines` (any JSON lines; others are skipped) whose timestamp is at or after `since`. */
export function summarizeMetrics(lines: string[], since: number): MetricSummary[] {
  const values = new Map<string, { unit: string; values: number[] }>()
  for (const line of lines) {
    let record: unknown
    try {
      record = JSON.parse(line)
    } catch {
      continue
    }
    if (!isEmbeddedMetricLine(record) || record._aws.Timestamp < since) continue
    for (const directive of record._aws.CloudWatchMetrics) {
      const dimensions = (directive.Dimensions[0] ?? [])
        .filter((dimension) => dimension !== 'service')
        .map((dimension) => `${dimension}=${String(record[dimension])}`)
      for (const metric of directive.Metrics) {
        const raw = record[metric.Name]
        const points = (Array.isArray(raw) ? raw : [raw]).filter((point): point is number => typeof point === 'number')
        const name = [metric.Name, ...dimensions].join(' ')
        const entry = values.get(name) ?? { unit: metric.Unit ?? 'None', values: [] }
        entry.values.push(...points)
        values.set(name, entry)
      }
    }
  }
  return [...values.entries()]
    .map(([name, { unit, values: points }]) => {
      const sorted = [...points].sort((left, right) => left - right)
      return {
        name,
        unit,
        count: points.length,
        sum: points.reduce((total, point) => total + point, 0),
        median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0,
        maximum: sorted.at(-1) ?? 0,
      }
    })
    .sort((left, right) => left.name.localeCompare(right.name))
}

export function formatSummary(summaries: MetricSummary[], minutes: number): string {
  if (summaries.length === 0) return `No metrics in the last ${minutes} minutes.`
  const width = Math.max(...summaries.map((summary) => summary.name.length))
  const rows = summaries.map((summary) =>
    summary.unit === 'Count'
      ? `${summary.name.padEnd(width)}  ${summary.sum}`
      : `${summary.name.padEnd(width)}  ${summary.count} × median ${summary.median} ${summary.unit.toLowerCase()}, max ${summary.maximum}`,
  )
  return [`Metrics of the last ${minutes} minutes:`, ...rows].join('\n')
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}

function main(): void {
  const dataDir = process.env.LOCAL_DATA_DIR ?? join(import.meta.dirname, '..', '.local', 'data')
  const file = option('file') ?? process.env.LOG_FILE ?? localLogFile(dataDir)
  const minutes = Number(option('minutes') ?? 60)
  if (!existsSync(file)) {
    console.log(`No log file at ${file} yet: start local mode (npm start) and use the product first.`)
    return
  }
  const lines = readFileSync(file, 'utf8').split('\n')
  console.log(formatSummary(summarizeMetrics(lines, Date.now() - minutes * 60_000), minutes))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
