import { runBillingCycles } from '../../domains/billing/index.ts'

/** EventBridge (or local mode's scheduler) calls this on the rate of `scheduleDefinitions`. */
export const handler = async (): Promise<{ renewed: number; ended: number }> => runBillingCycles()
