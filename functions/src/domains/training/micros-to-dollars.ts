/** Credits and costs are stored in whole micro US dollars; the API shows dollars. */
export function microsToDollars(micros: number): number {
  return Math.round(micros) / 1_000_000
}
