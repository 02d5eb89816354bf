import { describe, expect, it } from 'vitest'
import { formatSummary, summarizeMetrics } from './summarize-metrics.ts'

function metricLine(
  timestamp: number,
  name: string,
  unit: string,
  value: number,
  dimensions: Record<string, string> = {},
) {
  return JSON.stringify({
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        {
          Namespace: 'AssistantPlatform',
          Dimensions: [['service', ...Object.keys(dimensions)]],
          Metrics: [{ Name: name, Unit: unit }],
        },
      ],
    },
    service: 'assistant-local',
    ...dimensions,
    [name]: value,
  })
}

describe('npm run metrics', () => {
  it('sums counts and describes durations of the window, per dimension, skipping other lines', () => {
    const now = 1_000_000_000
    const lines = [
      JSON.stringify({ level: 'INFO', message: 'request answered' }),
      'not json',
      metricLine(now - 2 * 3_600_000, 'AnswersGiven', 'Count', 1, { channel: 'embed' }),
      metricLine(now - 60_000, 'AnswersGiven', 'Count', 1, { channel: 'embed' }),
      metricLine(now - 50_000, 'AnswersGiven', 'Count', 1, { channel: 'embed' }),
      metricLine(now - 40_000, 'AnswersFailed', 'Count', 1, { channel: 'playground' }),
      metricLine(now - 30_000, 'TrainingDuration', 'Milliseconds', 4_000),
      metricLine(now - 20_000, 'TrainingDuration', 'Milliseconds', 9_000),
      metricLine(now - 10_000, 'TrainingDuration', 'Milliseconds', 6_000),
    ]
    const summaries = summarizeMetrics(lines, now - 3_600_000)
    expect(summaries.map(({ name, sum, count }) => [name, sum, count])).toEqual([
      ['AnswersFailed channel=playground', 1, 1],
      ['AnswersGiven channel=embed', 2, 2],
      ['TrainingDuration', 19_000, 3],
    ])
    expect(formatSummary(summaries, 60).split('\n')).toEqual([
      'Metrics of the last 60 minutes:',
      'AnswersFailed channel=playground  1',
      'AnswersGiven channel=embed        2',
      'TrainingDuration                  3 × median 6000 milliseconds, max 9000',
    ])
  })
})
