import type { Plan, PlanLimitName } from '@platform/shared/contracts/billing'
import type { PublicPlans } from '@platform/shared/contracts/site'

const limitRows: ReadonlyArray<readonly [PlanLimitName, string]> = [
  ['chatMessages', 'Chat messages (30-day pack)'],
  ['apiRequestsPerHour', 'API requests per hour'],
  ['knowledge', 'Knowledge Q&As'],
  ['pages', 'Pages'],
  ['actions', 'Actions'],
  ['workflows', 'Workflows'],
  ['users', 'Users'],
  ['projects', 'Projects'],
  ['agents', 'Agents'],
  ['functions', 'Functions'],
  ['chatHistoryRetentionMonths', 'Chat history (months)'],
]

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const created = Object.assign(document.createElement(tag), properties)
  created.append(...children)
  return created
}

const money = (minor: number, currency: string) =>
  (minor / 100).toLocaleString('en-US', { style: 'currency', currency, maximumFractionDigits: 0 })

/**
 * What a plan adds to the credit balance, in the same dollar format as the prices: the free plan's credits come
 * with a new organization, a paid plan's with each subscription.
 *
 * @example freeCreditsNote({ interval: 'annual', freeCreditsUsd: 1200 }) // '$1,200 of free credits added …'
 */
export function freeCreditsNote(plan: Pick<Plan, 'interval' | 'freeCreditsUsd'>): string {
  const amount = plan.freeCreditsUsd.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  })
  return plan.interval === 'free'
    ? `${amount} of free credits with every new organization.`
    : `${amount} of free credits added to your balance when you subscribe.`
}

/** One plan's card; the billing period toggle shows the monthly or the annual ones (the free plan always). */
function planCard(plan: Plan, trialDays: number | null): HTMLElement {
  const paid = plan.priceMinor > 0
  const period = plan.interval === 'annual' ? 'per year' : plan.interval === 'monthly' ? 'per month' : 'forever'
  const label = !paid ? 'Subscribe' : trialDays ? 'Start Free Trial' : 'Upgrade'
  return element('li', { className: `card plan plan--${plan.interval}` }, [
    element('h2', { textContent: plan.name }),
    element('p', { textContent: plan.description }),
    element('p', { className: 'plan__price' }, [
      element('strong', { textContent: money(plan.priceMinor, plan.currency) }),
      ` ${period}`,
    ]),
    element('a', {
      className: 'button button--primary',
      href: `/sign-up/?plan=${encodeURIComponent(plan.id)}`,
      textContent: label,
    }),
    ...(paid && trialDays
      ? [element('p', { className: 'plan__note', textContent: `${trialDays}-day free trial, once per organization.` })]
      : []),
    element('p', { className: 'plan__note', textContent: freeCreditsNote(plan) }),
  ])
}

function limitsTable(plans: Plan[]): HTMLElement {
  const head = element('tr', {}, [
    element('th', { scope: 'col', textContent: 'Limit' }),
    ...plans.map((plan) =>
      element('th', { scope: 'col', className: `plan--${plan.interval}`, textContent: plan.name }),
    ),
  ])
  const rows = limitRows.map(([name, label]) =>
    element('tr', {}, [
      element('th', { scope: 'row', textContent: label }),
      ...plans.map((plan) =>
        element('td', { className: `plan--${plan.interval}`, textContent: plan.limits[name].toLocaleString('en-US') }),
      ),
    ]),
  )
  return element('table', { className: 'limits-table' }, [
    element('caption', { textContent: 'What each plan includes' }),
    element('thead', {}, [head]),
    element('tbody', {}, rows),
  ])
}

/** `/pricing/`: the billing catalogue's plans and add-ons, read from the API so the page shows what is sold. */
export async function setUpPricing() {
  const container = document.querySelector<HTMLElement>('[data-pricing]')
  if (!container) return
  try {
    const response = await fetch('/api/site/plans', { credentials: 'same-origin' })
    const answer = (await response.json()) as { success: boolean; data?: PublicPlans }
    if (!answer.data) throw new Error('no plans')
    const trialDays = answer.data.plans.find((plan) => plan.interval === 'trial')?.trialDays ?? null
    const shown = answer.data.plans.filter((plan) => plan.interval !== 'trial')
    container.replaceChildren(
      element(
        'ul',
        { className: 'plan-grid' },
        shown.map((plan) => planCard(plan, trialDays)),
      ),
      limitsTable(shown),
    )
    const addOns = document.querySelector<HTMLElement>('[data-add-ons]')
    addOns?.replaceChildren(
      ...answer.data.addOns.map((addOn) =>
        element('li', {}, [`${addOn.name}: ${money(addOn.priceMinor, addOn.currency)}. ${addOn.description}`]),
      ),
    )
  } catch {
    container.replaceChildren(
      element('p', { textContent: 'Plans could not be loaded. Please refresh the page, or contact us for prices.' }),
    )
  }
}
