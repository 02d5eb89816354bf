const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * A plan's id as people read it: the catalogue's ids (`growth-monthly`, `free-trial`) are keys, not names, and
 * must not reach the screen as they are.
 *
 * @example
 * planName('growth-monthly') // 'Growth (monthly)'
 * planName('free-trial') // 'Free trial'
 */
export function planName(planId: string): string {
  if (planId === 'free-trial') return 'Free trial'
  const billedBy = /^(.+)-(monthly|annual)$/.exec(planId)
  const words = (billedBy?.[1] ?? planId).split('-').map(capitalized).join(' ')
  return billedBy ? `${words} (${billedBy[2]})` : words
}
