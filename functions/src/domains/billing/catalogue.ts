import type { AddOn, Plan } from '@platform/shared/contracts/billing'
import * as z from 'zod'
import { environment } from '../../platform/environment.ts'
import { limitsOfDefinition, type PlanLimits } from '../organizations/index.ts'

/**
 * Plans and add-ons are data: an operator edits them without a code change by setting BILLING_CATALOGUE_JSON
 * (validated here at first use; a bad catalogue fails with the field named). Unset, the seeded plans below, which
 * the pricing page shows through billing's catalogue. Prices are in the currency's minor unit
 * (cents, paise), as Razorpay counts them, and include taxes and gateway charges (spec section 9).
 */

const limitsSchema = z.object({
  projects: z.number().int().nonnegative(),
  users: z.number().int().nonnegative(),
  knowledge: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
  actions: z.number().int().nonnegative(),
  workflows: z.number().int().nonnegative(),
  faqs: z.number().int().nonnegative(),
  functions: z.number().int().nonnegative(),
  agents: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
  urls: z.number().int().nonnegative(),
  chatMessages: z.number().int().nonnegative(),
  apiRequestsPerHour: z.number().int().nonnegative(),
  chatHistoryRetentionMonths: z.number().int().nonnegative(),
}) satisfies z.ZodType<PlanLimits>

const catalogueSchema = z.object({
  plans: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string().min(1),
        description: z.string().default(''),
        interval: z.enum(['free', 'trial', 'monthly', 'annual']),
        priceMinor: z.number().int().nonnegative(),
        currency: z.string().length(3).default('USD'),
        freeCreditsUsd: z.number().nonnegative().default(0),
        limits: limitsSchema,
        /** Razorpay's plan id (plan_…) the subscription is created on; required for paid plans with Razorpay. */
        gatewayPlanId: z.string().optional(),
      }),
    )
    .refine((plans) => plans.some((plan) => plan.interval === 'free'), 'Keep one plan with interval "free".'),
  addOns: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      description: z.string().default(''),
      priceMinor: z.number().int().positive(),
      currency: z.string().length(3).default('USD'),
      limits: limitsSchema.partial().default({}),
      creditsUsd: z.number().nonnegative().default(0),
    }),
  ),
})

export type CataloguePlan = z.infer<typeof catalogueSchema>['plans'][number]
export type CatalogueAddOn = z.infer<typeof catalogueSchema>['addOns'][number]

/** The seeded plans, with prices in US dollars; the pricing page shows them through billing's catalogue. */
interface PlanDefinition {
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

const seededPlans: readonly PlanDefinition[] = [
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

const itemsOffPricingPage = { faqs: 500, files: 100, urls: 500 }

/** The seeded catalogue: the shared plans source the pricing page shows, each paid plan monthly and annual. */
function catalogueFromPlans(plans: readonly PlanDefinition[]): z.input<typeof catalogueSchema> {
  const paid = plans.filter((plan) => plan.monthlyPriceUsd > 0)
  const trialSource = paid.find((plan) => plan.freeTrialDays > 0)
  const scale = (factor: number) => ({
    faqs: itemsOffPricingPage.faqs * factor,
    files: itemsOffPricingPage.files * factor,
    urls: itemsOffPricingPage.urls * factor,
  })
  return {
    plans: [
      ...plans
        .filter((plan) => plan.monthlyPriceUsd === 0)
        .map((plan) => ({
          id: plan.id,
          name: plan.name,
          description: plan.summary,
          interval: 'free' as const,
          priceMinor: 0,
          currency: 'USD',
          limits: limitsOfDefinition(plan, itemsOffPricingPage),
        })),
      ...(trialSource
        ? [
            {
              id: 'free-trial',
              name: 'Free trial',
              description: `Everything in ${trialSource.name} for ${trialSource.freeTrialDays} days, once per organization.`,
              interval: 'trial' as const,
              priceMinor: 0,
              currency: 'USD',
              limits: limitsOfDefinition(trialSource, scale(2)),
            },
          ]
        : []),
      ...paid.flatMap((plan, index) =>
        (['monthly', 'annual'] as const).map((interval) => ({
          id: `${plan.id}-${interval}`,
          name: interval === 'annual' ? `${plan.name} (annual)` : plan.name,
          description: plan.summary,
          interval,
          priceMinor: Math.round((interval === 'annual' ? plan.annualPriceUsd : plan.monthlyPriceUsd) * 100),
          currency: 'USD',
          freeCreditsUsd: plan.limits.freeCreditsUsd * (interval === 'annual' ? 12 : 1),
          limits: limitsOfDefinition(plan, scale((index + 1) * 4)),
        })),
      ),
    ],
    addOns: [
      {
        id: 'knowledge-1000',
        name: '1,000 knowledge Q&As',
        description: 'Adds 1,000 knowledge Q&As to the plan until it changes.',
        priceMinor: 900,
        currency: 'USD',
        limits: { knowledge: 1_000 },
      },
      {
        id: 'chat-messages-5000',
        name: '5,000 chat messages',
        description: 'Adds 5,000 chat messages a month until the plan changes (a pack valid for 30 days).',
        priceMinor: 1_900,
        currency: 'USD',
        limits: { chatMessages: 5_000 },
      },
      {
        id: 'credits-10',
        name: '10 USD of credits',
        description: 'Tops up the credit balance for training, chats and test runs.',
        priceMinor: 1_000,
        currency: 'USD',
        creditsUsd: 10,
      },
    ],
  }
}

export const defaultCatalogue = catalogueFromPlans(seededPlans)

let cached: { source: string | undefined; catalogue: z.output<typeof catalogueSchema> } | undefined

/** The plans and add-ons in force (BILLING_CATALOGUE_JSON, else the defaults). */
export function billingCatalogue(): z.output<typeof catalogueSchema> {
  const source = environment().BILLING_CATALOGUE_JSON
  if (cached && cached.source === source) return cached.catalogue
  const parsed = catalogueSchema.safeParse(source ? JSON.parse(source) : defaultCatalogue)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid BILLING_CATALOGUE_JSON:\n  ${problems.join('\n  ')}`)
  }
  cached = { source, catalogue: parsed.data }
  return parsed.data
}

export function findPlan(planId: string): CataloguePlan | undefined {
  return billingCatalogue().plans.find((plan) => plan.id === planId)
}

export function freePlan(): CataloguePlan {
  return billingCatalogue().plans.find((plan) => plan.interval === 'free') as CataloguePlan
}

export function trialPlan(): CataloguePlan | undefined {
  return billingCatalogue().plans.find((plan) => plan.interval === 'trial')
}

export function findAddOn(addOnId: string): CatalogueAddOn | undefined {
  return billingCatalogue().addOns.find((addOn) => addOn.id === addOnId)
}

export function toPlan(plan: CataloguePlan): Plan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    interval: plan.interval,
    priceMinor: plan.priceMinor,
    currency: plan.currency,
    // The free plan is never subscribed to: its credits are the ones every new organization gets, so pricing shows
    // those ($5 by default) instead of the catalogue's 0.
    freeCreditsUsd: plan.interval === 'free' ? environment().FREE_CREDITS_USD : plan.freeCreditsUsd,
    limits: plan.limits,
    trialDays: plan.interval === 'trial' ? environment().FREE_TRIAL_DAYS : null,
  }
}

export function toAddOn(addOn: CatalogueAddOn): AddOn {
  return {
    id: addOn.id,
    name: addOn.name,
    description: addOn.description,
    priceMinor: addOn.priceMinor,
    currency: addOn.currency,
    limits: addOn.limits,
    creditsUsd: addOn.creditsUsd,
  }
}

/** The end of a cycle that starts at `start`. */
export function cycleEnd(plan: CataloguePlan, start: Date): Date {
  const end = new Date(start)
  if (plan.interval === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1)
  else if (plan.interval === 'trial') end.setUTCDate(end.getUTCDate() + environment().FREE_TRIAL_DAYS)
  else end.setUTCMonth(end.getUTCMonth() + 1)
  return end
}
