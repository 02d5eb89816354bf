import { dotAllRows } from './vectors.ts'

/** The part of the WebAssembly API used here: Node has it, but the server's TypeScript libraries (no DOM) omit it. */
interface WebAssemblyApi {
  validate(bytes: Uint8Array): boolean
  Module: new (bytes: Uint8Array) => WasmModule
  Instance: new (module: WasmModule, imports: object) => { exports: Record<string, unknown> }
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer }
}
type WasmModule = { readonly compiled: unique symbol }
const webAssembly = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly

/**
 * `dotAllRows` for a matrix that never changes once searched (a knowledge index's answer profiles), in WebAssembly
 * SIMD: the dot products against every row were three quarters of a local-engine answer over 10,000 items.
 *
 * The results are bit for bit those of `dotAllRows`: each float32 product is taken in float64 (exact), summed into
 * the same four running sums (columns 0, 4, 8… in the first, 1, 5, 9… in the second…) in the same order, added
 * up as `sum0 + sum1 + sum2 + sum3` and rounded to float32; two f64x2 lanes hold the four sums. The matrix is
 * copied into the module's memory on its first search and kept while the matrix lives (a WeakMap), so a search
 * copies only the query in and the scores out. Widths that are not a multiple of four use `dotAllRows`.
 */
export function dotAllFixedRows(matrix: Float32Array, dimensions: number, query: Float32Array, output: Float32Array) {
  if (dimensions % 4 !== 0 || !simdModule()) {
    dotAllRows(matrix, dimensions, query, output)
    return
  }
  let copy = copies.get(matrix)
  if (!copy || copy.dimensions !== dimensions) {
    copy = copyIntoModule(matrix, dimensions)
    copies.set(matrix, copy)
  }
  const rows = matrix.length / dimensions
  new Float64Array(copy.memory.buffer, copy.queryOffset, dimensions).set(query)
  copy.dotAllRows(0, rows, dimensions, copy.queryOffset, copy.outputOffset)
  output.set(new Float32Array(copy.memory.buffer, copy.outputOffset, rows))
}

interface ModuleCopy {
  dimensions: number
  memory: { buffer: ArrayBuffer }
  queryOffset: number
  outputOffset: number
  dotAllRows: (matrix: number, rows: number, dimensions: number, query: number, output: number) => void
}

const copies = new WeakMap<Float32Array, ModuleCopy>()
const pageBytes = 65_536

function copyIntoModule(matrix: Float32Array, dimensions: number): ModuleCopy {
  const rows = matrix.length / dimensions
  const queryOffset = align(matrix.byteLength)
  const outputOffset = align(queryOffset + dimensions * 8)
  const memory = new webAssembly.Memory({ initial: Math.ceil((outputOffset + rows * 4) / pageBytes) || 1 })
  new Float32Array(memory.buffer, 0, matrix.length).set(matrix)
  const instance = new webAssembly.Instance(simdModule() as WasmModule, { env: { memory } })
  return {
    dimensions,
    memory,
    queryOffset,
    outputOffset,
    dotAllRows: instance.exports.dotAllRows as ModuleCopy['dotAllRows'],
  }
}

const align = (bytes: number) => Math.ceil(bytes / 16) * 16

let compiled: WasmModule | null | undefined
/** The module, or null where the runtime has no WebAssembly SIMD (every Node the platform supports has it). */
export function simdModule(): WasmModule | null {
  if (compiled === undefined) {
    compiled = webAssembly.validate(moduleBytes) ? new webAssembly.Module(moduleBytes) : null
  }
  return compiled
}

/**
 * Hand-assembled, as the text format reads (parameters 0–4: matrix, rows, dimensions, query, output pointers;
 * locals 5 row, 6 column, 7 query pointer, 8 sums of columns 0 and 1, 9 sums of columns 2 and 3):
 *
 *   for (row = 0; row < rows; row++) {
 *     sums01 = sums23 = 0; query pointer = query
 *     for (column = 0; column < dimensions; column += 4) {
 *       sums01 += promote(matrix[0..1]) * f64 query[0..1];  sums23 += promote(matrix[2..3]) * f64 query[2..3]
 *       matrix += 16 bytes; query pointer += 32 bytes
 *     }
 *     f32 output[row] = ((sums01.0 + sums01.1) + sums23.0) + sums23.1
 *   }
 *
 * The query is handed in as float64 (each float32 widened exactly), so each lane multiplies as JavaScript does.
 */
const simd = (opcode: number[]) => [0xfd, ...opcode]
const zeroVector = [...simd([0x0c]), ...new Array<number>(16).fill(0)]
const localGet = (index: number) => [0x20, index]
const localSet = (index: number) => [0x21, index]
const increment = (index: number, by: number) => [...localGet(index), 0x41, by, 0x6a, ...localSet(index)]
const v128Load64Zero = (offset: number) => simd([0x5d, 3, offset])
const v128Load = (offset: number) => simd([0x00, 4, offset])
const promoteLow = simd([0x5f])
const f64x2Mul = simd([0xf2, 0x01])
const f64x2Add = simd([0xf0, 0x01])
const extractLane = (lane: number) => simd([0x21, lane])
/** sums += promote(two float32 of the matrix at matrixOffset) × (two float64 of the query at queryOffset) */
const addProducts = (sums: number, matrixOffset: number, queryOffset: number) => [
  ...localGet(sums),
  ...localGet(0),
  ...v128Load64Zero(matrixOffset),
  ...promoteLow,
  ...localGet(7),
  ...v128Load(queryOffset),
  ...f64x2Mul,
  ...f64x2Add,
  ...localSet(sums),
]
const [block, loop, end, brIf, br, i32GreaterOrEqual, f64Add] = [0x02, 0x03, 0x0b, 0x0d, 0x0c, 0x4f, 0xa0]
const noResult = 0x40

const body = [
  // locals: 3 × i32 (row, column, query pointer), 2 × v128 (the sums)
  2,
  3,
  0x7f,
  2,
  0x7b,
  block,
  noResult,
  loop,
  noResult,
  ...localGet(5),
  ...localGet(1),
  i32GreaterOrEqual,
  brIf,
  1,
  ...zeroVector,
  ...localSet(8),
  ...zeroVector,
  ...localSet(9),
  0x41,
  0,
  ...localSet(6),
  ...localGet(3),
  ...localSet(7),
  block,
  noResult,
  loop,
  noResult,
  ...localGet(6),
  ...localGet(2),
  i32GreaterOrEqual,
  brIf,
  1,
  ...addProducts(8, 0, 0),
  ...addProducts(9, 8, 16),
  ...increment(0, 16),
  ...increment(7, 32),
  ...increment(6, 4),
  br,
  0,
  end,
  end,
  ...localGet(4),
  ...localGet(8),
  ...extractLane(0),
  ...localGet(8),
  ...extractLane(1),
  f64Add,
  ...localGet(9),
  ...extractLane(0),
  f64Add,
  ...localGet(9),
  ...extractLane(1),
  f64Add,
  0xb6, // f32.demote_f64
  0x38, // f32.store, align 4 bytes, offset 0
  2,
  0,
  ...increment(4, 4),
  ...increment(5, 1),
  br,
  0,
  end,
  end,
  end,
]

const name = (text: string) => [text.length, ...Buffer.from(text)]
/** Section lengths are one LEB128 byte here (all under 128) except the code section, written as two. */
const section = (id: number, content: number[]) =>
  content.length < 128
    ? [id, content.length, ...content]
    : [id, (content.length & 0x7f) | 0x80, content.length >> 7, ...content]
const functionBody =
  body.length < 128 ? [body.length, ...body] : [(body.length & 0x7f) | 0x80, body.length >> 7, ...body]

const moduleBytes = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  // type 0: (i32 × 5) → ()
  ...section(1, [1, 0x60, 5, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0]),
  // import env.memory, at least one page
  ...section(2, [1, ...name('env'), ...name('memory'), 0x02, 0x00, 1]),
  ...section(3, [1, 0]),
  ...section(7, [1, ...name('dotAllRows'), 0x00, 0]),
  ...section(10, [1, ...functionBody]),
])
