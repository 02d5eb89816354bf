/** One plan limit with its use, as the dashboard's limits list gives it. */
export interface LimitUse {
  item: string
  used: number
  limit: number
}

export interface ProjectAllowance {
  /** "2 of 3 projects used on your plan." */
  summary: string
  /** No project can be added until the plan changes. */
  full: boolean
}

/**
 * How many projects the plan allows and how many are used, said before the form is filled rather than after
 * it is sent; null while the limits are not known.
 *
 * @example projectAllowance([{ item: 'projects', used: 3, limit: 3 }]) // { summary: '3 of 3 projects used on your plan.', full: true }
 */
export function projectAllowance(limits: readonly LimitUse[] | undefined): ProjectAllowance | null {
  const projects = limits?.find((limit) => limit.item === 'projects')
  if (!projects) return null
  const limit = projects.limit >= 1e9 ? 'unlimited' : projects.limit.toLocaleString('en-US')
  return {
    summary: `${projects.used.toLocaleString('en-US')} of ${limit} projects used on your plan.`,
    full: projects.used >= projects.limit,
  }
}
