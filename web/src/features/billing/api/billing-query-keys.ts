/** Cache keys of the billing and dashboard calls, nested per organization so one invalidation refreshes them all. */
export const billingQueryKeys = {
  all: (organizationId: string) => ['billing', organizationId] as const,
  plans: (organizationId: string) => [...billingQueryKeys.all(organizationId), 'plans'] as const,
  currentPlan: (organizationId: string) => [...billingQueryKeys.all(organizationId), 'current-plan'] as const,
  addOns: (organizationId: string) => [...billingQueryKeys.all(organizationId), 'add-ons'] as const,
  transactions: (organizationId: string) => [...billingQueryKeys.all(organizationId), 'transactions'] as const,
  billingInformation: (organizationId: string) =>
    [...billingQueryKeys.all(organizationId), 'billing-information'] as const,
  monthlyLimit: (organizationId: string) => [...billingQueryKeys.all(organizationId), 'monthly-limit'] as const,
  dashboard: (organizationId: string, part: string) =>
    [...billingQueryKeys.all(organizationId), 'dashboard', part] as const,
}
