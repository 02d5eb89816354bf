import { type ScheduleDefinition, scheduleDefinitions } from '../../functions/src/platform/jobs/schedule-definitions.ts'

/**
 * Local mode's EventBridge: runs each scheduled handler on its rate, in the job worker, as the cloud runs it in its
 * own Lambda. A tick that is still running when the next is due is skipped rather than stacked.
 */
export function startScheduler(options: {
  invoke: (module: string, event: unknown) => Promise<unknown>
  log: (line: string) => void
  definitions?: ScheduleDefinition[]
}): { stop: () => Promise<void> } {
  const timers = (options.definitions ?? scheduleDefinitions).map((definition) => {
    let running = false
    return setInterval(() => {
      if (running) return
      running = true
      options
        .invoke(definition.handler, {})
        .catch((error: unknown) => options.log(`scheduled ${definition.name} failed: ${String(error)}`))
        .finally(() => {
          running = false
        })
    }, definition.everyMinutes * 60_000)
  })
  for (const timer of timers) timer.unref()
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer)
    },
  }
}
