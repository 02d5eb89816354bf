import { describe, expect, it } from 'vitest'
import { dotAllFixedRows, simdModule } from './fixed-rows.ts'
import { dotAllRows, normalize } from './vectors.ts'

/** Deterministic pseudo-random unit rows, so a failure reproduces. */
function unitRows(rows: number, dimensions: number, seed: number): Float32Array {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31 - 0.5
  }
  const matrix = new Float32Array(rows * dimensions)
  for (let row = 0; row < rows; row++) {
    matrix.set(normalize(Array.from({ length: dimensions }, next)), row * dimensions)
  }
  return matrix
}

describe('dot products against a fixed matrix', () => {
  it('runs in WebAssembly SIMD on this Node', () => {
    expect(simdModule()).not.toBeNull()
  })

  it.each([
    [512, 300],
    [8, 5],
    [6, 4],
  ])('equals dotAllRows bit for bit (%i dimensions, %i rows)', (dimensions, rows) => {
    const matrix = unitRows(rows, dimensions, dimensions + rows)
    for (const seed of [1, 2, 3]) {
      const query = unitRows(1, dimensions, seed)
      const expected = new Float32Array(rows)
      const actual = new Float32Array(rows)
      dotAllRows(matrix, dimensions, query, expected)
      dotAllFixedRows(matrix, dimensions, query, actual)
      expect(Array.from(actual)).toEqual(Array.from(expected))
      expect(actual.some((value) => value !== 0)).toBe(true)
    }
  })
})
