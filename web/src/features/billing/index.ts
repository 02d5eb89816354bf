/** The billing feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */
export { useDashboardLimits } from './api/get-dashboard-limits.ts'
export const plansPath = '/orgs/settings/billing/?bt=plans'
