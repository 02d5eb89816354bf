import type { AddOn, Plan } from '@platform/shared/contracts/billing'
import * as z from 'zod'
import { environment } from '../../platform/environment.ts'
import { freePlanLimits, type PlanLimits } from '../organizations/index.ts'

/**
 * Plans and add-ons are data: an operator edits them without a code change by setting BILLING_CATALOGUE_JSON
 * (validated here at first use; a bad catalogue fails with the field named). Unset, the seeded defaults below.
 * Prices are in the currency's minor unit (paise), as Razorpay counts them, and include taxes and gateway
 * charges (spec section 9).
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
        currency: z.string().length(3).default('INR'),
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
      currency: z.string().length(3).default('INR'),
      limits: limitsSchema.partial().default({}),
      creditsUsd: z.number().nonnegative().default(0),
    }),
  ),
})

export type CataloguePlan = z.infer<typeof catalogueSchema>['plans'][number]
export type CatalogueAddOn = z.infer<typeof catalogueSchema>['addOns'][number]

const scaled = (factor: number, extra: Partial<PlanLimits> = {}): PlanLimits => ({
  ...(Object.fromEntries(
    Object.entries(freePlanLimits).map(([name, value]) => [
      name,
      name === 'chatHistoryRetentionMonths' ? value : value * factor,
    ]),
  ) as PlanLimits),
  ...extra,
})

export const defaultCatalogue: z.input<typeof catalogueSchema> = {
  plans: [
    {
      id: 'free',
      name: 'Free',
      description: 'Build and try an assistant.',
      interval: 'free',
      priceMinor: 0,
      limits: freePlanLimits,
    },
    {
      id: 'free-trial',
      name: 'Free trial',
      description: 'Everything in Starter for the trial period, once per organization.',
      interval: 'trial',
      priceMinor: 0,
      freeCreditsUsd: 2,
      limits: scaled(2),
    },
    {
      id: 'starter-monthly',
      name: 'Starter',
      description: 'For a product with one assistant in production.',
      interval: 'monthly',
      priceMinor: 199_900,
      freeCreditsUsd: 10,
      limits: scaled(2, { chatHistoryRetentionMonths: 6 }),
    },
    {
      id: 'starter-annual',
      name: 'Starter (annual)',
      description: 'Starter billed yearly: two months free.',
      interval: 'annual',
      priceMinor: 1_999_000,
      freeCreditsUsd: 120,
      limits: scaled(2, { chatHistoryRetentionMonths: 6 }),
    },
    {
      id: 'growth-monthly',
      name: 'Growth',
      description: 'For teams running several assistants.',
      interval: 'monthly',
      priceMinor: 799_900,
      freeCreditsUsd: 50,
      limits: scaled(10, { chatHistoryRetentionMonths: 12 }),
    },
    {
      id: 'growth-annual',
      name: 'Growth (annual)',
      description: 'Growth billed yearly: two months free.',
      interval: 'annual',
      priceMinor: 7_999_000,
      freeCreditsUsd: 600,
      limits: scaled(10, { chatHistoryRetentionMonths: 12 }),
    },
  ],
  addOns: [
    {
      id: 'knowledge-1000',
      name: '1,000 knowledge Q&As',
      description: 'Adds 1,000 knowledge Q&As to the plan until it changes.',
      priceMinor: 49_900,
      limits: { knowledge: 1_000 },
    },
    {
      id: 'chat-messages-5000',
      name: '5,000 chat messages',
      description: 'Adds 5,000 chat messages a month until the plan changes.',
      priceMinor: 99_900,
      limits: { chatMessages: 5_000 },
    },
    {
      id: 'credits-10',
      name: '10 USD of credits',
      description: 'Tops up the credit balance for training, chats and test runs.',
      priceMinor: 89_900,
      creditsUsd: 10,
    },
  ],
}

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
    freeCreditsUsd: plan.freeCreditsUsd,
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
