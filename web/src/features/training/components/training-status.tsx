import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator'
import type { TrainingStatus } from '@platform/shared/contracts/training'

const statusViews: Record<TrainingStatus, { type: StatusIndicatorProps.Type; label: string }> = {
  queued: { type: 'pending', label: 'Queued' },
  running: { type: 'in-progress', label: 'Running' },
  succeeded: { type: 'success', label: 'Succeeded' },
  failed: { type: 'error', label: 'Failed' },
  cancelled: { type: 'stopped', label: 'Cancelled' },
}

/** A training's status with the colour and icon Cloudscape uses for the same state of any job. */
export function TrainingStatusIndicator({ status }: { status: TrainingStatus }) {
  const view = statusViews[status]
  return <StatusIndicator type={view.type}>{view.label}</StatusIndicator>
}
