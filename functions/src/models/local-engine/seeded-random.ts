import { createHash } from 'node:crypto'

/**
 * mulberry32: a tiny seeded generator, so a training job with the same file and seed trains the same model
 * (OpenAI jobs carry a `seed` too).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = state
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * A seed from content alone, whatever order its lines arrived in: two installations that hold the same knowledge
 * (with other ids, added in another order) train the same model. Nothing from time, ids or order goes in.
 *
 * @example seedOfLines(['{"messages":…}', '{"messages":…}']) // the same number for the lines in any order
 */
export function seedOfLines(lines: readonly string[]): number {
  const hash = createHash('sha256')
  for (const line of [...lines].sort()) hash.update(line).update('\n')
  return hash.digest().readUInt32BE(0) % 2 ** 31
}
