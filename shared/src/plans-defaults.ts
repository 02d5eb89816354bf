/**
 * The plans this deployment offers, with their prices and limits, until the billing feature serves them from
 * the API: the pricing page reads them through one function (`web/site/pricing/pricing-plans.ts`), so it can be
 * pointed at the billing API without touching the page. The free plan's limits are the ones the platform
 * enforces today (`functions/src/domains/organizations/plan-limits.ts`, checked by a test).
 */
export interface PlanDefinition {
  id: string
  name: string
  summary: string
  /** US dollars per month, taxes and gateway charges included (spec section 9). */
  monthlyPriceUsd: number
  /** US dollars per year when billed annually. */
  annualPriceUsd: number
  /** Days of free trial a new subscriber may start; 0 when the plan has none. */
  freeTrialDays: number
  limits: {
    /** Chat messages in a 30-day pack (spec section 9). */
    chatMessagesPer30Days: number
    /** Per API key, for the smaller GPT-4o mini model (spec section 9). */
    apiRequestsPerHour: number
    knowledge: number
    pages: number
    actions: number
    workflows: number
    users: number
    projects: number
    agents: number
    functions: number
    freeCreditsUsd: number
    chatHistoryRetentionMonths: number
  }
}

export const defaultPlans: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    summary: 'Build and try an assistant on your own content.',
    monthlyPriceUsd: 0,
    annualPriceUsd: 0,
    freeTrialDays: 0,
    limits: {
      chatMessagesPer30Days: 500,
      apiRequestsPerHour: 1_000,
      knowledge: 2_000,
      pages: 100,
      actions: 100,
      workflows: 50,
      users: 5,
      projects: 3,
      agents: 3,
      functions: 25,
      freeCreditsUsd: 5,
      chatHistoryRetentionMonths: 3,
    },
  },
  {
    id: 'growth',
    name: 'Growth',
    summary: 'One product in production, with its widget and API keys.',
    monthlyPriceUsd: 49,
    annualPriceUsd: 490,
    freeTrialDays: 14,
    limits: {
      chatMessagesPer30Days: 10_000,
      apiRequestsPerHour: 5_000,
      knowledge: 20_000,
      pages: 1_000,
      actions: 500,
      workflows: 200,
      users: 15,
      projects: 10,
      agents: 10,
      functions: 100,
      freeCreditsUsd: 25,
      chatHistoryRetentionMonths: 12,
    },
  },
  {
    id: 'scale',
    name: 'Scale',
    summary: 'Several products and teams, with long chat history.',
    monthlyPriceUsd: 199,
    annualPriceUsd: 1_990,
    freeTrialDays: 14,
    limits: {
      chatMessagesPer30Days: 60_000,
      apiRequestsPerHour: 20_000,
      knowledge: 100_000,
      pages: 5_000,
      actions: 2_000,
      workflows: 1_000,
      users: 50,
      projects: 50,
      agents: 50,
      functions: 500,
      freeCreditsUsd: 100,
      chatHistoryRetentionMonths: 24,
    },
  },
]
