import ProgressBar, { type ProgressBarProps } from '@cloudscape-design/components/progress-bar'
import type { ReactNode } from 'react'
import { isUnfinished, percentOf } from './job-polling.ts'

/**
 * One background job as a progress bar: moving while it is queued or running, then its outcome. `done` of
 * `total` drives the bar; when the total is not known yet the bar waits at 0 and says so.
 */
export function JobProgressBar({
  label,
  status,
  done,
  total,
  description,
  unit = 'items',
  failureReason,
  result,
}: {
  label: ReactNode
  status: string
  done: number
  total: number
  description?: ReactNode
  /** What `done` and `total` count, e.g. "rows", "pages". */
  unit?: string
  failureReason?: string | null
  /** What finished work produced, shown in place of the bar once it is done. */
  result?: ReactNode
}) {
  const unfinished = isUnfinished(status)
  const barStatus: ProgressBarProps.Status = unfinished ? 'in-progress' : status === 'succeeded' ? 'success' : 'error'
  const resultText =
    status === 'succeeded'
      ? (result ?? 'Finished.')
      : status === 'cancelled'
        ? 'Cancelled.'
        : `Failed${failureReason ? `: ${failureReason}` : '.'}`
  return (
    <ProgressBar
      label={label}
      description={description}
      status={barStatus}
      value={percentOf(done, total)}
      additionalInfo={
        unfinished
          ? total > 0
            ? `${done} of ${total} ${unit}`
            : status === 'queued'
              ? 'Queued'
              : 'Starting'
          : undefined
      }
      resultText={resultText}
    />
  )
}
