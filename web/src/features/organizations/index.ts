/** The organizations feature's public file: other features import only this (scripts/import-rules/console-rules.ts). */

export { organizationQueryKeys } from './api/organization-query-keys.ts'
export { RequireOrganizationAdmin } from './components/require-organization-admin.tsx'
export { billingPath } from './subscription-rule.ts'
