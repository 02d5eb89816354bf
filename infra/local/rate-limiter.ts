import { type RateLimitClass, rateLimits } from '@platform/shared/routes'

/**
 * Token buckets per caller and rate-limit class: the local counterpart of API Gateway's route throttling,
 * with the same numbers from the route table.
 */
export function createRateLimiter(now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; updatedAt: number }>()
  return {
    /** True when the request may go through. */
    take(caller: string, rateLimitClass: RateLimitClass): boolean {
      const { requestsPerMinute, burst } = rateLimits[rateLimitClass]
      const key = `${rateLimitClass}:${caller}`
      const current = now()
      const bucket = buckets.get(key) ?? { tokens: burst, updatedAt: current }
      const refilled = Math.min(burst, bucket.tokens + ((current - bucket.updatedAt) / 60_000) * requestsPerMinute)
      const allowed = refilled >= 1
      buckets.set(key, { tokens: allowed ? refilled - 1 : refilled, updatedAt: current })
      if (buckets.size > 50_000) buckets.clear()
      return allowed
    },
  }
}
