/**
 * Declares a module-level schema so that a bundle keeps it only when something uses it. Every call must be marked
 * `/* @__PURE__ *\/`, which tells esbuild (and the console's Rollup) that the call may go when its result is unused.
 * One mark per declaration: marking zod's own calls would take one on every nested and chained call (each
 * `z.string()` inside a `z.object({…})`), and esbuild does not carry `@__NO_SIDE_EFFECTS__` across modules. Without it every Lambda built every schema of each
 * contract it touched: 10 to 60 ms of a cold start (docs/decisions/0018).
 *
 * @example export const promptSchema = /* @__PURE__ *\/ defineSchema(() => z.string().trim().min(1))
 */
export function defineSchema<T>(build: () => T): T {
  return build()
}
