const dayMilliseconds = 86_400_000

/** YYYY-MM-DD (UTC) of a time. */
export function dayOf(time: Date | string): string {
  return new Date(time).toISOString().slice(0, 10)
}

/** The Monday (UTC, YYYY-MM-DD) of the week a time falls in: the digest's week and its partition. */
export function weekOf(time: Date | string): string {
  const date = new Date(time)
  const daysSinceMonday = (date.getUTCDay() + 6) % 7
  return dayOf(new Date(date.getTime() - daysSinceMonday * dayMilliseconds))
}

/** The `count` UTC days that end with `last`'s, oldest first. */
export function daysEndingWith(last: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    dayOf(new Date(last.getTime() - (count - 1 - index) * dayMilliseconds)),
  )
}

/** Epoch seconds `weeks` weeks after a week's Monday: when its digest record may go. */
export function weeksAfter(week: string, weeks: number): number {
  return Math.floor(new Date(`${week}T00:00:00Z`).getTime() / 1000) + weeks * 7 * 86_400
}

export const previousWeek = (week: string): string =>
  dayOf(new Date(new Date(`${week}T00:00:00Z`).getTime() - 7 * dayMilliseconds))
